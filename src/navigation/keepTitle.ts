let keptTitle: HTMLTitleElement | undefined;

/**
 * Keeps the tab's title while Gatsby's router changes page (onPreRouteUpdate). Gatsby removes the
 * old page's <title> once the new page is committed and adds the new one a moment later, after
 * rendering the page's Head: between the two the title was empty. The old title, kept in a
 * <title> at the end of the body, fills that moment; document.title reads the first <title> of
 * the document, so the head's own wins as soon as it is there.
 */
export const keepTitle = () => {
  keptTitle ??= document.body.appendChild(document.createElement("title"));
  keptTitle.textContent = document.title;
};
