/**
 * The brand's font faces (which files, which script each draws), the font files of each
 * language as listed by the build (fontSubsets.ts), and the CSS that gatsby-ssr writes into
 * every page's <head>. No font library here: this module is bundled into the server renderer.
 */
import { LANGUAGE_SETTINGS, type Language } from "../i18n/languages";

export type Script = "latin" | "arabic";

interface FaceSource {
  family: string;
  /** Under node_modules. */
  source: string;
  /** The CSS font-weight of the face: one value, or a range for a variable font. */
  weight: string;
  /** Which characters the face draws: Arabic script, or everything else. */
  script: Script;
  /** Axes of a variable font to pin (a number) or narrow (a range). */
  axes?: Record<string, number | { min: number; max: number }>;
  slug: string;
}

export const FONT_FACES: FaceSource[] = [
  {
    family: "Inter Variable",
    source: "inter-ui/variable/InterVariable.woff2",
    // The site's weights are 400 (normal) to 800 (font-extrabold); optical size stays at
    // text size, as in the wght-only build of Inter the site used before.
    weight: "400 800",
    axes: { opsz: 14, wght: { min: 400, max: 800 } },
    script: "latin",
    slug: "inter",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-Regular.woff2",
    weight: "400",
    script: "arabic",
    slug: "plex-arabic-400",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-Bold.woff2",
    weight: "700",
    script: "arabic",
    slug: "plex-arabic-700",
  },
];

export const FONT_URL_PREFIX = "/static/fonts/";

export interface FontFile {
  family: string;
  weight: string;
  /** A file under public/, for a face that is not embedded. */
  url?: string;
  unicodeRange: string;
  /**
   * The face of a script the first screen is set in, written into the page as a data: URL
   * (base64 woff2) instead of a file: on a slow link a separate request costs a connection
   * and a round trip before the first paint, and the subset is small.
   */
  embedded?: string;
  /** The characters the file holds. */
  characters: string;
}

export type FontManifest = Record<Language, FontFile[]>;

export const MANIFEST_PATH = (root: string) => `${root}/.cache/font-subsets.json`;

/**
 * The @font-face rules of one language's pages.
 * An embedded face is made ready before the first layout by the head script
 * (embeddedFontsScript.ts); its rule is for pages read without JavaScript, and `block` there
 * keeps the brand font (the text waits the milliseconds of decoding). A face
 * fetched as a file (the Arabic language name on English pages) is `optional`: used only if
 * it is there in time, so a late file never moves the text under the reader.
 */
export const fontFaceCss = (files: FontFile[]): string =>
  files
    .map(
      (file) =>
        `@font-face{font-family:"${file.family}";font-style:normal;font-display:${file.embedded ? "block" : "optional"};font-weight:${file.weight};` +
        `src:url(${file.embedded ? `data:font/woff2;base64,${file.embedded}` : file.url}) format("woff2");unicode-range:${file.unicodeRange}}`,
    )
    .join("");

/**
 * A language that names its own font family sets its text in that family first, on its own
 * pages and wherever it is marked (the language switcher's lang="ar" link); the rest of the
 * stack (--font-sans in global.css) stays behind it. Without this, a system font that happens
 * to hold the script (Arial holds Arabic on Windows) would come before it.
 */
export const languageFontCss = (): string =>
  LANGUAGE_SETTINGS.filter((language) => language.font)
    .map((language) => `[lang="${language.code}"]{font-family:"${language.font}",var(--font-sans)}`)
    .join("");
