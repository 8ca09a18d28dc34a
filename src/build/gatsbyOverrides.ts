/**
 * Every change this site makes to what Gatsby (and its plugins) would do by default, with why,
 * where the code is, and what of Gatsby's internals it relies on, grouped in gatsbyOverrides/
 * by what they change. Nothing here runs the overrides: the code named in `code` does.
 * __tests__/build/gatsbyOverrides.test.ts checks the `internals` against node_modules and the
 * `hooks` against Gatsby's API lists and the gatsby-*.ts(x) files; `builtOutputProblems`
 * (checked first by postBuild.ts) checks what only the built pages can show. After a Gatsby
 * upgrade, a failure there names the override to revisit.
 */
import { BROWSER_OVERRIDES } from "./gatsbyOverrides/browser";
import { NAVIGATION_OVERRIDES } from "./gatsbyOverrides/navigation";
import { PAGES_AND_SCHEMA_OVERRIDES } from "./gatsbyOverrides/pagesAndSchema";
import { PUBLIC_FOLDER_OVERRIDES } from "./gatsbyOverrides/publicFolder";
import { SERVER_RENDERING_OVERRIDES } from "./gatsbyOverrides/serverRendering";
import type { GatsbyOverride, Hook } from "./gatsbyOverrides/types";
import { WEBPACK_OVERRIDES } from "./gatsbyOverrides/webpack";
export { builtOutputProblems } from "./gatsbyOverrides/builtOutputProblems";
export type { GatsbyOverride, Hook, HookFile, InternalMarker } from "./gatsbyOverrides/types";

export const GATSBY_OVERRIDES: GatsbyOverride[] = [
  ...PUBLIC_FOLDER_OVERRIDES,
  ...BROWSER_OVERRIDES,
  ...NAVIGATION_OVERRIDES,
  ...SERVER_RENDERING_OVERRIDES,
  ...PAGES_AND_SCHEMA_OVERRIDES,
  ...WEBPACK_OVERRIDES,
];

/**
 * The API exports of the gatsby-* files that change nothing of Gatsby's defaults: they add the
 * site's own pages, nodes, checks and markup through the APIs made for that.
 */
export const ORDINARY_HOOKS: Hook[] = [
  { file: "gatsby-browser.tsx", api: "wrapRootElement" },
  { file: "gatsby-ssr.tsx", api: "wrapRootElement" },
  { file: "gatsby-node.ts", api: "onCreateNode" },
  { file: "gatsby-node.ts", api: "onPostBootstrap" },
  { file: "gatsby-node.ts", api: "onPreBootstrap" },
  { file: "gatsby-node.ts", api: "sourceNodes" },
  { file: "gatsby-node.ts", api: "createSchemaCustomization" },
  { file: "gatsby-node.ts", api: "createPages" },
];
