/**
 * A jump within the page that the visitor asks for, by a link to a #section, scrolls smoothly;
 * every other scroll is instant, as in a document. The browser makes the jump while the link has
 * the focus, so <html> carries SMOOTH_JUMP_CLASS exactly then (global.css turns it into
 * `scroll-behavior: smooth`), from the focus listeners added at onClientEntry.
 *
 * Not `html:has(a[href*="#"]:focus)` in the stylesheet, which says the same: with a :has() on
 * <html> whose argument is more than a class, Chromium recalculates <html>'s style, a walk through
 * the whole page, for every element inserted or removed anywhere in it (on a first load, each
 * script element of the bundles), and the first load's blocking time rose with it
 * (docs/performance.md, "The landing page's first load against 963d079").
 */
export const SMOOTH_JUMP_CLASS = "smooth-jump";

const isLinkToFragment = (target: EventTarget | null) =>
  target instanceof HTMLAnchorElement && (target.getAttribute("href") ?? "").includes("#");

export const smoothJumpsFromLinks = () => {
  const root = document.documentElement;
  addEventListener("focusin", (event) => root.classList.toggle(SMOOTH_JUMP_CLASS, isLinkToFragment(event.target)));
  addEventListener("focusout", () => root.classList.remove(SMOOTH_JUMP_CLASS));
};
