import { useEffect, useState } from "react";

/** True while the page is scrolled more than `threshold` pixels. */
export const useScrolledPast = (threshold: number): boolean => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
};
