import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkContentEdit, watchContentEdits } from "./src/build/contentEdits";
import { browserCallsCalendly, readBuildEnvironment } from "./src/build/environment";
import { writeFontSubsets } from "./src/build/fontSubsets";
import { correctNotFoundPage } from "./src/build/notFoundPages";
import { runPostBuild } from "./src/build/postBuild";
import { runPreInit } from "./src/build/preInit";
import { sourceSchedulingLink } from "./src/build/schedulingLinkNode";
import { ALWAYS_PRESENT, customizeSchema } from "./src/build/schema";
import { configureWebpack } from "./src/build/webpackConfig";

const ROOT = __dirname;

/**
 * An empty public/ for a build, and a stop before anything is sourced when the environment or
 * the content is broken (see src/build/preInit.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => runPreInit(ROOT, reporter);

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
  );

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => createResolvers(ALWAYS_PRESENT);

const TEMPLATES = path.join(ROOT, "src", "templates");

/**
 * Each page in the default language; gatsby-plugin-react-i18next adds its copy in every other
 * language. Written here, not in src/build/: graphqlTypegen reads the graphql() queries of
 * gatsby-node.ts only, and Queries.LegalPageSlugsQuery comes from this one.
 */
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
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => correctNotFoundPage(page, actions);

/**
 * The font manifest for the server renderer; the browser bundles' source maps, compile hints and
 * one i18next (see src/build/webpackConfig.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(ROOT, args);

/** What follows the build, one named step each (see src/build/postBuild.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => runPostBuild(ROOT, args);
