/**
 * The trees that both the server (gatsby-ssr) and the browser (gatsby-browser) render, so
 * the static HTML and the hydrated page match.
 *
 * The root, outside in: the language (LanguageProvider), the direction (DirectionProvider),
 * the booking link (SchedulingLinkProvider). Each page is then wrapped by
 * gatsby-plugin-react-i18next (its i18next instance with the page's texts, and its language
 * context), and that by SamePageOnHashChange.
 */
import React, { type ReactElement } from "react";
import type { GatsbyBrowser } from "gatsby";
import { SchedulingLinkProvider } from "./scheduling/SchedulingLinkProvider";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { DirectionProvider } from "./i18n/DirectionProvider";
import { SamePageOnHashChange } from "./SamePageOnHashChange";

/**
 * The server passes the page's path; in the browser the root renders once per document, at
 * its location. (Gatsby also wraps each page's `Head` in the root, on the server without a
 * path: `Head` takes its language from its page context.)
 */
export const wrapRootElement = ({ element, pathname }: { element: ReactElement; pathname?: string }) => (
  <LanguageProvider pathname={pathname ?? (typeof window === "undefined" ? undefined : window.location.pathname)}>
    <DirectionProvider>
      <SchedulingLinkProvider>{element}</SchedulingLinkProvider>
    </DirectionProvider>
  </LanguageProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <SamePageOnHashChange pathname={props.location.pathname} data={props.data} pageContext={props.pageContext}>
    {element}
  </SamePageOnHashChange>
);
