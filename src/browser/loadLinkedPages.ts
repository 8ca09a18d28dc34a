/** The paths of this site's pages that the page links to, other than its own and other than another language's. */
export const linkedPagePaths = (root: ParentNode, location: Location, language: string): string[] => {
  const paths = new Set<string>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) continue;
    // The language switcher's links load the other language's pages as documents.
    if (link.hreflang && link.hreflang !== language) continue;
    paths.add(url.pathname);
  }
  return [...paths];
};

/**
 * Gatsby's Link loads all of a page (its data, the site's data, the template) only when a mouse
 * hovers the link; a phone has none. So, once the page is idle, every page of its language it
 * links to is loaded as a hovered link's would be (a few KB each): the tap needs no request.
 */
export const loadLinkedPagesWhenIdle = () => {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => {
    const loader = (window as unknown as { ___loader?: { hovering: (path: string) => void } }).___loader;
    if (!loader) return;
    for (const path of linkedPagePaths(document, window.location, document.documentElement.lang)) loader.hovering(path);
  });
};
