import React from "react";

/** Eyebrow, heading and intro line at the top of a landing-page section. */
export const SectionHeading = ({
  id,
  eyebrow,
  heading,
  intro,
  centered = false,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  centered?: boolean;
}) => (
  <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
    <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{eyebrow}</p>
    <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
      {heading}
    </h2>
    {intro && <p className="mt-4 text-lg leading-relaxed text-slate-300">{intro}</p>}
  </div>
);
