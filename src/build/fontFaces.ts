/**
 * The font files of each language, as listed by the build (fontSubsets.ts), and the
 * @font-face rules that gatsby-ssr writes into every page's <head>. No font library here:
 * this module is bundled into the server renderer.
 */
import path from "path";
import type { Language } from "../i18n/languages";

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
