import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's `replaceHydrateFunction`. React 18 hydrates a page in one long task, during which a
 * tap waits; started as a transition, it runs in slices that yield to the browser, to the same
 * result. `gatsby develop` serves pages without server-rendered HTML: rendered from scratch.
 */
export const hydrateInSlices = (element: ReactElement, container: Element) => {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
};
