// Where a page the router shows starts, and where the keyboard starts on it (Gatsby's
// shouldUpdateScroll).
import { globalHistory } from "@gatsbyjs/reach-router";
import { keepFocusOf } from "../../src/navigation/focus";

import {
  keepPlaceOf,
  keyEveryEntry,
  placeAfterNavigation,
  showingEntry,
  type RouterLocation,
} from "../../src/navigation/placeAfterNavigation";

const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => {});

const page = (html: string) => {
  document.body.innerHTML = `<div id="gatsby-focus-wrapper" tabindex="-1">${html}</div>`;
};
const at = (pathname: string, hash = "", action?: string, key?: string): RouterLocation => ({
  pathname,
  hash,
  action,
  key,
});
const navigate = (from: RouterLocation | undefined, to: RouterLocation, saved = [0, 0]) =>
  placeAfterNavigation({
    prevRouterProps: from && { location: from },
    routerProps: { location: to },
    getSavedScrollPosition: () => saved,
  });

beforeEach(() => {
  scrollTo.mockClear();
  page(`<main><section id="process"><h2>Process</h2></section></main>`);
});

test("the first page is left where the browser placed it", () => {
  expect(navigate(undefined, at("/", "#process"))).toBe(false);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(document.body);
});

test("a jump within the page: left to the browser, with a key of its own, and the place of the entry left kept as it was", () => {
  keyEveryEntry();
  expect(window.history.state).toEqual({ key: "initial" });
  showingEntry(at("/", "", undefined, "initial"));
  sessionStorage.setItem("@@scroll|/|initial", "120");
  // The browser's jump: a new entry without state, then its scroll, which Gatsby's handler saves
  // under the entry still shown.
  window.history.pushState(null, "", "/#process");
  window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  const jumpKey = (window.history.state as { key: string }).key;
  expect(jumpKey).toMatch(/^\d+$/);
  sessionStorage.setItem("@@scroll|/|initial", "4000");
  expect(navigate(at("/"), at("/", "#process", "POP", jumpKey))).toBe(false);
  expect(sessionStorage.getItem("@@scroll|/|initial")).toBe("120");
  expect(sessionStorage.getItem(`@@scroll|/|${jumpKey}`)).toBe(String(window.scrollY));
  expect(scrollTo).not.toHaveBeenCalled();
  // Back: to the place Gatsby kept for the entry, instantly; the focus stays where it is.
  expect(navigate(at("/", "#process", "POP", jumpKey), at("/", "", "POP", "initial"), [0, 120])).toBe(false);
  expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 120, behavior: "instant" });
  expect(document.activeElement).toBe(document.body);
});

test("a link to another page: Gatsby's scroll to its top, and the keyboard starts there", () => {
  expect(navigate(at("/ar/nothing/"), at("/ar/", "", "PUSH", "k2"))).toBe(true);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.activeElement?.id).toBe("gatsby-focus-wrapper");
});

test("the logo on its own page: Gatsby's scroll to the top; the focus stays where the visitor moved it meanwhile (the menu opened)", () => {
  page(`<header><button aria-controls="mobile-menu">Menu</button></header><main></main>`);
  document.querySelector("button")!.focus();
  expect(navigate(at("/", "", "PUSH", "k1"), at("/", "", "PUSH", "k2"))).toBe(true);
  expect(document.activeElement).toBe(document.querySelector("button"));
});

test("a link to a section of another page: the keyboard starts in that section, even after the router focuses its page", () => {
  expect(navigate(at("/legal-notice/"), at("/", "#process", "PUSH", "k2"))).toBe(true);
  expect(document.activeElement?.id).toBe("process");
  document.getElementById("gatsby-focus-wrapper")!.focus();
  expect(document.activeElement?.id).toBe("process");
  // Only that once: a later focus of the page (a click on its text) stays.
  document.getElementById("gatsby-focus-wrapper")!.focus();
  expect(document.activeElement?.id).toBe("gatsby-focus-wrapper");
});

test("a scroll still running stops when the address changes to another page, before the router draws it", () => {
  keyEveryEntry();
  showingEntry(at("/privacy-policy/", "", undefined, "k8"));
  void globalHistory.navigate("/privacy-policy/#contents");
  expect(scrollTo).not.toHaveBeenCalled();
  void globalHistory.navigate("/terms-of-service/");
  expect(scrollTo).toHaveBeenCalledWith({ top: window.scrollY, behavior: "instant" });
});

test("Back to another page: the place Gatsby kept for the entry, and the link that was followed from it", () => {
  page(`<footer><a href="/privacy-policy/">Privacy</a><a href="/privacy-policy/">Privacy</a></footer>`);
  document.querySelectorAll("a")[1].focus();
  keepFocusOf("k1");
  // The page goes and comes back, rendered anew.
  page(`<footer><a href="/privacy-policy/">Privacy</a><a href="/privacy-policy/">Privacy</a></footer>`);
  expect(navigate(at("/privacy-policy/", "", "PUSH", "k2"), at("/", "", "POP", "k1"), [0, 3100])).toBe(false);
  expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 3100, behavior: "instant" });
  expect(document.activeElement).toBe(document.querySelectorAll("a")[1]);
});

test("Back to an entry at a section left with nothing focused: the place kept, the keyboard in the section", () => {
  document.body.focus();
  keepFocusOf("k3");
  expect(navigate(at("/privacy-policy/", "", "PUSH", "k4"), at("/", "#process", "POP", "k3"), [0, 2000])).toBe(false);
  expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 2000, behavior: "instant" });
  expect(document.activeElement?.id).toBe("process");
});

test("an element with an id is found again by it", () => {
  page(`<button id="menu">Menu</button>`);
  document.getElementById("menu")!.focus();
  keepFocusOf("k5");
  page(`<p>moved</p><button id="menu">Menu</button>`);
  navigate(at("/terms/", "", "PUSH", "k6"), at("/", "", "POP", "k5"));
  expect(document.activeElement?.id).toBe("menu");
});

test("the place of the entry left is kept in Gatsby's record, also when its handler saw no scroll (one made before hydration)", () => {
  sessionStorage.clear();
  keepPlaceOf(at("/", "", undefined, "k7"));
  expect(sessionStorage.getItem("@@scroll|/|k7")).toBe(String(window.scrollY));
});
