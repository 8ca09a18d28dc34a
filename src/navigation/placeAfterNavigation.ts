/**
 * Where a page shown by Gatsby's router starts, and where the keyboard starts on it: where a
 * document load or the browser's own jump would put them (Gatsby's ScrollHandler asks
 * gatsby-browser's shouldUpdateScroll, once the new page is in the DOM, and is then told to do
 * nothing). Every scroll here is instant: the stylesheet's smooth scrolling would animate across
 * the old page, and a smooth scroll still running on it is cut short.
 */
import { keepScrollPositionsOnScroll, savedScrollY } from "./scrollPositions";
import { focusAfterRouter } from "./focusAfterRouter";
import { entryOf, focusKeptFor } from "./focusPerEntry";

interface RouterLocation {
  pathname: string;
  hash: string;
  state?: unknown;
  /**
   * "PUSH" for a link the router followed (Gatsby copies it from reach-router's history); Back,
   * Forward and the browser's own jumps leave it unset.
   */
  action?: string;
}

let inPageJump = false;

/**
 * A click on a link to a fragment of the page shown, which the browser follows itself (the
 * page's own handlers have not prevented it): its jump is the browser's, not to be redone.
 */
export const noticeInPageJumps = () =>
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    inPageJump =
      !event.defaultPrevented &&
      !!link &&
      !!link.hash &&
      link.pathname === window.location.pathname &&
      link.origin === window.location.origin;
  });

/** Input by which the visitor moves the view themselves: from then on the view is theirs. */
const VISITOR_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
/**
 * How long the view is held where a navigation placed it. A smooth scroll still running on the
 * old page is not stopped by the instant scrolls that should stop it: in Chromium its last frame
 * still arrives, about 2.2 s after it began for a scroll across a long page, and carried the new
 * page to its bottom (1 run in 5-15 under load). So after a navigation started while the view
 * was moving, the view is held at least that long, and 1 s longer after each time it had to be
 * put back. Otherwise only the frames already under way can move it (two or three).
 */
const HOLD_WHILE_SCROLLING_MS = 3000;
const HOLD_AGAIN_MS = 1000;
const HOLD_AT_MOST_MS = 6000;
const HOLD_MS = 100;
/** A scroll event this recent when a navigation starts: the view is still moving. */
const STILL_MOVING_MS = 150;

let lastScrollAt = -Infinity;
let holdNextPlace = HOLD_MS;
let releaseView = () => {};

/** Keeps the time of the last scroll, to know whether the view moves when a navigation starts. */
export const noticeScrolling = () =>
  window.addEventListener("scroll", () => (lastScrollAt = performance.now()), { passive: true });

/** Stops a smooth scroll still running when a navigation starts (Gatsby's onPreRouteUpdate). */
export const stopScrolling = () => {
  releaseView();
  if (performance.now() - lastScrollAt > STILL_MOVING_MS) return;
  window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: "instant" });
  holdNextPlace = HOLD_WHILE_SCROLLING_MS;
};

/**
 * Places the view now, and again whenever it moves away before the visitor moves it themselves,
 * for as long as stopScrolling asked (HOLD_MS unless the view was moving).
 */
const placeView = (place: () => void) => {
  releaseView();
  const holdMs = holdNextPlace;
  holdNextPlace = HOLD_MS;
  place();
  let placed = window.scrollY;
  const start = performance.now();
  let until = start + holdMs;
  let frame = 0;
  const release = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, release, true);
    releaseView = () => {};
  };
  const hold = () => {
    const now = performance.now();
    if (Math.abs(window.scrollY - placed) >= 1) {
      place();
      placed = window.scrollY;
      until = Math.max(until, Math.min(now + HOLD_AGAIN_MS, start + HOLD_AT_MOST_MS));
    }
    if (now > until) return release();
    frame = requestAnimationFrame(hold);
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
  releaseView = release;
  frame = requestAnimationFrame(hold);
};

const scrollInstantly = (top: number) => placeView(() => window.scrollTo({ top, left: 0, behavior: "instant" }));

const scrollToSection = (section: HTMLElement) =>
  placeView(() => section.scrollIntoView({ block: "start", behavior: "instant" }));

const targetOf = (hash: string) => (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);

/**
 * The first page, once hydrated. The browser has placed it: at its top, at its #fragment, or,
 * for an entry of the tab's history loaded again (a reload, Back to a document), where the
 * visitor left it, as far as the page's length let it at that moment. That last place is made
 * exact on the hydrated page.
 */
export const placeFirstPage = () => {
  const saved = savedScrollY(window.history.state);
  if (saved !== undefined && Math.abs(window.scrollY - saved) >= 1) {
    scrollInstantly(saved);
  }
  keepScrollPositionsOnScroll();
};

export const placeAfterNavigation = (previous: RouterLocation | undefined, location: RouterLocation) => {
  // The first page is placed by placeFirstPage.
  if (!previous) return;
  // Rendered again without a navigation.
  if (previous === location) return;
  const saved = savedScrollY(location.state);
  if (previous.pathname === location.pathname) {
    // A jump within the page: the browser's own, or Back and Forward between such jumps.
    if (location.action === "PUSH" || inPageJump) {
      inPageJump = false;
      return;
    }
    const target = targetOf(location.hash);
    if (saved !== undefined) scrollInstantly(saved);
    else if (target) scrollToSection(target);
    else scrollInstantly(0);
    return;
  }
  inPageJump = false;
  if (location.action !== "PUSH" && saved !== undefined) {
    // Back or Forward to another page: where the visitor left it.
    scrollInstantly(saved);
    // The keyboard starts where Chromium and Firefox restore it in a document from the
    // back/forward cache: on what had the focus when the entry was left (the link followed),
    // and on an entry at a #section the visitor left alone, in that section.
    const focusTarget = focusKeptFor(entryOf(window.location.href, window.history.state)) ?? targetOf(location.hash);
    if (focusTarget) focusAfterRouter(focusTarget);
    return;
  }
  const target = targetOf(location.hash);
  if (target) {
    scrollToSection(target);
    focusAfterRouter(target);
    return;
  }
  scrollInstantly(0);
};
