import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { BackgroundEffects } from "./background/BackgroundEffects";
import { CookieSettingsProvider } from "../privacy/CookieSettings";

/** Header, main content and footer: the frame of every page. */
export const Layout = ({ data, children }: { data: Queries.LayoutDataFragment; children: ReactNode }) => {
  const { t } = useTranslation("common");
  return (
    <CookieSettingsProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-brand-500 focus:px-5 focus:py-3 focus:font-semibold focus:text-ink-950"
      >
        {t("skipToContent")}
      </a>
      <BackgroundEffects />
      <Header brandName={data.siteContent.brandName} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer {...data.siteContent} legalLinks={data.legalLinks.nodes} />
    </CookieSettingsProvider>
  );
};

export const query = graphql`
  fragment LayoutData on Query {
    siteContent {
      brandName(language: $language)
      ...FooterContent
    }
    ...FooterLegalLinks
  }
`;
