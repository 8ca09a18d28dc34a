/**
 * The root's language provider. Every page is a document of one language (a language link
 * loads the other language's page in full), so the language is known at the root from the
 * page's path: the server renders with Gatsby's `pathname`, the browser reads its location.
 * It is given through gatsby-plugin-react-i18next's own context, so that what renders outside
 * a page (the root's providers, `Head`) reads the language the way page components do; the
 * plugin gives each page the same values again, with its texts.
 */
import React, { useMemo, type ReactNode } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { I18NextContext } from "gatsby-plugin-react-i18next/dist/types";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { languageOfPath, pathInLanguage } from "./paths";

export const documentLanguageOf = (pathname: string): I18NextContext => {
  const language = languageOfPath(pathname);
  return {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    routed: language !== DEFAULT_LANGUAGE,
    originalPath: pathInLanguage(pathname, DEFAULT_LANGUAGE),
    path: pathname,
  };
};

export const LanguageProvider = ({ pathname, children }: { pathname: string | undefined; children: ReactNode }) => {
  const value = useMemo(() => pathname && documentLanguageOf(pathname), [pathname]);
  return value ? <I18nextContext.Provider value={value}>{children}</I18nextContext.Provider> : <>{children}</>;
};
