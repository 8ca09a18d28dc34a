/** The overrides of how the pages start and render again in the browser. */
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
  {
    id: "scroll-and-focus-after-navigation",
    change:
      "The browser's scroll restoration is off within the document (on for a document load of one of its entries). shouldUpdateScroll leaves the first page and the browser's jumps within a page to the browser, and a link followed to Gatsby's own scroll (to the section or the top); on Back and Forward it places the view itself, instantly, at the position Gatsby kept for the entry (its record, through getSavedScrollPosition). An in-page jump's entry gets a key of its own (onClientEntry's popstate listener, before the router's), and the entry it left its place as before the jump. A smooth scroll still running is stopped when the address changes to another page (a listener on the router's history), a frame before the router draws that page. It moves the focus with the view: to the section a link leads to, to the page's top, or after Back and Forward to what had it when the entry was left (kept at onPreRouteUpdate, found again by id, or by a link's address and rank).",
    why: "Gatsby goes to an address's #section even on Back (its record ignored); an in-page jump's entry shared the key 'initial' with the first entry, and the jump's own scroll was saved under the entry left, so Back after it stayed at the section. The browser's own restoration scrolled the old page at Back, before the router rendered the entry's page, and Gatsby saved that scroll under the entry left (Forward then opened the privacy policy 5340 px down). In Chromium a smooth scroll still running when the page changes (the brand's scroll to the top, a jump within the page) sends its next step with the next frame, which undoes an instant scroll made in the same frame (8 of 8 runs on a 20000 px page, 150 ms into the scroll), not one made a frame after the scroll was stopped (0 of 8); the router renders a new location a frame after telling its listeners. Without the stop, the between-pages test of a link followed during a smooth scroll failed 2 runs in 4 (passed 4 of 4 with it), with no placement in a later frame. The router focuses only its wrapper, and only when the route it matched changes: a link to a section left the keyboard at the top, and 'Return to Home' on the Arabic not-found page (route /ar/*) left it on the body.",
    code: [
      "gatsby-browser.tsx (shouldUpdateScroll, onPreRouteUpdate)",
      "src/navigation/placeAfterNavigation.ts",
      "src/navigation/focus.ts",
    ],
    hooks: [
      { file: "gatsby-browser.tsx", api: "shouldUpdateScroll" },
      { file: "gatsby-browser.tsx", api: "onPreRouteUpdate" },
      { file: "gatsby-browser.tsx", api: "onClientEntry" },
      { file: "gatsby-browser.tsx", api: "onRouteUpdate" },
    ],
    internals: [
      {
        file: "gatsby-react-router-scroll/scroll-handler.js",
        contains: "shouldUpdateScroll.call((0, _assertThisInitialized2.default)(_this), prevRouterProps, routerProps)",
        because:
          "the scroll handler asks shouldUpdateScroll after the new page is committed, with the previous and new locations",
      },
      {
        file: "gatsby-react-router-scroll/scroll-handler.js",
        contains: "if (hash) {\n      this.scrollToHash(decodeURI(hash), prevProps);",
        because: "on every location with a #section, Back included, it scrolls to the section, not to its record",
      },
      {
        file: "gatsby-react-router-scroll/session-storage.js",
        contains: 'var STATE_KEY_PREFIX = "@@scroll|";',
        because: "an in-page jump's entry left keeps its place under this key, path and router key",
      },
      {
        file: "gatsby-react-router-scroll/scroll-handler.js",
        contains: "var key = this.props.location.key || null;",
        because: "the handler saves each scroll under the entry the router shows, a frame behind a jump's",
      },
      {
        file: "@gatsbyjs/reach-router/dist/index.modern.mjs",
        contains: "Promise.resolve().then(()=>{requestAnimationFrame(",
        because:
          "the router renders a new location in a frame after its history's listeners are told: a scroll stopped then has ended before the new page is drawn",
      },
      {
        file: "gatsby/cache-dir/navigation.js",
        contains: "this._stateStorage.read(args, args.key)",
        because: "getSavedScrollPosition reads Gatsby's own record for a location",
      },
      {
        file: "gatsby/cache-dir/navigation.js",
        contains: "args.location.action = args.action",
        because: "a location the router pushed carries action PUSH; Back, Forward and the browser's own jumps POP",
      },
      {
        file: "gatsby/cache-dir/navigation.js",
        contains: "onPreRouteUpdate(nextProps.location, this.props.location)",
        because: "onPreRouteUpdate runs before the new page is committed: the old page still has the focus",
      },
      {
        file: "gatsby/cache-dir/production-app.js",
        contains: 'id="gatsby-focus-wrapper"',
        because:
          "the router focuses this wrapper after a new route; the section of a #link takes the focus back from it",
      },
    ],
    evidence: {
      tests: [
        "__tests__/navigation/placeAfterNavigation.test.ts › a link to a section of another page",
        "__tests__/navigation/placeAfterNavigation.test.ts › Back to another page",
        "__tests__/navigation/placeAfterNavigation.test.ts › a scroll still running stops when the address changes to another page, before the router draws it",
        "e2e/between-pages.spec.ts › a link followed during a jump within the page shows the next page at its top, and it stays there",
        "e2e/between-pages.spec.ts › a link followed while a smooth scroll runs opens the next page where the link leads, and it stays there",
        "e2e/between-pages.spec.ts › Back after a jump within the Arabic privacy policy returns to the contents, at 390 px",
        "e2e/between-pages.spec.ts › the header's Process link shows the landing page in the same document, in its language, at the section, and the keyboard goes on from there",
        "e2e/between-pages.spec.ts › #process reached by Back and Forward: the keyboard starts where a document from the back/forward cache has it",
        'e2e/navigation.spec.ts › "Return to Home" leads home in the same document',
      ],
    },
  },
  {
    id: "title-kept-between-pages",
    change:
      "onPreRouteUpdate keeps the old page's title in a <title> at the end of the body, which document.title reads only while the head has none.",
    why: "Gatsby removes the old page's head elements once the new page is committed and adds the new ones after rendering its Head: the tab's title was empty for one or two frames on 11 of 12 navigations (visitor walk 6, F2).",
    code: ["gatsby-browser.tsx (onPreRouteUpdate)", "src/navigation/keepTitle.ts"],
    hooks: [{ file: "gatsby-browser.tsx", api: "onPreRouteUpdate" }],
    internals: [
      {
        file: "gatsby/cache-dir/head/head-export-handler-for-browser.js",
        contains: "removePrevHeadElements()",
        because: "the old head elements, its <title> among them, are removed before the new Head is rendered",
      },
    ],
    evidence: {
      tests: [
        "__tests__/navigation/keepTitle.test.ts › the old title stays",
        "e2e/between-pages.spec.ts › the tab's title goes from the old page's to the new page's, never empty",
      ],
    },
  },
  {
    id: "route-announcer-hidden",
    change:
      "Gatsby's route announcer is out of the accessibility tree (a head style); the frame's PageAnnouncer reads out the new page's heading.",
    why: 'Gatsby\'s announcer says "Navigated to …" in English on every page, inside the Arabic pages\' lang="ar".',
    code: ["gatsby-ssr.tsx (onRenderBody, HIDDEN_ROUTER_ANNOUNCER_STYLE)", "src/layout/PageAnnouncer.tsx"],
    hooks: [{ file: "gatsby-ssr.tsx", api: "onRenderBody" }],
    internals: [
      {
        file: "gatsby/cache-dir/route-announcer-props.js",
        contains: "id: `gatsby-announcer`",
        because: "the style hides the announcer by this id",
      },
    ],
    evidence: {
      tests: ["e2e/between-pages.spec.ts › the new page is announced in its own language"],
    },
  },
];
