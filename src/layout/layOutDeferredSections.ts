/**
 * The sections that skip layout at load (`defer-layout` in global.css) are laid out once the
 * page is hydrated, one per idle period. Left to the first click on an in-page link, their
 * layout all at once made that click wait on a phone; one at a time, each
 * is a short task, and the scrollbar and every anchor soon show the page's real length.
 */
import { FULL_LAYOUT_ATTRIBUTE } from "./fullLayoutScript";

export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/** Lays out every section at once, as the head script does before an anchor jump (fullLayoutScript.ts). */
export const layOutAllSections = () => document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");

/**
 * Lays out the sections from the top of the page down to `target` (its own included), and no
 * further: enough for a jump to it to land on its real position, a fraction of the whole
 * landing page's layout when the target is near the top.
 */
export const layOutSectionsUpTo = (target: Element) => {
  for (const section of document.querySelectorAll<HTMLElement>(".defer-layout")) {
    const before = section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!before && !section.contains(target)) break;
    section.setAttribute(LAID_OUT_ATTRIBUTE, "");
  }
};

/**
 * A new page shown from its top lays out its first screen first, whatever the page before it
 * needed: the mark of an earlier jump (layOutAllSections, the head script) is taken off.
 */
export const layOutPageAsItComes = () => document.documentElement.removeAttribute(FULL_LAYOUT_ATTRIBUTE);

type IdleCallback = (callback: () => void) => unknown;

/** Counts the pages shown: the idle work of a page left behind stops. */
let shownPages = 0;

export const layOutDeferredSections = (
  root: ParentNode = document,
  whenIdle: IdleCallback = window.requestIdleCallback ?? ((callback) => window.setTimeout(callback, 50)),
) => {
  shownPages += 1;
  const page = shownPages;
  const pending = [...root.querySelectorAll<HTMLElement>(`.defer-layout:not([${LAID_OUT_ATTRIBUTE}])`)];
  const layOutNext = () => {
    if (page !== shownPages) return;
    const section = pending.shift();
    if (!section) return;
    if (section.isConnected) {
      section.setAttribute(LAID_OUT_ATTRIBUTE, "");
      // Laid out now, within this idle period, rather than in the next frame.
      section.getBoundingClientRect();
    }
    whenIdle(layOutNext);
  };
  whenIdle(layOutNext);
};
