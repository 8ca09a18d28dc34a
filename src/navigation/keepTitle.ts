/**
 * The tab's title between pages (onPreRouteUpdate): Gatsby removes the old <title> at the commit
 * and adds the new one after rendering the Head; the old title, in a <title> after the head's
 * (document.title reads the first), fills the moment between.
 */
let keptTitle: HTMLTitleElement | undefined;
export const keepTitle = () => {
  keptTitle ??= document.body.appendChild(document.createElement("title"));
  keptTitle.textContent = document.title;
};
