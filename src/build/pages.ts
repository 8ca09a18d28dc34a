/**
 * Build time only. Every page exists once per language: the default language at its own
 * path (/privacy-policy/), every other language under its prefix (/ar/privacy-policy/).
 * Each copy gets `language` (which its query passes to @localized fields and `locales`) and
 * `originalPath` (its path in the default language, for hreflang, the switcher and the
 * sitemap) in its context.
 */
import { LANGUAGES, DEFAULT_LANGUAGE } from "../i18n/languages";
import { pathInLanguage } from "../i18n/paths";
import type { PageI18nContext } from "../i18n/localeData";

export interface PageToLocalize {
  path: string;
  component: string;
  context?: Record<string, unknown>;
  matchPath?: string;
}

const NOT_FOUND = /^\/404\/?$/;

export const isLocalized = (page: { context?: object }): boolean => typeof (page.context as { language?: unknown } | undefined)?.language === "string";

/** The page once per language. A language's not-found page answers every unknown path under its prefix. */
export const localizedPages = <Page extends PageToLocalize>(page: Page): (Page & { context: PageI18nContext; matchPath?: string })[] =>
  LANGUAGES.map((language) => {
    const localized = { ...page, path: pathInLanguage(page.path, language), context: { ...page.context, language, originalPath: page.path } };
    if (language !== DEFAULT_LANGUAGE && NOT_FOUND.test(page.path)) localized.matchPath = `/${language}/*`;
    return localized;
  });
