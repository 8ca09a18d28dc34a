import React, { useMemo, useState, type ReactNode } from "react";
import i18next, { type i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { PageContext } from "gatsby-plugin-react-i18next/dist/types";
import { I18NEXT_OPTIONS } from "../i18n/i18nextOptions";
import type { LocalesData } from "../i18n/localeData";

/** The texts of a language, set up as gatsby-plugin-react-i18next sets up a page's. */
const translationsOf = (language: string, locales: LocalesData): I18n => {
  const namespaces = locales.edges.map(({ node }) => node.ns);
  const i18n = i18next.createInstance();
  i18n.init({
    ...I18NEXT_OPTIONS,
    resources: {
      [language]: Object.fromEntries(locales.edges.map(({ node }) => [node.ns, JSON.parse(node.data)])),
    },
    lng: language,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    initImmediate: false,
    react: { useSuspense: false },
  });
  return i18n;
};

/**
 * The language context and texts of the frame (header, footer, Cookie Settings), which stays
 * mounted outside the i18next instance gatsby-plugin-react-i18next gives each page: from the
 * page's own data, its i18n context and its `locales`.
 */
export const FrameTranslations = ({
  pageContext,
  locales,
  children,
}: {
  pageContext: PageContext;
  locales: LocalesData;
  children: ReactNode;
}) => {
  const { language } = pageContext;
  // Made once: every page of a language has the same texts, and the router never changes the
  // language (a language link loads the other page as a document).
  const [i18n] = useState(() => translationsOf(language, locales));
  const context = useMemo(() => ({ ...pageContext.i18n, language }), [pageContext.i18n, language]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
};
