/** Every URL path of the site, per language: the default language unprefixed, others under /<code>. */
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./languages";

/** The path prefix of a language's pages: "" for the default language, "/ar" for Arabic. */
export const prefixOf = (language: Language): string => (language === DEFAULT_LANGUAGE ? "" : `/${language}`);

/** The landing page of a language ("/" or "/ar/"); anything unknown means the default. */
export const homePath = (language: string): string =>
  `${prefixOf(isLanguage(language) ? language : DEFAULT_LANGUAGE)}/`;

/**
 * A page in a language, with an optional anchor: ("ar", "privacy-policy", "language-preference")
 * gives "/ar/privacy-policy/#language-preference"; no slug is the landing page ("/#process").
 */
export const pagePath = (language: string, slug = "", hash = ""): string =>
  `${homePath(language)}${slug ? `${slug}/` : ""}${hash ? `#${hash}` : ""}`;

/** The language a path belongs to: /ar/... is Arabic, anything without a language prefix the default. */
export const languageOfPath = (pathname: string): Language =>
  LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && new RegExp(`^/${language}(/|$)`).test(pathname)) ??
  DEFAULT_LANGUAGE;

/** The same page in another language: /privacy-policy/ <-> /ar/privacy-policy/. */
export const pathInLanguage = (pathname: string, language: Language): string => {
  const current = languageOfPath(pathname);
  const withoutPrefix = pathname.slice(prefixOf(current).length) || "/";
  return `${prefixOf(language)}${withoutPrefix}`;
};

/** The not-found page's own path ("/404/", or Gatsby's copy "/404.html"), as its page context names it. */
export const isNotFoundPath = (originalPath: string): boolean => /^\/404(\/|\.html)?$/.test(originalPath);

/**
 * The page a language link leads to: the same page in that language. On the not-found page
 * that is the address the visitor asked for (`/nope` -> `/ar/nope`), once it is known in the
 * browser, so that they see it answered in the other language, not a page at /ar/404/.
 */
export const switchPath = (originalPath: string, shownPathname: string | null, language: Language): string =>
  isNotFoundPath(originalPath) && shownPathname
    ? pathInLanguage(shownPathname, language)
    : pathInLanguage(originalPath, language);
