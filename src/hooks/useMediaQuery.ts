import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query, following it as the window changes; false while
 * rendering on the server and while hydrating (the static HTML is the same for every window),
 * then React renders again with the window's answer.
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
};
