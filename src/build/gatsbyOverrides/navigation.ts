/**
 * The overrides of what happens between two pages the router shows (src/navigation/): where the
 * new page starts and where the keyboard goes with it, the tab's title meanwhile, and how the new
 * page is announced. How a page starts in the browser is in browser.ts.
 */
import type { GatsbyOverride } from "./types";

export const NAVIGATION_OVERRIDES: GatsbyOverride[] = [
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
