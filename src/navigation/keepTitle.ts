/**
 * The tab's title between pages (onPreRouteUpdate): Gatsby removes the old page's <title> once the
 * new page is committed and adds the new one only after rendering its Head. The old title, in a
 * <title> after the head's (document.title reads the first), fills the moment between.
 */
let keptTitle: HTMLTitleElement | undefined;
export const keepTitle = () => {
  keptTitle ??= document.body.appendChild(document.createElement("title"));
  keptTitle.textContent = document.title;
};
