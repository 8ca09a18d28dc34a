/**
 * Build time only. After the build, every character a page shows must be in its language's
 * font files (cut by fontSubsets.ts); a character that reached a page some other way would
 * appear in a system font.
 */
import fs from "fs";
import path from "path";
import * as fontkit from "fontkit";
import type { Language } from "../i18n/languages";
import type { FontManifest } from "./fontFaces";
import { FONT_FACES, type Script } from "./fontFaces";
import { scriptOf } from "./fontSubsets";

/** What a browser shows of a built page: the text of its body, markup and scripts removed. */
export const visibleText = (html: string): string =>
  (html.includes("<body") ? html.slice(html.indexOf("<body")) : "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos|nbsp|amp);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name]);
const ENTITIES = { lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", amp: "&" };

/**
 * The build's guard: for each built page, the characters of its text that the brand fonts
 * have but the page's font files lack (text that reached the page other than through
 * data/, locales/ or src/, and would show in a system font). Empty when all is well.
 */
export const uncoveredCharacters = (
  root: string,
  manifest: FontManifest,
  pages: { language: Language; html: string; file: string }[],
) => {
  const sources = new Map<Script, fontkit.Font[]>();
  for (const face of FONT_FACES) {
    sources.set(face.script, [
      ...(sources.get(face.script) ?? []),
      fontkit.create(fs.readFileSync(path.join(root, "node_modules", face.source))),
    ]);
  }
  const inBrandFont = (char: string) =>
    (sources.get(scriptOf(char)) ?? []).some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
  return pages.flatMap(({ language, html, file }) => {
    const covered = new Set(manifest[language].flatMap((font) => [...font.characters]));
    const missing = [...new Set(visibleText(html))].filter(
      (char) => char > " " && !covered.has(char) && inBrandFont(char),
    );
    return missing.length ? [{ file, missing }] : [];
  });
};
