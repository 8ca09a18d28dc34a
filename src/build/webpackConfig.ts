/** Build time only. What the site changes in Gatsby's webpack configuration, per stage. */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { compileHintBanner } from "./compileHints";
import { isOn, readBuildEnvironment } from "./environment";
import { MANIFEST_PATH } from "./fontFaces";
import { LANGUAGE_SETTINGS } from "../i18n/languages";
import { browserDevtool } from "./privateOutput";

export const configureWebpack = (root: string, { stage, actions, plugins }: CreateWebpackConfigArgs) => {
  // The site's languages, which every bundle's code reads (see i18n/languages.ts).
  actions.setWebpackConfig({ plugins: [plugins.define({ SITE_LANGUAGES: JSON.stringify(LANGUAGE_SETTINGS) })] });
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
