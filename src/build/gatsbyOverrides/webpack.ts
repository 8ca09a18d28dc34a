/** The overrides of Gatsby's webpack configuration (set in src/build/webpackConfig.ts). */
import type { GatsbyOverride } from "./types";

export const WEBPACK_OVERRIDES: GatsbyOverride[] = [
  {
    id: "browser-devtool",
    change:
      "The browser bundles get devtool false (hidden-source-map with SOURCE_MAPS=true) instead of Gatsby's source-map.",
    why: "No source map, nor a sourceMappingURL comment, is published.",
    code: ["src/build/webpackConfig.ts", "src/build/privateOutput.ts (browserDevtool)"],
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
    code: ["src/build/webpackConfig.ts", "src/build/compileHints.ts"],
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
    code: ["src/build/webpackConfig.ts"],
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
        "JavaScript before the particle engine 121.3 -> 108.2 KB compressed on / when it came (2026-11-25); in issue 47, 116.0 KB without it against 114.6 KB with it, and TBT over the floor no better without it (docs/performance.md, 'Each override measured with and without it').",
    },
  },
  {
    id: "font-manifest-in-ssr",
    change: "The server renderer gets the list of cut font files as a compile-time constant (FONT_MANIFEST).",
    why: "onRenderBody writes each language's @font-face rules and preloads from it.",
    code: ["src/build/webpackConfig.ts", "gatsby-ssr.tsx (onRenderBody)"],
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
    id: "site-languages-constant",
    change:
      "Every bundle gets data/site.json's languages as a compile-time constant (SITE_LANGUAGES) instead of importing the file.",
    why: "An import put site.json into the compiled gatsby-node.js, which Gatsby makes a build dependency of webpack's cache, and into the bundles: any edit of site.json made the next build recompile everything.",
    code: ["src/build/webpackConfig.ts", "src/i18n/languages.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreateWebpackConfig" }],
    internals: [
      {
        file: "gatsby/dist/utils/webpack.config.js",
        contains: "buildDependencies: {",
        because: "the cache's build dependencies, among them each compiled gatsby-node.js that sets webpack options",
      },
    ],
    evidence: {
      tests: ["e2e/third-language.spec.ts › every page links its German twin (hreflang), and the switcher leads there"],
      figure:
        "A build after a phone number's edit of site.json 31-32 s -> 17.5 s, the same as with no edit, 15-18 s (2026-12-07, docs/performance.md).",
    },
  },
];
