/**
 * Gatsby's shouldUpdateScroll: where a page shown by the router starts, and the keyboard with it.
 * Gatsby's scroll handler asks once the new page is committed, and keeps the position of each
 * history entry in its own record (session storage, by path and the router's key for the entry).
 */
import { globalHistory } from "@gatsbyjs/reach-router";
import { focusKeptFor, focusOnNewPage } from "./focus";

/** `action`: "PUSH" for a link the router followed, "POP" for Back, Forward and the browser's own jumps. */
export interface RouterLocation {
  pathname: string;
  hash: string;
  key?: string;
  action?: string;
}

export interface ScrollArgs {
  prevRouterProps?: { location: RouterLocation };
  routerProps: { location: RouterLocation };
  getSavedScrollPosition: (location: RouterLocation) => number[];
}

/**
 * What Gatsby's record lacks for the browser's own jumps within a page: such an entry has no
 * router key (Gatsby keys it "initial", like the first entry), and Gatsby's handler saves the
 * jump's scroll under the entry left, as the router shows the new entry only a frame later.
 */
const recordKey = ({ pathname, key }: RouterLocation) => `@@scroll|${pathname}|${key}`;
let shown: RouterLocation | undefined;
let left: { recordKey: string; position: string | null } | undefined;

export const showingEntry = (location: RouterLocation) => (shown = location);
/** The place of the entry left (onPreRouteUpdate): Gatsby's handler misses a scroll made before hydration. */
export const keepPlaceOf = (location: RouterLocation) =>
  sessionStorage.setItem(recordKey(location), String(Math.round(window.scrollY)));

/**
 * Keys every entry (onClientEntry). The browser's own restoration is off within the document, on
 * for a document load of one of its entries (a reload, Back from another site).
 */
export const keyEveryEntry = () => {
  window.history.scrollRestoration = "manual";
  addEventListener("pagehide", () => (window.history.scrollRestoration = "auto"));
  addEventListener("pageshow", () => (window.history.scrollRestoration = "manual"));
  const state = window.history.state as Record<string, unknown> | null;
  if (!state?.key) window.history.replaceState({ ...state, key: "initial" }, "");
  // A jump's new entry, before the router's own listener reads its key.
  addEventListener("popstate", (event) => {
    if ((event.state as { key?: string } | null)?.key || !shown) return;
    window.history.replaceState({ key: `${Date.now()}` }, "");
    left = { recordKey: recordKey(shown), position: sessionStorage.getItem(recordKey(shown)) };
  });
  // A smooth scroll still running on the page left (a jump within it) stops as the
  // address changes: in Chromium its next step would undo a scroll made before that step, and the
  // router draws the new page a frame later.
  globalHistory.listen(({ location }) => {
    if (location.pathname !== shown?.pathname) window.scrollTo({ top: window.scrollY, behavior: "instant" });
  });
};

/** A new jump, now shown: its place as the jump left it, the entry left's as before the jump. */
export const isNewJump = (location: RouterLocation) => {
  if (!left) return false;
  sessionStorage.setItem(left.recordKey, left.position ?? "0");
  sessionStorage.setItem(recordKey(location), String(Math.round(window.scrollY)));
  left = undefined;
  return true;
};

const targetOf = (hash: string) => (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) || undefined;

export const placeAfterNavigation = ({ prevRouterProps, routerProps, getSavedScrollPosition }: ScrollArgs) => {
  const { location } = routerProps;
  // The first page and a jump within a page: the browser has placed them, as in a document.
  if (!prevRouterProps || isNewJump(location)) return false;
  const target = targetOf(location.hash);
  // A link followed: the keyboard at the new page's top or the section it leads to, and Gatsby's
  // scroll to there (instant: with the focus off the link, the root is not smooth). The logo on
  // its own page leads only to the top: the focus stays where the visitor put it since, such as
  // in the phone menu opened at once (moved to the page's top, it closed the menu again).
  if (location.action === "PUSH") {
    if (target || prevRouterProps.location.pathname !== location.pathname) focusOnNewPage(target);
    return true;
  }
  // Back or Forward: where the visitor left the entry, by Gatsby's record (Gatsby itself would go
  // to the #section of an address with one); on another page, the keyboard where it was.
  const [left, top] = getSavedScrollPosition(location);
  window.scrollTo({ left, top, behavior: "instant" });
  if (prevRouterProps.location.pathname !== location.pathname)
    focusOnNewPage((location.key && focusKeptFor(location.key)) || target);
  return false;
};
