/**
 * Build time only. gatsby-plugin-react-i18next gives a language's copy of the not-found page
 * the match path "/ar/ar/*" (it adds the language prefix twice), so unknown paths under /ar/
 * would not reach it. Each language's not-found page must answer every unknown path under its
 * prefix: "/ar/*".
 */
interface CreatedPage {
  path: string;
  matchPath?: string;
  context?: Record<string, unknown>;
}

const NOT_FOUND = /^\/?[^/]+\/404\/?$/;

/** The page with its match path corrected, or undefined when it needs no change. */
export const withNotFoundMatchPath = <Page extends CreatedPage>(page: Page): Page | undefined => {
  const i18n = page.context?.i18n as { language?: string; routed?: boolean } | undefined;
  if (!i18n?.routed || !NOT_FOUND.test(page.path)) return undefined;
  const matchPath = `/${i18n.language}/*`;
  return page.matchPath === matchPath ? undefined : { ...page, matchPath };
};
