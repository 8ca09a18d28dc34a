// What the pages should show, read from the same files the build reads.
import fs from "fs";
import path from "path";
import type { ContentFile, FileContent, LegalDocumentContent } from "../src/content/schema";

const ROOT = path.join(__dirname, "..");

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** The site's languages, as data/site.json lists them; the first is the default (unprefixed URLs). */
export const LANGUAGE_LIST: { code: string; label: string; dir: "ltr" | "rtl" }[] =
  readJson("data/site.json").languages;
export type Lang = string;
export const LANGS: Lang[] = LANGUAGE_LIST.map((language) => language.code);
export const dirOf = (lang: Lang) => LANGUAGE_LIST.find((language) => language.code === lang)!.dir;
/** A language's own name, as the language switcher shows it. */
export const labelOf = (lang: Lang) => LANGUAGE_LIST.find((language) => language.code === lang)!.label;

/** A translation from locales/<lang>/<ns>.json, with {{placeholders}} filled in. */
export const t = (lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): string => {
  const found = key.split(".").reduce((node, part) => node?.[part], readJson(`locales/${lang}/${ns}.json`));
  if (typeof found !== "string") throw new Error(`no translation ${lang}/${ns}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => String(values[name]));
};

/** A file of data/ as the build reads it. */
export const dataFile = <F extends ContentFile>(file: F) => readJson(`data/${file}`) as FileContent<F>;

export const site = dataFile("site.json");
/** The site's address as the build writes it into canonical links: data/site.json's, without its final slash. */
export const SITE_URL = site.siteUrl.replace(/\/$/, "");
export const legal = (slug: string) => readJson(`data/legal/${slug}.json`) as LegalDocumentContent;

/** Every legal document: one file in data/legal/ each, one page each. */
export const LEGAL_SLUGS: string[] = fs
  .readdirSync(path.join(ROOT, "data", "legal"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => path.basename(file, ".json"))
  .sort();

/** The postal address as a reader of each language should see it (street and code as on an envelope). */
export const ADDRESS: Record<string, string> = {
  en: `${site.contact.address.streetAddress}, ${site.contact.address.postalCode} ${site.contact.address.addressLocality.en}, Germany`,
  ar: `${site.contact.address.streetAddress}، ${site.contact.address.postalCode} ${site.contact.address.addressLocality.ar}، ألمانيا`,
};

/** The registered name: the company's name and its legal form. */
export const LEGAL_NAME = `${site.company.name} ${site.company.legalForm.abbreviation}`;

/** Path of a page in a language: ("/privacy-policy/", "ar") -> "/ar/privacy-policy/". */
export const inLang = (pathname: string, lang: Lang) => (lang === LANGS[0] ? pathname : `/${lang}${pathname}`);

export const ROUTES = [
  { path: "/", heading: (lang: Lang) => t(lang, "hero", "title") },
  ...LEGAL_SLUGS.map((slug) => ({ path: `/${slug}/`, heading: (lang: Lang): string => legal(slug).title[lang] })),
];
