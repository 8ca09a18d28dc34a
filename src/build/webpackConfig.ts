/** Build time only. What the site changes in Gatsby's webpack configuration, per stage. */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { compileHintBanner } from "./compileHints";
import { isOn, readBuildEnvironment } from "./environment";
import { MANIFEST_PATH } from "./fontFaces";
import { readText } from "../content/problems";
import { browserDevtool } from "./privateOutput";

/**
 * SITE_LANGUAGES, which the code of every bundle of the project at `root` reads (the pages' and the
 * editor's, see i18n/languages.ts): data/site.json's languages as written.
 */
export const siteLanguagesConstant = (root: string): string =>
  JSON.stringify(
    JSON.parse(readText(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")).text).languages ?? [],
  );

export const configureWebpack = (root: string, { stage, actions, plugins }: CreateWebpackConfigArgs) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ SITE_LANGUAGES: siteLanguagesConstant(root) })] });
  // The server renderer writes each page's @font-face rules and preloads from the list of
  // font files cut in onPreBootstrap, given to it at compile time.
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ FONT_MANIFEST: fs.readFileSync(MANIFEST_PATH(root), "utf8") })],
    });
  }
  // Source maps only when asked for (SOURCE_MAPS=true), and then never in public/ (see onPostBuild).
  // Every bundle is compiled while it downloads (see compileHints.ts).
  // One copy of i18next: gatsby-plugin-react-i18next require()s its CommonJS build, and an
  // `import` of ours (Head's texts) would add its ES module build to the bundles beside it.
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      devtool: browserDevtool(isOn(readBuildEnvironment(root).values.SOURCE_MAPS)),
      plugins: [plugins.banner(compileHintBanner)],
      resolve: { alias: { i18next$: createRequire(path.join(root, "package.json")).resolve("i18next") } },
    });
  }
};
