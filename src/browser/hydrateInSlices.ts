import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's `replaceHydrateFunction`. React 18 hydrates a page in one uninterrupted task
 * (hundreds of milliseconds on a slow phone, during which a tap waits). Started as a
 * transition, the same hydration runs in slices of a few milliseconds and yields to the
 * browser between them; the result is identical.
 * `gatsby develop` serves pages without server-rendered HTML: there it renders from scratch.
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
