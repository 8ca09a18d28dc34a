/**
 * The overrides of how a page starts in the browser (hydration, its frame, the pages it links to) and
 * renders again for an in-page link. What happens between two pages is in navigation.ts.
 */
import type { GatsbyOverride } from "./types";

export const BROWSER_OVERRIDES: GatsbyOverride[] = [
  {
    id: "hydrate-in-slices",
    change:
      "replaceHydrateFunction: hydration starts inside a transition, so React hydrates in short slices instead of one long task.",
    why: "One uninterrupted hydration task delays the response to a tap on a slow phone; the result is identical.",
    code: ["gatsby-browser.tsx (replaceHydrateFunction)", "src/browser/hydrateInSlices.ts"],
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
        "Issue 47, a machine with slow fresh memory, Lighthouse mobile, three interleaved rounds: TBT over the floor with -> without it +264 -> +342 ms on /, +451 -> +716 on /ar/, +313 -> +306 on /privacy-policy/, +356 -> +501 on /ar/terms-of-service/ (docs/performance.md, 'Each override measured with and without it').",
    },
  },
  {
    id: "same-page-on-hash-change",
    change: "wrapPageElement memoizes the page, so an in-page #link does not render the whole page again.",
    why: "Gatsby's router hands the page new props on every history entry; nothing on these pages reads the fragment.",
    code: ["src/browser/wrapElement.tsx (wrapPageElement)", "src/browser/SamePageOnHashChange.tsx"],
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
        "__tests__/browser/wrapPageElement.test.tsx › an in-page #link (same path, same data) does not render the page again",
      ],
      figure: "React's work after a tap on a header link at 4× CPU: median 145 -> 56 ms (docs/performance.md).",
    },
  },
  {
    id: "frame-outside-the-page",
    change:
      "wrapPageElement renders the frame (header, footer, background, Cookie Settings) around the page element, with an i18next instance of its own per language, instead of each template rendering it.",
    why: "Gatsby mounts the page element anew for each path: a frame inside it was built again on every navigation (the particles gone until the next input, the glow back at its default place).",
    code: [
      "src/browser/wrapElement.tsx (wrapPageElement)",
      "src/layout/PageFrame.tsx",
      "src/layout/FrameTranslations.tsx",
    ],
    hooks: [
      { file: "gatsby-browser.tsx", api: "wrapPageElement" },
      { file: "gatsby-ssr.tsx", api: "wrapPageElement" },
    ],
    internals: [
      {
        file: "gatsby/cache-dir/page-renderer.js",
        contains: "key: props.path || props.pageResources.page.path",
        because: "only the page element is keyed by its path; what wrapPageElement puts around it stays mounted",
      },
      {
        file: "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js",
        contains: "return withI18next(i18n, context)(element)",
        because:
          "the plugin's providers wrap the page element inside the site's wrapper (plugins run before the site), so the frame gets its own",
      },
    ],
    evidence: {
      tests: [
        "e2e/between-pages.spec.ts › the frame stays from page to page: the same header, footer and particles, the glow where the pointer left it",
      ],
    },
  },
  {
    id: "linked-pages-loaded-when-idle",
    change:
      "onRouteUpdate, once the page is idle, loads every page of its language that it links to through Gatsby's loader (window.___loader.hovering), as gatsby-link does only for a link a mouse hovers.",
    why: "A phone has no hover, and the footer's links and those of the closed menu come into view a moment before the tap: without the page's data, the site's data and its template in memory, the tap waits on the network.",
    code: ["gatsby-browser.tsx (onRouteUpdate)", "src/browser/loadLinkedPages.ts"],
    hooks: [{ file: "gatsby-browser.tsx", api: "onRouteUpdate" }],
    internals: [
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: "window.___loader = publicLoader",
        because: "the loader is on window, the only way to it from outside Gatsby's own modules",
      },
      {
        file: "gatsby/cache-dir/loader.js",
        contains: "hovering: rawPath => instance.hovering(rawPath)",
        because: "the public loader has hovering(path), what gatsby-link calls when a mouse hovers a link",
      },
      {
        file: "gatsby/cache-dir/loader.js",
        contains: "hovering(rawPath) {\n    this.loadPage(rawPath)",
        because: "and hovering loads all of the page (its data, the site's data, its template), not only its data",
      },
    ],
    evidence: {
      tests: [
        "__tests__/browser/loadLinkedPages.test.ts › once the page is idle, every page of its language that it links to is loaded through Gatsby's loader",
      ],
      figure:
        "A tap on the landing page's footer link to the privacy policy is drawn 350-400 ms sooner with the pages loaded beforehand (issue 47, phone profile).",
    },
  },
];
