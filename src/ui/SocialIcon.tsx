import React, { type ReactNode } from "react";
import { siFacebook, siGithub, siInstagram, siXing } from "simple-icons";
import type { SocialNetwork } from "../content/keys";
import { COLORS } from "../brand";

/** A brand mark from simple-icons (24 x 24, one path). */
const brandMark = ({ path }: { path: string }) => <path d={path} />;

/**
 * Every network the content may link to (content/keys.ts). LinkedIn, X and YouTube are
 * simplified glyphs drawn for this site; simple-icons has no LinkedIn mark.
 */
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <g fill={`var(--color-ink-900, ${COLORS.ink900})`}>
        <circle cx="7.5" cy="7.6" r="1.6" />
        <rect x="6.1" y="10.2" width="2.8" height="8" rx="0.4" />
        <path d="M11 10.2h2.6v1.2c.6-.9 1.6-1.5 2.9-1.5 2.1 0 3.2 1.3 3.2 3.8v4.5h-2.8v-4.1c0-1.2-.5-1.8-1.4-1.8-1 0-1.7.7-1.7 1.9v4H11z" />
      </g>
    </>
  ),
  x: <path d="M3 3h5.2l4.4 6.1L17.9 3H21l-7 8 7.6 10h-5.2l-4.8-6.6L5.2 21H2.1l7.6-8.7z" />,
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4.5" />
      <path d="M10 9v6l5.2-3z" fill={`var(--color-ink-900, ${COLORS.ink900})`} />
    </>
  ),
  instagram: brandMark(siInstagram),
  github: brandMark(siGithub),
  xing: brandMark(siXing),
  facebook: brandMark(siFacebook),
};

export const SocialIcon = ({ network, className = "" }: { network: SocialNetwork; className?: string }) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
    {GLYPHS[network]}
  </svg>
);
