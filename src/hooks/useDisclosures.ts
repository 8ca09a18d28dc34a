import { useState } from "react";

/**
 * Expand/collapse state of a group of panels, each shown by its own button (the FAQ, the
 * service cards). With `single`, opening one closes the others. Panels start closed; without
 * JavaScript they are shown (`data-nojs-visible`, see gatsby-ssr).
 */
export const useDisclosures = ({ single = false }: { single?: boolean } = {}) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return new Set(single ? [id] : [...current, id]);
    });
  return {
    isOpen: (id: string) => open.has(id),
    buttonProps: (id: string, panelId: string) => ({
      type: "button" as const,
      "aria-expanded": open.has(id),
      "aria-controls": panelId,
      onClick: () => toggle(id),
    }),
    panelProps: (id: string, panelId: string) => ({ id: panelId, hidden: !open.has(id), "data-nojs-visible": "" }),
  };
};
