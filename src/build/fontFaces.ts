/**
 * The brand's font faces (which files, which script each draws), the font files of each
 * language as listed by the build (fontSubsets.ts), and the CSS that gatsby-ssr writes into
 * every page's <head>. No font library here: this module is bundled into the server renderer.
 */
import path from "path";
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
  /**
   * swap: text shows at once in the fallback and changes to the web font when it arrives,
   * for a face with a metric-matched fallback ("Inter Fallback" in global.css), so nothing
   * moves. optional: the web font is used only if it is there for the first paint (a
   * preloaded font nearly always is), otherwise the page keeps the system font: the
   * system's Arabic fonts differ too much from platform to platform to be metric-matched,
   * and a swap would reflow the text under the reader.
   */
  display: "swap" | "optional";
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
    display: "swap",
    slug: "inter",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-Regular.woff2",
    weight: "400",
    script: "arabic",
    display: "optional",
    slug: "plex-arabic-400",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-Bold.woff2",
    weight: "700",
    script: "arabic",
    display: "optional",
    slug: "plex-arabic-700",
  },
];

export const FONT_URL_PREFIX = "/static/fonts/";

export interface FontFile {
  family: string;
  weight: string;
  display: "swap" | "optional";
  url: string;
  unicodeRange: string;
  preload: boolean;
  /** The characters the file holds. */
  characters: string;
}

export type FontManifest = Record<Language, FontFile[]>;

export const MANIFEST_PATH = (root: string) => path.join(root, ".cache", "font-subsets.json");

/** The @font-face rules of one language's pages. */
export const fontFaceCss = (files: FontFile[]): string =>
  files
    .map(
      (file) =>
        `@font-face{font-family:"${file.family}";font-style:normal;font-display:${file.display};font-weight:${file.weight};` +
        `src:url(${file.url}) format("woff2");unicode-range:${file.unicodeRange}}`,
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
