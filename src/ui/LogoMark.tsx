import React from "react";
import { COLORS, LOGO_MARK } from "../brand";

/** The logo mark on its orange tile, as the app icon draws it (src/brand.ts). */
export const LogoMark = ({ className = "" }: { className?: string }) => (
  <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={className}>
    <rect width="512" height="512" rx={LOGO_MARK.tileRadius} fill={COLORS.brand500} />
    <path
      d={LOGO_MARK.path}
      fill="none"
      stroke={COLORS.ink950}
      strokeWidth={LOGO_MARK.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
