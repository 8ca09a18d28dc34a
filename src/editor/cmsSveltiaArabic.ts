/**
 * Sveltia CMS's Arabic interface texts (its locales/ar.json) with those it lacks added and a few
 * corrected (texts/sveltia.ar.json, keyed by the text's path in Sveltia's English file): above a
 * refused save «تعذّر حفظ العنصر.» instead of "try again later", and «حقلًا» for its «حشلاً».
 */
import sveltiaArabic from "./texts/sveltia.ar.json";

export const SVELTIA_ARABIC: Record<string, string> = sveltiaArabic;

export const withSveltiaArabic = (texts: Record<string, unknown>): Record<string, unknown> => {
  const merged = structuredClone(texts);
  for (const [keyPath, text] of Object.entries(SVELTIA_ARABIC)) {
    const keys = keyPath.split(".");
    let parent = merged;
    for (const key of keys.slice(0, -1)) {
      if (typeof parent[key] !== "object" || parent[key] === null) parent[key] = {};
      parent = parent[key] as Record<string, unknown>;
    }
    parent[keys.at(-1)!] = text;
  }
  return merged;
};
