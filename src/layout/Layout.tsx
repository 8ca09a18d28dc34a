import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { BackgroundEffects } from "./background/BackgroundEffects";
import { PageAnnouncer } from "./PageAnnouncer";
import { CookieSettingsProvider } from "../privacy/CookieSettings";

/**
 * Header, main content and footer: the frame of every page. It is rendered around the page by
 * wrapPageElement (src/browser/wrapElement.tsx), so it stays mounted from one page to the next: a
 * navigation renders the new main content only, and the background carries on.
 */
export const Layout = ({
  data,
  pathname,
  children,
}: {
  data: Queries.LayoutDataFragment;
  pathname: string;
  children: ReactNode;
}) => {
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
      <PageAnnouncer pathname={pathname} />
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
