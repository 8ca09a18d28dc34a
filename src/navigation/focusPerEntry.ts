/**
 * Which element had the keyboard's focus when the visitor left each entry of the tab's history
 * for another page, so that Back and Forward give it back, as Chromium and Firefox do for a
 * document they restore from the back/forward cache (the link that was followed, the section a
 * #link led to). Kept in memory: the entries the router shows all belong to this document; a
 * document loaded anew starts the keyboard afresh, as the browser's own load does.
 *
 * The page is rendered anew when it is shown again, so the element is found again by what it
 * is (its id, or its tag, its link's address and its text, and which of the alike it was).
 */
interface FocusedElement {
  id: string;
  tag: string;
  href: string | null;
  text: string;
  /** Which of the elements alike (same tag, address and text) it was, in document order. */
  nth: number;
}

const WRAPPER_ID = "gatsby-focus-wrapper";

/** An entry of the tab's history: its address and the router's key for it. */
export const entryOf = (href: string, state: unknown) =>
  `${href} ${String((state as Record<string, unknown> | null)?.key)}`;

const alike = (described: Omit<FocusedElement, "nth">) =>
  [...document.getElementsByTagName(described.tag)].filter(
    (element) =>
      element.getAttribute("href") === described.href && (element.textContent ?? "").trim() === described.text,
  );

const describe = (element: Element): FocusedElement | undefined => {
  if (element === document.body || element === document.documentElement || element.id === WRAPPER_ID) return;
  const described = {
    id: element.id,
    tag: element.tagName.toLowerCase(),
    href: element.getAttribute("href"),
    text: (element.textContent ?? "").trim(),
  };
  return { ...described, nth: alike(described).indexOf(element) };
};

const find = (described: FocusedElement): HTMLElement | undefined => {
  const element = described.id ? document.getElementById(described.id) : alike(described)[described.nth];
  return element instanceof HTMLElement ? element : undefined;
};

const focused = new Map<string, FocusedElement>();
/** The entry shown now (set once each page or jump is placed). */
let shownEntry: string | undefined;

const keepFocusOfShownEntry = () => {
  if (shownEntry === undefined) return;
  const described = document.activeElement && describe(document.activeElement);
  if (described) focused.set(shownEntry, described);
  else focused.delete(shownEntry);
};

/** The entry now shown, once the page or jump is placed: the one whose focus is kept when it is left. */
export const showingEntry = () => {
  shownEntry = entryOf(window.location.href, window.history.state);
};

/**
 * Keeps the focus of the entry left: on a link followed (before the router or the browser
 * leaves it) and on Back and Forward (before the router renders the page of the entry reached).
 */
export const keepFocusPerEntry = () => {
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) keepFocusOfShownEntry();
    },
    { capture: true },
  );
  window.addEventListener("popstate", keepFocusOfShownEntry);
};

/** The element that had the focus when the visitor left this entry, if the page shown has it again. */
export const focusKeptFor = (entry: string): HTMLElement | undefined => {
  const described = focused.get(entry);
  return described && find(described);
};
