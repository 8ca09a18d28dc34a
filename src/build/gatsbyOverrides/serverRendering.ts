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
  {
    id: "page-address-before-router",
    change:
      "A head script (before Gatsby's scripts) gives a page served under its file name its own address, and keeps Gatsby from starting on an address its router cannot decode.",
    why: "Gatsby's router knows a page by its address only: under /ar/index.html it finds no page (the not-found page, or a tree that does not match the HTML). And it decodes an address twice, in its history (decodeURI) and in the not-found page's match (decodeURIComponent of the decoded splat): a broken percent escape such as /%E0 throws there, so that page stays the static HTML it was served as and keeps the address typed.",
    code: ["src/build/pageAddressScript.ts", "src/build/loadScriptsAfterPaint.ts", "gatsby-ssr.tsx (onRenderBody)"],
    hooks: [{ file: "gatsby-ssr.tsx", api: "onRenderBody" }],
    internals: [
      {
        file: "@gatsbyjs/reach-router/dist/index.modern.mjs",
        contains: "pathname:encodeURI(decodeURI(l))",
        because: "the router's history decodes the address once when it reads it",
      },
      {
        file: "@gatsbyjs/reach-router/dist/index.modern.mjs",
        contains: "map(decodeURIComponent)",
        because: "a splat match (the not-found pages' /* and /ar/*) decodes its segments again",
      },
      {
        file: "gatsby/cache-dir/find-path.js",
        contains: "const pathname = decodeURIComponent(newRawPathname)",
        because: "Gatsby decodes the address before it matches it against the pages' match paths",
      },
    ],
    evidence: {
      tests: [
        "e2e/not-found-address.spec.ts › keeps its address, in its language, with its way home",
        "e2e/page-addresses.spec.ts › served as it is by a host shows that page, at its own address",
      ],
    },
  },
];
