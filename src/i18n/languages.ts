/**
 * The site's languages, as data/site.json lists them: the first is the default language,
 * with unprefixed URLs; every other one lives under /<code>/. Validation (content/schema.ts)
 * checks the list before anything else reads it.
 */
import site from "../../data/site.json";

export interface LanguageSettings {
  /** BCP 47 code, also the URL prefix and the key of every localized field: "ar". */
  code: string;
  /** The language's name for itself, shown in the language switcher: "العربية". */
  label: string;
  dir: "ltr" | "rtl";
  /** A font family of the build's font faces (build/fontFaces.ts) that sets this language's text first. */
  font?: string;
  /** Open Graph locale, when the likely region of the code is not the one to name: "ar_AR". */
  ogLocale?: string;
}

export type Language = string;

// Read leniently: a broken list is reported by validation, with the file and field named.
export const LANGUAGE_SETTINGS: readonly LanguageSettings[] = Array.isArray(site.languages)
  ? (site.languages as LanguageSettings[]).filter((entry) => typeof entry?.code === "string")
  : [];

export const LANGUAGES: readonly Language[] = LANGUAGE_SETTINGS.map((entry) => entry.code);
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0] ?? "en";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && LANGUAGES.includes(value);

export const settingsOf = (language: Language): LanguageSettings =>
  LANGUAGE_SETTINGS.find((entry) => entry.code === language) ?? { code: language, label: language, dir: "ltr" };

export const directionOf = (language: Language): "ltr" | "rtl" => settingsOf(language).dir;
