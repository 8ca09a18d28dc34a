/** The overrides of how the pages start and render again in the browser. */
import type { GatsbyOverride } from "./types";

export const BROWSER_OVERRIDES: GatsbyOverride[] = [
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
];
