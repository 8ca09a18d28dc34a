/**
 * The overrides of what ends up in public/: an empty folder to start from, and what the
 * post-build step changes in the pages and files Gatsby wrote there.
 */
import type { GatsbyOverride } from "./types";

export const PUBLIC_FOLDER_OVERRIDES: GatsbyOverride[] = [
  {
    id: "scripts-after-first-paint",
    change:
      "The <script src async> tags of Gatsby's bundles are replaced, in every built page, by one inline script that adds them after the first contentful paint.",
    why: "The preload scanner would fetch the bundles alongside the fonts and images of the first paint on a slow link; the HTML already holds all text and styles.",
    code: ["src/build/loadScriptsAfterPaint.ts", "src/build/postBuild.ts (stripNulsAndDeferScripts)"],
    hooks: [{ file: "gatsby-node.ts", api: "onPostBuild" }],
    internals: [
      {
        file: "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
        contains: '`<script src="${this.publicPath}/${asset}" async></script>`',
        because:
          "the exact tag that loadScriptsAfterPaint's SCRIPT_TAG matches, written into the scripts slice of every page",
      },
    ],
    builtOutput: "every page has at least one bundle tag the loader can take over",
    evidence: {
      tests: ["e2e/navigation.spec.ts › the bundles still load, and the page hydrates"],
      figure:
        "The bundles start after the first contentful paint, so they do not share a slow link with it. Issue 47, Lighthouse mobile, three interleaved rounds, with -> without it: LCP ÷ floor ×0.99 -> ×2.33 on /, ×1.16 -> ×2.62 on /ar/, ×1.05 -> ×2.13 on /privacy-policy/, ×1.22 -> ×2.62 on /ar/terms-of-service/ (docs/performance.md, 'Each override measured with and without it').",
    },
  },
  {
    id: "strip-nul-bytes",
    change: "NUL bytes are removed from every built page.",
    why: "React 18.3's streaming renderer can put NULs between a multi-byte character's bytes at its chunk edges (facebook/react#31134); browsers show them as U+FFFD in Arabic attributes.",
    code: ["src/build/postBuild.ts (stripNulsAndDeferScripts)"],
    hooks: [{ file: "gatsby-node.ts", api: "onPostBuild" }],
    internals: [],
    evidence: { tests: ["e2e/landing.spec.ts › the static HTML has no NUL characters"] },
  },
  {
    id: "not-found-files-per-language",
    change:
      "After the build, each language's /<code>/404/index.html moves to /<code>/404.html and the default language's /404/index.html is removed (Gatsby's /404.html stays); a _redirects file sends each language's unknown paths to its 404.html and answers the not-found pages' own addresses with 404.",
    why: "Static hosts look for a 404.html: Cloudflare Pages the nearest one up the tree, Netlify through _redirects. A /404/ page file left in place answers the typed /404/ with status 200 (walk 7, N4).",
    code: ["src/build/notFoundPages.ts (moveNotFoundPages)", "functions/404.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onPostBuild" }],
    internals: [],
    builtOutput: "public/<code>/404/index.html exists for every language",
    evidence: {
      tests: [
        "e2e/third-language.spec.ts › unknown German paths get the German not-found page",
        "e2e/not-found-address.spec.ts › the not-found page's own address, answers 404 and keeps its address",
      ],
    },
  },
  {
    id: "private-files-out-of-public",
    change:
      "webpack.stats.json moves from public/ to .cache/; source maps are deleted, or moved to source-maps/ with SOURCE_MAPS=true.",
    why: "Both would publish the source (its comments, its module layout).",
    code: ["src/build/postBuild.ts (keepPrivateFilesOut)", "src/build/privateOutput.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onPostBuild" }],
    internals: [
      {
        file: "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
        contains: "`webpack.stats.json`",
        because: "Gatsby writes the stats file into public/, where postBuild looks for it",
      },
    ],
    builtOutput: "public/webpack.stats.json exists when the post-build step starts",
    evidence: {
      tests: [
        "__tests__/build/privateOutput.test.ts › by default the maps are deleted and the stats file moves to the cache",
        "e2e/security.spec.ts › the published build holds no source maps and no webpack.stats.json",
      ],
    },
  },
  {
    id: "fresh-public-folder",
    change: "A build starts by deleting public/.",
    why: "A file of an earlier build (an old bundle with a GATSBY_* token, a removed page) must not ship, and a failed build must not leave an older one looking like its result.",
    code: ["src/build/preInit.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onPreInit" }],
    internals: [
      {
        file: "gatsby-cli/lib/create-cli.js",
        contains: "process.env.gatsby_executing_command = command",
        because: "how preInit.ts (and contentEdits.ts) tell a build from develop",
      },
    ],
    evidence: {
      tests: ["e2e/third-language.spec.ts › a file an earlier build left in public/ is gone after the build"],
    },
  },
];
