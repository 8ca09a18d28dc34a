import React from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageLink } from "../i18n/PageLink";
import { FooterContact, footerLinkClass } from "./FooterContact";
import { SocialLinks } from "./SocialLinks";
import { useOpenCookieSettings } from "../privacy/CookieSettings";
import { SectionLinks } from "./SectionLinks";

export const COPYRIGHT_YEAR = 2025;

export const Footer = ({
  brandName,
  contact,
  social,
  legalLinks,
}: Queries.FooterContentFragment & {
  brandName: string;
  legalLinks: Queries.FooterLegalLinksFragment["legalLinks"]["nodes"];
}) => {
  const { t } = useTranslation("footer");
  const openCookieSettings = useOpenCookieSettings();
  return (
    <footer className="relative border-t border-white/10 bg-ink-950/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{brandName}</p>
          <p className="mt-3 max-w-md text-slate-300">{t("description")}</p>
          <SocialLinks social={social} />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wider text-brand-300 uppercase">
            {t("quickLinks")}
          </h2>
          <ul className="mt-3">
            <SectionLinks linkClass={footerLinkClass} />
            {legalLinks.map((link) => (
              <li key={link.slug}>
                {/* Plain text: an isolate would add spaces to the link's accessible name. */}
                <PageLink to={`/${link.slug}/`} className={footerLinkClass}>
                  {link.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>

        <FooterContact contact={contact} />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-5 pb-24 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 lg:pb-5">
          <p>{t("copyright", { year: COPYRIGHT_YEAR, brand: brandName })}</p>
          {/* Opens the dialog; without JavaScript it leads to the policy's section on the same. */}
          <PageLink
            to="/privacy-policy/#language-preference"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              openCookieSettings();
            }}
            className={footerLinkClass}
          >
            {t("cookieSettings")}
          </PageLink>
        </div>
      </div>
    </footer>
  );
};

export const query = graphql`
  fragment FooterContent on SiteContent {
    contact {
      email
      phone
      address(language: $language)
    }
    social {
      id
      name
      url
    }
  }
  fragment FooterLegalLinks on Query {
    legalLinks: allLegalDocument(sort: { slug: ASC }) {
      nodes {
        slug
        title(language: $language)
      }
    }
  }
`;
