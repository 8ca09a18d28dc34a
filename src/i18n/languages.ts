export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "Arabic" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): "ltr" | "rtl" => (language === "ar" ? "rtl" : "ltr");

/** The path prefix of a language's pages: "" for the default language, "/ar" for Arabic. */
export const prefixOf = (language: Language): string => (language === DEFAULT_LANGUAGE ? "" : `/${language}`);

/** The landing page of a language ("/" or "/ar/"); anything unknown means the default. */
export const homePath = (language: string): string =>
  `${prefixOf(isLanguage(language) ? language : DEFAULT_LANGUAGE)}/`;
