/**
 * Build time only. What CLDR (through Intl) knows of a language code, for facts written per
 * language and for the head's Open Graph locales; kept out of the browser, where the first
 * Intl.Locale call costs milliseconds of start-up.
 */
import type { Language, LanguageSettings } from "../i18n/languages";

/** The Open Graph locale: the data's, else the code with its likely region ("en" → "en_US"). */
export const ogLocaleOf = ({ code, ogLocale }: Pick<LanguageSettings, "code" | "ogLocale">): string => {
  if (ogLocale) return ogLocale;
  const likely = new Intl.Locale(code).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
};

/** Whether the language is written in Arabic script (its lists and addresses use the Arabic comma). */
export const usesArabicScript = (language: Language): boolean => new Intl.Locale(language).maximize().script === "Arab";
