import { useLayoutEffect, useRef, useState, type MouseEvent } from "react";

/**
 * Expand/collapse state of a group of panels, each shown by its own button (the FAQ, the
 * service cards). With `single`, opening one closes the others. Panels start closed; without
 * JavaScript they are shown (`data-nojs-visible`, see gatsby-ssr).
 *
 * The pressed button stays where it was on the screen: when a panel above it closes, the page
 * scrolls by as much, so the finger (or pointer) is still on the question just opened.
 */
export const useDisclosures = ({ single = false }: { single?: boolean } = {}) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const pressed = useRef<{ button: HTMLElement; top: number } | null>(null);

  useLayoutEffect(() => {
    const last = pressed.current;
    pressed.current = null;
    if (!last) return;
    const moved = last.button.getBoundingClientRect().top - last.top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
  }, [open]);

  const toggle = (id: string, button: HTMLElement) => {
    pressed.current = { button, top: button.getBoundingClientRect().top };
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return new Set(single ? [id] : [...current, id]);
    });
  };
  return {
    isOpen: (id: string) => open.has(id),
    buttonProps: (id: string, panelId: string) => ({
      type: "button" as const,
      "aria-expanded": open.has(id),
      "aria-controls": panelId,
      onClick: (event: MouseEvent<HTMLElement>) => toggle(id, event.currentTarget),
    }),
    panelProps: (id: string, panelId: string) => ({ id: panelId, hidden: !open.has(id), "data-nojs-visible": "" }),
  };
};
