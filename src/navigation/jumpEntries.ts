/**
 * What Gatsby's scroll record lacks for jumps within a page, the browser's own (a link to a
 * #section of the page shown): such an entry has no router key, so Gatsby keys it "initial" like
 * the document's first entry, and its scroll handler saves the jump's scroll under the entry
 * left, as the router shows the new entry only a frame later.
 */
interface Shown {
  pathname: string;
  key?: string;
}

/** Gatsby's key for an entry's position in session storage (gatsby-react-router-scroll). */
const recordKey = ({ pathname, key }: Shown) => `@@scroll|${pathname}|${key}`;

let shown: Shown | undefined;
let left: { recordKey: string; position: string | null } | undefined;

/** The entry the router shows now (onRouteUpdate). */
export const showingEntry = (location: Shown) => (shown = location);

/**
 * The browser's own restoration is off within the document, which the router places; on for a
 * document load of one of its entries (a reload, Back from another site), which it then places.
 */
export const keyEveryEntry = () => {
  window.history.scrollRestoration = "manual";
  addEventListener("pagehide", () => (window.history.scrollRestoration = "auto"));
  addEventListener("pageshow", () => (window.history.scrollRestoration = "manual"));
  const state = window.history.state as Record<string, unknown> | null;
  if (!state?.key) window.history.replaceState({ ...state, key: "initial" }, "");
  // Before the router's own listener, which then reads the entry's key.
  addEventListener("popstate", (event) => {
    if ((event.state as { key?: string } | null)?.key || !shown) return;
    window.history.replaceState({ key: `${Date.now()}` }, "");
    left = { recordKey: recordKey(shown), position: sessionStorage.getItem(recordKey(shown)) };
  });
};

/**
 * Whether the entry the router now shows (shouldUpdateScroll) is a new jump within the page. Its
 * place is kept as the jump left it, and the entry left gets its place back from before the jump.
 */
export const isNewJump = (location: Shown) => {
  if (!left) return false;
  if (left.position === null) sessionStorage.removeItem(left.recordKey);
  else sessionStorage.setItem(left.recordKey, left.position);
  sessionStorage.setItem(recordKey(location), String(Math.round(window.scrollY)));
  left = undefined;
  return true;
};
