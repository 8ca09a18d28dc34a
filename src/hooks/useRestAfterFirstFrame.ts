import { startTransition, useEffect, useState } from "react";
import type { RouterLocation } from "../navigation/placeAfterNavigation";

/**
 * Whether a page shows all of itself yet. A page the router opens by a link renders in the tap's
 * frame what that frame shows (its first screen, or, at a #section, all down to that section: see
 * inFirstFrame) and the rest, in slices, after that frame is drawn. The first page, Back and
 * Forward (a kept position to return to) render everything at once.
 */
export const useRestAfterFirstFrame = (location: Pick<RouterLocation, "hash" | "action">): boolean => {
  const [showRest, setShowRest] = useState(() => location.action !== "PUSH");
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

/** The parts of a page (in order) its first frame needs: those of its first screen, or all down to the #part it opens at. */
export const inFirstFrame = <Part extends { id: string }>(parts: readonly Part[], hash: string, firstScreen: number) =>
  parts.slice(0, hash ? parts.findIndex(({ id }) => `#${id}` === hash) + 1 || parts.length : firstScreen);
