/**
 * The brand's colours and logo, defined once. Tailwind reads the colours from global.css's
 * @theme, which must hold the same values, and src/images/icon.svg (the source of the
 * favicon and app icons) must be APP_ICON_SVG: __tests__/brand.test.ts checks both.
 */
export const COLORS = {
  ink950: "#070c17",
  ink900: "#0b1220",
  ink800: "#111a2e",
  ink700: "#1a2540",
  ink600: "#27345a",
  brand300: "#fdba74",
  brand400: "#fb923c",
  brand500: "#f97316",
  brand600: "#ea580c",
} as const;

/** The logo mark on a 512 × 512 orange tile: an F whose middle bar turns into an arrow. */
export const LOGO_MARK = {
  tileRadius: 112,
  path: "M144 384V128h192M144 256h150M336 256l64 64-64 64",
  strokeWidth: 48,
} as const;

export const APP_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${LOGO_MARK.tileRadius}" fill="${COLORS.brand500}"/>
  <path d="${LOGO_MARK.path}" fill="none" stroke="${COLORS.ink950}" stroke-width="${LOGO_MARK.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
