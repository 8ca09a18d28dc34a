import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkContent, ContentValidationError, formatWarnings } from "./src/content/validate";
import { checkContentEdit, watchContentEdits } from "./src/build/contentEdits";
import { browserCallsCalendly, environmentProblems, isOn, readBuildEnvironment } from "./src/build/environment";
import { browserDevtool } from "./src/build/privateOutput";
import { compileHintBanner } from "./src/build/compileHints";
import { writeFontSubsets } from "./src/build/fontSubsets";
import { MANIFEST_PATH } from "./src/build/fontFaces";
import { withNotFoundMatchPath } from "./src/build/notFoundPages";
import { sourceSchedulingLink } from "./src/build/schedulingLinkNode";
import { ALWAYS_PRESENT, customizeSchema } from "./src/build/schema";
import { runPostBuild } from "./src/build/postBuild";
import { siteBookingLinkWarning } from "./src/build/bookingLinkWarning";

const ROOT = __dirname;

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  // Every build starts from an empty public/: a file of an earlier build (an old bundle
  // holding a GATSBY_* token, a page since removed) must not ship with this one, and a build
  // that fails must not leave an earlier one looking like its result.
  if (process.env.gatsby_executing_command === "build") {
    fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
  }
  // Stop when the environment would publish a secret or build for a wrong address.
  const problems = environmentProblems(readBuildEnvironment(ROOT));
  if (problems.length) {
    reporter.panic(`The build environment is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  // Stop before anything is sourced or built when content is broken.
  const { problems: contentProblems, warnings } = checkContent(ROOT);
  if (contentProblems.length) reporter.panic(new ContentValidationError(contentProblems).message);
  // A translation written from an older English is a warning: the build goes on.
  if (warnings.length) reporter.warn(formatWarnings(warnings));
  const bookingWarning = siteBookingLinkWarning(ROOT, readBuildEnvironment(ROOT));
  if (bookingWarning) reporter.warn(bookingWarning);
};

/**
 * The content nodes come from gatsby-transformer-json and gatsby-plugin-react-i18next; in
 * develop, an edit of a data or locale file is validated again (see src/build/contentEdits.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => checkContentEdit(ROOT, node, reporter);

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  watchContentEdits();
};

/** The fonts cut to the site's characters, before any page is rendered (see fontSubsets.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await writeFontSubsets(ROOT);
};

/**
 * The booking link the pages use, as a node so that queries rerun when it changes (see
 * src/build/schedulingLinkNode.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceSchedulingLink(ROOT, args);

/** The legal sections a build shows follow what its pages do (see LegalSection.onlyInBuilds). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  customizeSchema(
    actions,
    browserCallsCalendly(readBuildEnvironment(ROOT)) ? "public-calendly-token" : "no-public-calendly-token",
    path.join(ROOT, "data"),
  );

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => createResolvers(ALWAYS_PRESENT);

const TEMPLATES = path.join(ROOT, "src", "templates");

/** Each page in the default language; gatsby-plugin-react-i18next adds its copy in every other language. */
export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  actions.createPage({ path: "/", component: path.join(TEMPLATES, "LandingPage.tsx"), context: {} });
  // One page per file in data/legal/; the footer's legal links come from the same nodes.
  const result = await graphql<Queries.LegalPageSlugsQuery>(
    `query LegalPageSlugs { allLegalDocument { nodes { slug } } }`,
  );
  if (result.errors || !result.data) {
    reporter.panic("Could not read the legal documents", result.errors as Error[]);
    return;
  }
  for (const { slug } of result.data.allLegalDocument.nodes) {
    actions.createPage({ path: `/${slug}/`, component: path.join(TEMPLATES, "LegalPage.tsx"), context: { slug } });
  }
};

/** A language's not-found page answers every unknown path under its prefix (see notFoundPages.ts). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const corrected = withNotFoundMatchPath(page);
  if (!corrected) return;
  actions.deletePage(page);
  actions.createPage(corrected);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // The server renderer writes each page's @font-face rules and preloads from the list of
  // font files cut in onPreBootstrap, given to it at compile time.
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ FONT_MANIFEST: fs.readFileSync(MANIFEST_PATH(ROOT), "utf8") })],
    });
  }
  // Source maps only when asked for (SOURCE_MAPS=true), and then never in public/ (see onPostBuild).
  // Every bundle is compiled while it downloads (see compileHints.ts).
  // One copy of i18next: gatsby-plugin-react-i18next require()s its CommonJS build, and an
  // `import` of ours (Head's texts) would add its ES module build to the bundles beside it.
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      devtool: browserDevtool(isOn(readBuildEnvironment(ROOT).values.SOURCE_MAPS)),
      plugins: [plugins.banner(compileHintBanner)],
      resolve: { alias: { i18next$: createRequire(path.join(ROOT, "package.json")).resolve("i18next") } },
    });
  }
};

/** What follows the build, one named step each (see src/build/postBuild.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => runPostBuild(ROOT, args);
