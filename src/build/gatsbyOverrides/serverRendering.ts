/** The overrides of what the server renderer writes into each page's <html> and <head>. */
import type { GatsbyOverride } from "./types";

export const SERVER_RENDERING_OVERRIDES: GatsbyOverride[] = [
  {
    id: "static-html-attributes",
    change: "<html lang dir> is written by onRenderBody, not by the pages' Head.",
    why: "Gatsby's Head API takes the attributes a Head set off <html> each time the page renders again (every in-page #link) and puts them back later; an Arabic page would lose its direction in between.",
    code: ["gatsby-ssr.tsx (onRenderBody)"],
    hooks: [{ file: "gatsby-ssr.tsx", api: "onRenderBody" }],
    internals: [
      {
        file: "gatsby/cache-dir/head/utils.js",
        contains: "export function removeHtmlAndBodyAttributes",
        because: "the behaviour worked around: the browser's Head handler removes and re-applies <html> attributes",
      },
    ],
    evidence: {
      tests: ["e2e/routes.spec.ts › an in-page link leaves lang=", "e2e/routes.spec.ts › answers 200 with lang="],
    },
  },
  {
    id: "head-filtered-and-ordered",
    change:
      "onPreRenderHTML drops gatsby-plugin-image's head style and script, and puts the stored-language redirect first in <head>.",
    why: "The site never renders GatsbyImage (Picture.tsx draws a plain <picture>); the redirect must run before any style or script loads.",
    code: ["gatsby-ssr.tsx (onPreRenderHTML, UNUSED_HEAD_KEYS)", "src/ui/Picture.tsx"],
    hooks: [{ file: "gatsby-ssr.tsx", api: "onPreRenderHTML" }],
    internals: [
      {
        file: "gatsby-plugin-image/gatsby-ssr.js",
        contains: 'key: "gatsby-image-style"',
        because: "the keys UNUSED_HEAD_KEYS filters out",
      },
      {
        file: "gatsby-plugin-image/gatsby-ssr.js",
        contains: 'key: "gatsby-image-style-noscript"',
        because: "the keys UNUSED_HEAD_KEYS filters out",
      },
      {
        file: "gatsby-plugin-image/gatsby-ssr.js",
        contains: 'key: "gatsby-image-style-script"',
        because: "the keys UNUSED_HEAD_KEYS filters out",
      },
      {
        file: "gatsby/cache-dir/static-entry.js",
        contains: "headComponents = reorderHeadComponents(headComponents)",
        because: "Gatsby's own reordering runs before onPreRenderHTML, so the redirect stays first",
      },
    ],
    evidence: {
      tests: ["e2e/language.spec.ts › the Arabic twin is chosen before anything of the English page is painted"],
    },
  },
];
