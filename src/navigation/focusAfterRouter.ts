/**
 * Moves the keyboard's starting point to a section a link to another page led to, as a
 * document opened at that #fragment does, or, on Back and Forward, to where a document restored
 * from the back/forward cache has it (focusPerEntry.ts). Gatsby's router focuses its wrapper of the whole page
 * once it has shown a new page (reach-router's focus handler, in an effect after the commit):
 * the section takes the focus from there.
 */
const WRAPPER_ID = "gatsby-focus-wrapper";

let cancelPending = () => {};

/** Focuses a section (the keyboard's next Tab goes into it), as a document opened at its #fragment would. */
export const focusSection = (section: HTMLElement) => {
  if (!section.isConnected) return;
  if (section.tabIndex < 0 && !section.hasAttribute("tabindex")) {
    // Focusable for this once, without a ring around the whole section (as <main> for the skip link).
    section.setAttribute("tabindex", "-1");
    section.classList.add("outline-none");
    section.addEventListener(
      "blur",
      () => {
        section.removeAttribute("tabindex");
        section.classList.remove("outline-none");
      },
      { once: true },
    );
  }
  section.focus({ preventScroll: true });
};

export const focusAfterRouter = (section: HTMLElement) => {
  cancelPending();
  const wrapper = document.getElementById(WRAPPER_ID);
  if (!wrapper) return focusSection(section);
  // Still focused from the navigation before (Back to a page left by a link to another page):
  // the router's focus then fires no event, so the section takes the focus now.
  if (document.activeElement === wrapper) focusSection(section);
  const onFocus = () => {
    cancelPending();
    focusSection(section);
  };
  wrapper.addEventListener("focus", onFocus);
  // Only the router's focus right after this navigation counts.
  const timer = setTimeout(() => cancelPending(), 5000);
  cancelPending = () => {
    wrapper.removeEventListener("focus", onFocus);
    clearTimeout(timer);
    cancelPending = () => {};
  };
};
