/**
 * Where the keyboard starts on a page Gatsby's router shows: at the page's top (the router's
 * focus wrapper), in the section a link led to, or, after Back and Forward, on what had the focus
 * when the visitor left that entry, as Chromium and Firefox restore it in a document from the
 * back/forward cache.
 */
const WRAPPER_ID = "gatsby-focus-wrapper";

/** Focuses an element without scrolling; a section is focusable for this once, without a ring around it. */
export const focusSection = (element: HTMLElement) => {
  if (!element.isConnected) return;
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.classList.add("outline-none");
    const restore = () => {
      element.removeAttribute("tabindex");
      element.classList.remove("outline-none");
    };
    element.addEventListener("blur", restore, { once: true });
  }
  element.focus({ preventScroll: true });
};

let forgetTakeBack = () => {};

/**
 * Focuses an element of the page just committed (Gatsby's shouldUpdateScroll), or the page's top.
 * The router focuses its wrapper in an effect after that, when the route it matched changes: the
 * element takes the focus back from it then, once, until the next navigation.
 */
export const focusOnNewPage = (element?: HTMLElement) => {
  forgetTakeBack();
  const wrapper = document.getElementById(WRAPPER_ID);
  const target = element ?? wrapper;
  if (!target) return;
  focusSection(target);
  if (!wrapper || target === wrapper) return;
  const takeBack = () => focusSection(target);
  wrapper.addEventListener("focus", takeBack, { once: true });
  forgetTakeBack = () => wrapper.removeEventListener("focus", takeBack);
};

/** What had the focus on each history entry left for another page, by the router's key for the entry. */
type Kept = { id: string } | { href: string; nth: number };
const kept = new Map<string, Kept>();

const linksTo = (href: string) =>
  [...document.querySelectorAll("a[href]")].filter((a) => a.getAttribute("href") === href);

/** Keeps what has the focus now as the focus of the entry being left (Gatsby's onPreRouteUpdate, before the page goes). */
export const keepFocusOf = (key: string) => {
  forgetTakeBack();
  const element = document.activeElement;
  const href = element?.getAttribute("href");
  if (!element || element === document.body || element.id === WRAPPER_ID) kept.delete(key);
  else if (element.id) kept.set(key, { id: element.id });
  else if (href) kept.set(key, { href, nth: linksTo(href).indexOf(element) });
  else kept.delete(key);
};

/** The element that had the focus when the visitor left the entry, found again on the page shown. */
export const focusKeptFor = (key: string): HTMLElement | undefined => {
  const found = kept.get(key);
  const element = found && ("id" in found ? document.getElementById(found.id) : linksTo(found.href)[found.nth]);
  return element instanceof HTMLElement ? element : undefined;
};
