// What the pages should show, read from the same files the build reads.
import fs from "fs";
import path from "path";

const ROOT = path.join(__dirname, "..");

export type Lang = "en" | "ar";
export const LANGS: Lang[] = ["en", "ar"];

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** A translation from locales/<lang>/<ns>.json, with {{placeholders}} filled in. */
export const t = (lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): string => {
  const found = key.split(".").reduce((node, part) => node?.[part], readJson(`locales/${lang}/${ns}.json`));
  if (typeof found !== "string") throw new Error(`no translation ${lang}/${ns}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => String(values[name]));
};

export const site = readJson("data/site.json");
export const legal = (slug: string) => readJson(`data/legal/${slug}.json`);

/** Path of a page in a language: ("/privacy-policy/", "ar") -> "/ar/privacy-policy/". */
export const inLang = (pathname: string, lang: Lang) => (lang === "en" ? pathname : `/ar${pathname}`);

export const ROUTES = [
  { path: "/", heading: (lang: Lang) => t(lang, "hero", "title") },
  { path: "/privacy-policy/", heading: (lang: Lang) => legal("privacy-policy").title[lang] },
  { path: "/terms-of-service/", heading: (lang: Lang) => legal("terms-of-service").title[lang] },
];
