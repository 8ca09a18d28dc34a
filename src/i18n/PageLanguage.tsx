/**
 * The page's language and its translations, given to every component of the page. The
 * texts come from the page query's `locales` (see localeData.ts): the static HTML already
 * holds them, so the browser only reads the same page data again, with no i18n library.
 */
import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import { findText, textsOf, type LocalesData, type TextValues, type Texts } from "./localeData";

interface PageLanguageValue {
  language: Language;
  originalPath: string;
  texts: Texts;
}

const PageLanguageContext = createContext<PageLanguageValue>({ language: DEFAULT_LANGUAGE, originalPath: "/", texts: {} });

export const PageLanguageProvider = ({
  language,
  originalPath,
  locales,
  children,
}: {
  language: string | undefined;
  originalPath: string | undefined;
  locales: LocalesData | undefined;
  children: ReactNode;
}) => {
  const value = useMemo(
    () => ({ language: isLanguage(language) ? language : DEFAULT_LANGUAGE, originalPath: originalPath ?? "/", texts: textsOf(locales) }),
    [language, originalPath, locales],
  );
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
};

/** The page's language and its path in the default language. */
export const usePageLanguage = (): { language: Language; originalPath: string } => {
  const { language, originalPath } = useContext(PageLanguageContext);
  return { language, originalPath };
};

export type Translate = (key: string, values?: TextValues) => string;

/**
 * `t(key, values)` for the namespaces given, the first being the default: `t("title")`,
 * `t("services:featuresOf", { service })`. A key without a text shows as itself.
 */
export const useTranslation = (namespaces: string | readonly string[]): { t: Translate } => {
  const { texts } = useContext(PageLanguageContext);
  const ns = typeof namespaces === "string" ? namespaces : namespaces[0];
  return useMemo(() => ({ t: (key, values) => findText(texts, ns, key, values) ?? key }), [texts, ns]);
};
