import { startTransition, useEffect, useState } from "react";
import type { RouterLocation } from "../navigation/placeAfterNavigation";

/**
 * Whether a page shows what lies below its first screen yet. A page the router opens at its top
 * (a link followed, no #section) renders its first screen in the tap's frame and the rest, in
 * slices, after that frame is drawn. The first page, Back and Forward (a kept position to return
 * to) and a link to a section render everything at once.
 */
export const useRestAfterFirstFrame = (location: Pick<RouterLocation, "hash" | "action">): boolean => {
  const [showRest, setShowRest] = useState(() => location.action !== "PUSH" || location.hash !== "");
  useEffect(() => {
    if (showRest) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the frame is drawn; the task after it, once it is.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShowRest(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [showRest]);
  return showRest;
};
