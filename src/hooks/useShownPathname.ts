import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The path in the browser's address bar; null while rendering on the server and while hydrating,
 * so the first render matches the static HTML and React renders again with the browser's path.
 * A navigation by Gatsby's router renders the page again, which reads it anew.
 */
export const useShownPathname = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );
