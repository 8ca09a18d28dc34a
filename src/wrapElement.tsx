/**
 * The trees that both the server (gatsby-ssr) and the browser (gatsby-browser) render, so
 * the static HTML and the hydrated page match.
 */
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { SchedulingLinkProvider } from "./scheduling/SchedulingLinkProvider";
import { PageLanguageProvider } from "./i18n/PageLanguage";
import { SamePageOnHashChange } from "./SamePageOnHashChange";
import type { LocalesData, PageI18nContext } from "./i18n/localeData";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <SchedulingLinkProvider>{element}</SchedulingLinkProvider>;

/** Every page gets its language and translations from its own context and query. */
export const wrapPageElement: GatsbyBrowser<{ locales?: LocalesData }, Partial<PageI18nContext>>["wrapPageElement"] = ({ element, props }) => (
  <SamePageOnHashChange pathname={props.location.pathname} data={props.data} pageContext={props.pageContext}>
    <PageLanguageProvider language={props.pageContext.language} originalPath={props.pageContext.originalPath} locales={props.data?.locales}>
      {element}
    </PageLanguageProvider>
  </SamePageOnHashChange>
);
