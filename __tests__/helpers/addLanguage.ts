/**
 * A third language added to a copy of the site the way docs/recipes/add-a-language.md says: one
 * entry in data/site.json, one text per localized field, locales/<code>/, and the new legal
 * versions dated; no source file touched. Every data and locale file is then saved as an editor
 * on Windows may save it: CR LF line endings, no final newline.
 */
import fs from "fs";
import path from "path";
import { acceptLegalDates } from "../../src/content/projectFiles";

export const GERMAN = { code: "de", label: "Deutsch", dir: "ltr" };

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

/** Adds a German text beside every English one: objects keyed by exactly the site's languages. */
const withGerman = (value: Json, languages: string[]): Json => {
  if (Array.isArray(value)) return value.map((item) => withGerman(item, languages));
  if (!value || typeof value !== "object") return value;
  const keys = Object.keys(value);
  if (keys.length === languages.length && languages.every((code) => keys.includes(code))) {
    return { ...value, de: value.en };
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withGerman(child, languages)]));
};

const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [path.join(dir, entry.name)]
          : [],
    );

export const addGerman = (dir: string) => {
  const siteFile = path.join(dir, "data", "site.json");
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8"));
  const languages: string[] = site.languages.map((language: { code: string }) => language.code);
  site.languages.push(GERMAN);
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2));
  for (const file of jsonFiles(path.join(dir, "data"))) {
    fs.writeFileSync(file, JSON.stringify(withGerman(JSON.parse(fs.readFileSync(file, "utf8")), languages), null, 2));
  }
  fs.cpSync(path.join(dir, "locales", "en"), path.join(dir, "locales", "de"), { recursive: true });
  acceptLegalDates(dir);
  for (const file of [...jsonFiles(path.join(dir, "data")), ...jsonFiles(path.join(dir, "locales"))]) {
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").trimEnd().replaceAll("\n", "\r\n"));
  }
};
