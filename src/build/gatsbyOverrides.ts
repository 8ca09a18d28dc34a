/**
 * Every change this site makes to what Gatsby (and its plugins) would do by default, with why,
 * where the code is, and what of Gatsby's internals it relies on. Nothing here runs the
 * overrides: the code named in `code` does. __tests__/build/gatsbyOverrides.test.ts checks the
 * `internals` against node_modules and the `hooks` against Gatsby's API lists and the
 * gatsby-*.ts(x) files; `builtOutputProblems` (checked first by postBuild.ts) checks what only the
 * built pages can show. After a Gatsby upgrade, a failure there names the override to revisit.
 */

import fs from "fs";
import path from "path";
import { SCRIPT_TAG } from "./loadScriptsAfterPaint";

/** A text that must be in a file of an installed package ("gatsby/cache-dir/loader.js"). */
export interface InternalMarker {
  file: string;
  contains: string;
  /** What the override needs it for. */
  because: string;
}

export type HookFile = "gatsby-browser.tsx" | "gatsby-ssr.tsx" | "gatsby-node.ts";

/** An API export of a gatsby-* file. */
export interface Hook {
  file: HookFile;
  api: string;
}

export interface GatsbyOverride {
  id: string;
  /** What differs from Gatsby's default. */
  change: string;
  why: string;
  /** Where the override is written. */
  code: string[];
  hooks: Hook[];
  internals: InternalMarker[];
  /** What builtOutputProblems checks for it on the built site, if anything. */
  builtOutput?: string;
  /**
   * Why it stays: tests that fail without it ("<file> › <part of the test's title>", checked to
   * exist by __tests__/build/gatsbyOverrides.test.ts) and the measured figure it earns, with
   * the date of its measurement in docs/performance.md. An override with neither goes.
   */
  evidence: { tests: string[]; figure?: string };
}

export const GATSBY_OVERRIDES: GatsbyOverride[] = [
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
        "The bundles start after the first contentful paint, so they do not share a slow link with it: with the first-paint entry instead, they started 30-80 ms before the text was shown at 4× CPU (d1a31f7, 2026-11). Not measured again without it in issue 33.",
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
    id: "hydrate-in-slices",
    change:
      "replaceHydrateFunction: hydration starts inside a transition, so React hydrates in short slices instead of one long task.",
    why: "One uninterrupted hydration task delays the response to a tap on a slow phone; the result is identical.",
    code: ["gatsby-browser.tsx (replaceHydrateFunction)", "src/hydrateInSlices.ts"],
    hooks: [{ file: "gatsby-browser.tsx", api: "replaceHydrateFunction" }],
    internals: [
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: "apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]",
        because: "Gatsby takes the function the hook returns as its renderer",
      },
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: "renderer(<App />, rootElement)",
        because: "and calls it as (element, container), the signature of hydrateInSlices",
      },
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: "document.getElementById(`___gatsby`)",
        because: "the container is the ___gatsby element",
      },
    ],
    builtOutput:
      'every page has a server-rendered <div id="___gatsby"> (an empty one would be rendered from scratch, not hydrated)',
    evidence: {
      tests: [],
      figure:
        "No long task while a page hydrates on a slow phone (docs/performance.md, 'Hydration in slices'). Not measured again without it in issue 33.",
    },
  },
  {
    id: "client-entry-in-own-task",
    change:
      "onClientEntry resolves in a new task, so Gatsby's start (page data request, hydration) runs after the task that evaluated the last bundle.",
    why: "Chained onto that task, Gatsby's start made it one long task.",
    code: ["gatsby-browser.tsx (onClientEntry)", "src/yieldToBrowser.ts"],
    hooks: [{ file: "gatsby-browser.tsx", api: "onClientEntry" }],
    internals: [
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: "apiRunnerAsync(`onClientEntry`).then(",
        because: "Gatsby waits for the promise onClientEntry returns before it starts",
      },
    ],
    evidence: {
      tests: [],
      figure:
        "Mobile TBT, medians of six interleaved runs: 614 -> 536 ms on /, 996 -> 771 ms on /ar/ (docs/performance.md, 'Hydration in slices').",
    },
  },
  {
    id: "same-page-on-hash-change",
    change: "wrapPageElement memoizes the page, so an in-page #link does not render the whole page again.",
    why: "Gatsby's router hands the page new props on every history entry; nothing on these pages reads the fragment.",
    code: ["src/wrapElement.tsx (wrapPageElement)", "src/SamePageOnHashChange.tsx"],
    hooks: [
      { file: "gatsby-browser.tsx", api: "wrapPageElement" },
      { file: "gatsby-ssr.tsx", api: "wrapPageElement" },
    ],
    internals: [
      {
        file: "gatsby/cache-dir/page-renderer.js",
        contains: "`wrapPageElement`",
        because:
          "the page renderer wraps each page through the hook, with the page's props (location, data, pageContext)",
      },
    ],
    evidence: {
      tests: [
        "__tests__/wrapPageElement.test.tsx › an in-page #link (same path, same data) does not render the page again",
      ],
      figure: "React's work after a tap on a header link at 4× CPU: median 145 -> 56 ms (docs/performance.md).",
    },
  },
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
    id: "not-found-match-path",
    change:
      "Each language's not-found page gets the match path /<code>/* instead of the plugin's /<code>/<code>/*, and the default language's /404/ gets /*.",
    why: "gatsby-plugin-react-i18next adds the language prefix twice, so unknown paths under /ar/ would not reach the Arabic not-found page; without a match path Gatsby's loader asks for an unknown path's page data and then the address again, two 404s on the console.",
    code: ["gatsby-node.ts (onCreatePage)", "src/build/notFoundPages.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreatePage" }],
    internals: [
      {
        file: "gatsby-plugin-react-i18next/dist/plugin/onCreatePage.js",
        contains: "routed: routed",
        because: "withNotFoundMatchPath reads the page context's i18n.routed and i18n.language",
      },
    ],
    evidence: {
      tests: [
        "e2e/routes.spec.ts › path gets the ${lang} not-found page with status 404",
        "e2e/not-found-language.spec.ts › one console line each",
      ],
    },
  },
  {
    id: "not-found-files-per-language",
    change:
      "After the build, /<code>/404.html is copied from /<code>/404/index.html and a _redirects file sends each language's unknown paths there.",
    why: "Static hosts look for a 404.html: Cloudflare Pages the nearest one up the tree, Netlify through _redirects.",
    code: ["src/build/postBuild.ts (copyNotFoundPages)"],
    hooks: [{ file: "gatsby-node.ts", api: "onPostBuild" }],
    internals: [],
    builtOutput: "public/<code>/404/index.html exists for every language but the default",
    evidence: {
      tests: ["__tests__/builds/third-language.test.ts › unknown German paths get the German not-found page"],
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
    id: "browser-devtool",
    change:
      "The browser bundles get devtool false (hidden-source-map with SOURCE_MAPS=true) instead of Gatsby's source-map.",
    why: "No source map, nor a sourceMappingURL comment, is published.",
    code: ["gatsby-node.ts (onCreateWebpackConfig)", "src/build/privateOutput.ts (browserDevtool)"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreateWebpackConfig" }],
    internals: [
      {
        file: "gatsby/dist/utils/webpack.config.js",
        contains: "case `build-javascript`:",
        because: "the stage name the override is set for",
      },
    ],
    evidence: {
      tests: [
        "__tests__/build/privateOutput.test.ts › webpack writes maps only when SOURCE_MAPS=true, and then without a public sourceMappingURL",
      ],
    },
  },
  {
    id: "compile-hints",
    change:
      "Every browser bundle begins with the //# allFunctionsCalledOnLoad comment (webpack's BannerPlugin, stage 401).",
    why: "Chromium then compiles the bundle while it downloads, off the main thread.",
    code: ["gatsby-node.ts (onCreateWebpackConfig)", "src/build/compileHints.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreateWebpackConfig" }],
    internals: [
      {
        file: "gatsby/dist/utils/webpack.config.js",
        contains: "case `build-javascript`:",
        because: "the stage name the override is set for",
      },
      {
        file: "webpack/lib/Compilation.js",
        contains: "Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE = 400;",
        because: "stage 401 comes after minifying, which would drop the comment",
      },
      {
        file: "webpack/lib/Compilation.js",
        contains: "Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING = 500;",
        because: "and before source maps, so they count the added line",
      },
    ],
    evidence: {
      tests: ["e2e/scripts.spec.ts › every script, on load and on first use, is compiled while it downloads"],
      figure:
        "Lighthouse script evaluation 830 -> 657 ms on /, 1016 -> 708 ms on /ar/; main-thread compiling after the first paint 48-53 -> 6.5-7 ms (docs/performance.md).",
    },
  },
  {
    id: "one-i18next",
    change: "The browser bundles resolve i18next to its CommonJS build (a webpack alias).",
    why: "gatsby-plugin-react-i18next require()s the CommonJS build; an import of ours would add the ES module build beside it.",
    code: ["gatsby-node.ts (onCreateWebpackConfig)"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreateWebpackConfig" }],
    internals: [
      {
        file: "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js",
        contains: 'require("i18next")',
        because: "the plugin's copy of i18next, which ours must be",
      },
    ],
    evidence: {
      tests: [],
      figure:
        "JavaScript before the particle engine 121.3 -> 108.2 KB compressed on / (docs/performance.md, 2026-11-25).",
    },
  },
  {
    id: "font-manifest-in-ssr",
    change: "The server renderer gets the list of cut font files as a compile-time constant (FONT_MANIFEST).",
    why: "onRenderBody writes each language's @font-face rules and preloads from it.",
    code: ["gatsby-node.ts (onCreateWebpackConfig)", "gatsby-ssr.tsx (onRenderBody)"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreateWebpackConfig" }],
    internals: [
      {
        file: "gatsby/dist/utils/webpack.config.js",
        contains: "case `build-html`:",
        because: "the stage names the constant is defined for",
      },
      {
        file: "gatsby/dist/utils/webpack.config.js",
        contains: "case `develop-html`:",
        because: "the stage names the constant is defined for",
      },
    ],
    evidence: { tests: ["e2e/fonts.spec.ts › downloads only the font files its text needs, one per face"] },
  },
  {
    id: "fresh-public-folder",
    change: "A build starts by deleting public/.",
    why: "A file of an earlier build (an old bundle with a GATSBY_* token, a removed page) must not ship, and a failed build must not leave an older one looking like its result.",
    code: ["gatsby-node.ts (onPreInit)"],
    hooks: [{ file: "gatsby-node.ts", api: "onPreInit" }],
    internals: [
      {
        file: "gatsby-cli/lib/create-cli.js",
        contains: "process.env.gatsby_executing_command = command",
        because: "how onPreInit (and contentEdits.ts) tell a build from develop",
      },
    ],
    evidence: {
      tests: [
        "__tests__/builds/third-language.test.ts › a file an earlier build left in public/ is gone after the build",
      ],
    },
  },
  {
    id: "fields-always-present",
    change:
      "createResolvers declares Query.site, Site.siteMetadata, its siteUrl and File.publicURL (and the site's own singletons) non-null.",
    why: "The types generated from the queries then carry no null for values every build has.",
    code: ["gatsby-node.ts (createResolvers)", "src/build/schema.ts (ALWAYS_PRESENT)"],
    hooks: [{ file: "gatsby-node.ts", api: "createResolvers" }],
    internals: [],
    evidence: {
      tests: [],
      figure:
        "npm run typecheck: without it the generated query types carry null for site, siteMetadata and siteUrl, and every page's use of them fails to compile.",
    },
  },
];

/**
 * The API exports of the gatsby-* files that change nothing of Gatsby's defaults: they add the
 * site's own pages, nodes, checks and markup through the APIs made for that.
 */
export const ORDINARY_HOOKS: Hook[] = [
  { file: "gatsby-browser.tsx", api: "wrapRootElement" },
  { file: "gatsby-browser.tsx", api: "onPreRouteUpdate" },
  { file: "gatsby-browser.tsx", api: "onRouteUpdate" },
  { file: "gatsby-browser.tsx", api: "shouldUpdateScroll" },
  { file: "gatsby-ssr.tsx", api: "wrapRootElement" },
  { file: "gatsby-node.ts", api: "onCreateNode" },
  { file: "gatsby-node.ts", api: "onPostBootstrap" },
  { file: "gatsby-node.ts", api: "onPreBootstrap" },
  { file: "gatsby-node.ts", api: "sourceNodes" },
  { file: "gatsby-node.ts", api: "createSchemaCustomization" },
  { file: "gatsby-node.ts", api: "createPages" },
];

const SERVER_RENDERED_ROOT = /<div id="___gatsby"[^>]*>(?!<\/div>)/;

/**
 * What the overrides need of public/ as Gatsby wrote it, before the post-build step changes
 * it: one message per thing missing, naming the override. `pages` are the built pages' files
 * relative to `publicDir` (not the slice files under _gatsby/).
 */
export const builtOutputProblems = (
  publicDir: string,
  pages: string[],
  otherLanguages: readonly string[],
): string[] => {
  const problem = (id: string, text: string) => `${id} (src/build/gatsbyOverrides.ts): ${text}`;
  const problems: string[] = [];
  for (const page of pages) {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    if (!html.match(SCRIPT_TAG))
      problems.push(
        problem(
          "scripts-after-first-paint",
          `${page} has no <script src="..." async> bundle tag to load after the first paint`,
        ),
      );
    if (!SERVER_RENDERED_ROOT.test(html))
      problems.push(problem("hydrate-in-slices", `${page} has no server-rendered <div id="___gatsby"> to hydrate`));
  }
  for (const language of otherLanguages) {
    if (!fs.existsSync(path.join(publicDir, language, "404", "index.html"))) {
      problems.push(
        problem(
          "not-found-files-per-language",
          `Gatsby wrote no ${language}/404/index.html to copy to ${language}/404.html`,
        ),
      );
    }
  }
  if (!fs.existsSync(path.join(publicDir, "webpack.stats.json"))) {
    problems.push(
      problem(
        "private-files-out-of-public",
        "Gatsby wrote no webpack.stats.json into public/: find where its stats go, so they are not published",
      ),
    );
  }
  return problems;
};
