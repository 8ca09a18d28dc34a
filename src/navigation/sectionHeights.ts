/**
 * The heights of the landing page's sections that skip layout until needed (`defer-layout`),
 * kept in a history entry when a link leaves it. Back to that entry gives each new section its
 * kept height as its size until it is laid out: the view returns to its place with only the
 * sections on screen laid out, instead of the whole page first (and the page is the same length
 * as when it was left, so the place is exact). At another window width they do not hold.
 */
const FIELD = "sectionHeights";

interface KeptHeights {
  width: number;
  heights: Record<string, number>;
}

const deferredSections = () => [...document.querySelectorAll<HTMLElement>("main .defer-layout[id]")];

/** An element's intrinsic size is that of its content: its padding and border come on top. */
const contentHeightOf = (section: HTMLElement) => {
  const style = getComputedStyle(section);
  const edges = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
  return edges.reduce(
    (height, edge) => height - (parseFloat(style[edge]) || 0),
    section.getBoundingClientRect().height,
  );
};

/** The entry's state with the heights of the page shown now. */
export const withSectionHeights = (state: Record<string, unknown> | null) => ({
  ...state,
  [FIELD]: {
    width: window.innerWidth,
    heights: Object.fromEntries(deferredSections().map((section) => [section.id, contentHeightOf(section)])),
  } satisfies KeptHeights,
});

/**
 * Sizes the sections of the page just rendered from the heights kept in its entry's state.
 * False where they cannot be used (none kept, another width, another set of sections).
 */
export const sizeSectionsAsKept = (state: unknown): boolean => {
  const kept = (state as Record<string, unknown> | null)?.[FIELD] as KeptHeights | undefined;
  if (!kept || kept.width !== window.innerWidth) return false;
  const sections = deferredSections();
  if (sections.length !== Object.keys(kept.heights).length) return false;
  if (!sections.every((section) => typeof kept.heights[section.id] === "number")) return false;
  for (const section of sections) section.style.containIntrinsicSize = `auto ${kept.heights[section.id]}px`;
  return true;
};
