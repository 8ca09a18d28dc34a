/**
 * Gatsby's shouldUpdateScroll: where a page shown by the router starts, and the keyboard with it.
 * Gatsby's scroll handler asks once the new page is committed; it keeps the position of each
 * history entry in its own record (session storage, by path and the router's key for the entry).
 */
import { focusKeptFor, focusOnNewPage } from "./focus";
import { isNewJump } from "./jumpEntries";

/** A location as Gatsby's router gives it: `action` is "PUSH" for a link it followed, "POP" for Back, Forward and the browser's own jumps. */
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

const targetOf = (hash: string) => (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) || undefined;

/**
 * Scrolls now, and once more at the start of the next frame, before the new page is first drawn.
 * In Chromium a smooth scroll still running on the old page (the brand's scroll to the top, a
 * jump within the page) moves the view off the main thread: its last step arrives with the next
 * frame and undid a scroll made before it (every run of ten).
 */
const placeView = (scroll: () => void) => {
  scroll();
  requestAnimationFrame(scroll);
};

/** Always false: the view is placed here or by the browser. */
export const placeAfterNavigation = ({ prevRouterProps, routerProps, getSavedScrollPosition }: ScrollArgs) => {
  const { location } = routerProps;
  // The first page and a jump within a page: the browser has placed them, as in a document.
  if (!prevRouterProps || isNewJump(location)) return false;
  const target = targetOf(location.hash);
  if (location.action === "PUSH") {
    // A link followed: the new page's top or the section it leads to, the keyboard there too.
    focusOnNewPage(target);
    placeView(() =>
      target
        ? target.scrollIntoView({ block: "start", behavior: "instant" })
        : window.scrollTo({ top: 0, left: 0, behavior: "instant" }),
    );
    return false;
  }
  // Back or Forward: where the visitor left the entry, by Gatsby's record (Gatsby itself would go
  // to the #section of an address with one); on another page, the keyboard where it was.
  const [left, top] = getSavedScrollPosition(location);
  placeView(() => window.scrollTo({ left, top, behavior: "instant" }));
  if (prevRouterProps.location.pathname !== location.pathname)
    focusOnNewPage((location.key && focusKeptFor(location.key)) || target);
  return false;
};
