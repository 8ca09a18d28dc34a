/**
 * The brand's colours and logo. The colours are written once, in brandColors.json (Tailwind's
 * names: "brand-500" is bg-brand-500 and var(--color-brand-500)); the code reads them here as
 * COLORS.brand500. postcss.config.js puts them into global.css's @theme, and
 * scripts/make-brand-images.ts into the process illustrations and src/images/icon.svg (the
 * source of the favicon and app icons, which must be APP_ICON_SVG).
 */
import brandColors from "./brandColors.json";

/** "brand-500" → "brand500". */
type CodeName<Name extends string> = Name extends `${infer Hue}-${infer Shade}` ? `${Hue}${Shade}` : Name;

export type BrandColorName = keyof typeof brandColors;

export const COLORS = Object.fromEntries(
  Object.entries(brandColors).map(([name, value]) => [name.replace("-", ""), value]),
) as {
  readonly [Name in BrandColorName as CodeName<Name>]: string;
};

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
