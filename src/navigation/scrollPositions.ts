/**
 * Where the visitor was on each entry of the tab's history, kept in the entry's own state
 * (`history.state`), as the browser keeps it for a document: Back and Forward between the
 * pages Gatsby's router shows, and between the jumps within one page, return to it. Each
 * document has its own entries, so the positions of two documents of one tab never mix
 * (Gatsby's own record, `@@scroll|<path>|<key>` in session storage, keys every first entry
 * "initial" and every in-page jump's entry too).
 *
 * The browser's own restoration is off within the document ("manual"): it would scroll the old
 * page, at the moment of Back, to the position of the page the router has yet to render. It is
 * switched on again when the document is left, so that a document load of one of its entries
 * (a reload, Back from another site) is placed by the browser at once; the first page's
 * placement (placeAfterNavigation.ts) then corrects it once the page is hydrated, where the
 * browser placed it before the page was whole.
 */
const FIELD = "scrollY";
/** A position is kept once the page has stopped moving for this long. */
const SETTLED_MS = 150;

type EntryState = Record<string, unknown> | null;

/** The position kept for a history entry (its state), if any. */
export const savedScrollY = (state: unknown): number | undefined => {
  const value = (state as EntryState)?.[FIELD];
  return typeof value === "number" ? value : undefined;
};

const entryId = () => `${window.location.href} ${String((window.history.state as EntryState)?.key)}`;

/** Keeps the current position in the current entry's state. */
export const keepScrollPosition = () => {
  const state = window.history.state as EntryState;
  const scrollY = Math.round(window.scrollY);
  if (savedScrollY(state) === scrollY) return;
  try {
    window.history.replaceState({ ...state, [FIELD]: scrollY }, "");
  } catch {
    // A browser that limits how often the state may change: the position is kept next time.
  }
};

let pending: ReturnType<typeof setTimeout> | undefined;

/** Starts keeping positions on every link followed; the browser's restoration is off within the document. */
export const keepScrollPositions = () => {
  window.history.scrollRestoration = "manual";
  window.addEventListener("pagehide", () => (window.history.scrollRestoration = "auto"));
  window.addEventListener("pageshow", () => (window.history.scrollRestoration = "manual"));
  // Before the router or the browser leaves the entry (capture: before any handler of the page).
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      clearTimeout(pending);
      keepScrollPosition();
    },
    { capture: true },
  );
};

/**
 * Keeps the position once a scroll has settled, from the moment the first page is placed (a
 * position the browser restored before that may be short of the one kept).
 */
export const keepScrollPositionsOnScroll = () => {
  window.addEventListener(
    "scroll",
    () => {
      clearTimeout(pending);
      // Kept only for the entry it was read on: Back may have changed the entry meanwhile.
      const entry = entryId();
      pending = setTimeout(() => entryId() === entry && keepScrollPosition(), SETTLED_MS);
    },
    { passive: true },
  );
};
