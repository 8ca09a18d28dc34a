/**
 * The section of the page a visitor is reading, so that a language switch can open the other
 * language at the same section (the sections' ids are the same in every language).
 */

/** A section's id and the distance of its top from the top of the viewport. */
export interface SectionTop {
  id: string;
  top: number;
}

/**
 * The last section that has started above `line`; none when no section has, or when the one found
 * starts at the top of the page (the other language opens there anyway, with no fragment).
 */
export const sectionAt = (sections: readonly SectionTop[], line: number, scrollY: number): string | undefined => {
  const reading = sections.filter((section) => section.top <= line).at(-1);
  return reading && reading.top + scrollY > 1 ? reading.id : undefined;
};

/**
 * The section under a line a third of the way down the part of the viewport the header leaves
 * free: the one whose text the visitor is reading, even if the end of the previous one is still
 * in sight above it.
 */
export const sectionInView = (): string | undefined => {
  const headerBottom = Math.max(0, document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
  const line = headerBottom + (window.innerHeight - headerBottom) / 3;
  const sections = [...document.querySelectorAll<HTMLElement>("main section[id]")].map((section) => ({
    id: section.id,
    top: section.getBoundingClientRect().top,
  }));
  return sectionAt(sections, line, window.scrollY);
};
