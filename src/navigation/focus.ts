/**
 * Where the keyboard starts on a page the router shows: at its top (the router's focus wrapper),
 * in the section a link led to, or after Back and Forward on what had the focus when the visitor
 * left the entry, as Chromium and Firefox restore a document from the back/forward cache.
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

/** How to find again what had the focus on each history entry left for another page, by the router's key. */
const kept = new Map<string, () => Element | null | undefined>();

const linksTo = (href: string) =>
  [...document.querySelectorAll("a[href]")].filter((a) => a.getAttribute("href") === href);

/** Keeps what has the focus as the entry's, by its id, or by a link's address and rank (onPreRouteUpdate). */
export const keepFocusOf = (key: string) => {
  const element = document.activeElement;
  const id = element?.id;
  const href = element?.getAttribute("href");
  const nth = element && href ? linksTo(href).indexOf(element) : -1;
  kept.set(key, () => (id ? document.getElementById(id) : href ? linksTo(href)[nth] : undefined));
};

export const focusKeptFor = (key: string) => {
  const element = kept.get(key)?.();
  return element instanceof HTMLElement ? element : undefined;
};
