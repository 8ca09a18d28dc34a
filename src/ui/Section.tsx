import React, { type ReactNode } from "react";

/**
 * A landing-page section: its anchor, labelled by its heading (`<id>-heading`), the vertical
 * rhythm and the page container. `className` adds to the section.
 */
export const Section = ({
  id,
  narrow = false,
  className = "",
  children,
}: {
  id: string;
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}) => (
  <section id={id} aria-labelledby={`${id}-heading`} className={`py-24 ${className}`.trim()}>
    <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-7xl"} px-4 sm:px-6 lg:px-8`}>{children}</div>
  </section>
);
