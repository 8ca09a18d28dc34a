import { useEffect, useState } from "react";

/**
 * True while the element with this id reaches into the bottom `band` pixels of the screen,
 * where a fixed button sits and would cover it.
 */
export const useInBottomBand = (id: string, band: number): boolean => {
  const [inBand, setInBand] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return undefined;
    let observer: IntersectionObserver | undefined;
    // The band is the screen less all but its bottom; a resize moves where that begins.
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(([entry]) => setInBand(entry.isIntersecting), {
        rootMargin: `${band - window.innerHeight}px 0px 0px 0px`,
      });
      observer.observe(element);
    };
    observe();
    window.addEventListener("resize", observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", observe);
    };
  }, [id, band]);
  return inBand;
};
