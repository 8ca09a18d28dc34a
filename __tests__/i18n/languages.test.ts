import fs from "fs";
import path from "path";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_SETTINGS,
  directionOf,
  isLanguage,
  settingsOf,
} from "../../src/i18n/languages";
import { ogLocaleOf, usesArabicScript } from "../../src/content/languageFacts";
import { languageFontCss } from "../../src/build/fontFaces";

// Read from disk here, not through the module's own import of the file.
const fileLanguages: { code: string; label: string; dir: string }[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8"),
).languages;

test("the languages are data/site.json's list, the first one the default", () => {
  // What the file says today, written out, so that a derivation that drops, reorders or
  // renames entries fails even if the file changes with it.
  expect(fileLanguages.slice(0, 2).map(({ code, dir }) => [code, dir])).toEqual([
    ["en", "ltr"],
    ["ar", "rtl"],
  ]);
  expect(LANGUAGES).toEqual(fileLanguages.map((language) => language.code));
  expect(DEFAULT_LANGUAGE).toBe(fileLanguages[0].code);
  expect(LANGUAGES.map(directionOf)).toEqual(fileLanguages.map((language) => language.dir));
  expect(LANGUAGE_SETTINGS).toEqual(fileLanguages);
  for (const language of fileLanguages) expect(settingsOf(language.code)).toEqual(language);
  expect(fileLanguages.every((language) => isLanguage(language.code))).toBe(true);
  expect(isLanguage("klingon")).toBe(false);
});

test("the Open Graph locale is the data's, else the code with its likely region", () => {
  expect(ogLocaleOf({ code: "ar", ogLocale: "ar_AR" })).toBe("ar_AR");
  expect(ogLocaleOf({ code: "en" })).toBe("en_US");
  expect(ogLocaleOf({ code: "de" })).toBe("de_DE");
});

test("languages written in Arabic script are told by their code", () => {
  expect(["ar", "fa", "ur", "en", "de", "he"].filter(usesArabicScript)).toEqual(["ar", "fa", "ur"]);
});

test("a language that names its font sets its own pages and marked text in it first", () => {
  expect(languageFontCss()).toBe('[lang="ar"]{font-family:"IBM Plex Sans Arabic",var(--font-sans)}');
});
