import { DEFAULT_LANGUAGE, LANGUAGES, directionOf } from "../../src/i18n/languages";
import { ogLocaleOf, usesArabicScript } from "../../src/content/languageFacts";
import { languageFontCss } from "../../src/build/fontFaces";
import site from "../../data/site.json";

test("the languages are data/site.json's list, the first one the default", () => {
  expect(LANGUAGES).toEqual(site.languages.map((language) => language.code));
  expect(DEFAULT_LANGUAGE).toBe(site.languages[0].code);
  expect(LANGUAGES.map(directionOf)).toEqual(site.languages.map((language) => language.dir));
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
