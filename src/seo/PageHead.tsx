import React from "react";
import { graphql } from "gatsby";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";
import { pathInLanguage } from "../i18n/paths";
import { shareImagePath } from "./shareImagePath";
import { AlternateLinks } from "./AlternateLinks";
import { ShareCardMeta } from "./ShareCardMeta";
import { scriptJson, structuredData } from "./structuredData";
import { headTranslation } from "../i18n/headTranslation";

/**
 * Everything a page puts in <head>: title and description, canonical and hreflang links to
 * its twin, social cards and JSON-LD. The language and direction of <html> are static
 * (gatsby-ssr), so that nothing takes them away while the page is open.
 * Not-found pages are marked noindex and get no canonical.
 */
export const PageHead = ({
  language: rawLanguage,
  originalPath,
  title,
  description,
  seo,
  faqs,
  notFound = false,
}: {
  language: string;
  originalPath: string;
  title: string;
  description: string;
  seo: Queries.SeoDataFragment & Queries.LocalesFragment;
  faqs?: Queries.FaqItemsFragment["allFaq"]["nodes"];
  notFound?: boolean;
}) => {
  const language = isLanguage(rawLanguage) ? rawLanguage : DEFAULT_LANGUAGE;
  const base = seo.site.siteMetadata.siteUrl.replace(/\/+$/, "");
  const urlIn = (lang: Language) => `${base}${pathInLanguage(originalPath, lang)}`;
  const pageUrl = urlIn(language);
  const { siteContent } = seo;
  const organization = {
    siteUrl: base,
    brandName: siteContent.brandName,
    legalName: siteContent.company.legalName,
    description: siteContent.description,
    email: siteContent.contact.email,
    telephone: siteContent.contact.phone,
    vatId: siteContent.company.vatId,
    postalAddress: siteContent.contact.postalAddress,
    social: siteContent.social,
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {notFound ? <meta name="robots" content="noindex" /> : <AlternateLinks language={language} urlIn={urlIn} />}
      <ShareCardMeta
        language={language}
        languages={siteContent.languages}
        siteName={siteContent.brandName}
        title={title}
        description={description}
        pageUrl={notFound ? undefined : pageUrl}
        image={`${base}${shareImagePath(language)}`}
        // The share image shows the brand and the landing page's headline (see shareImages.ts).
        imageAlt={`${siteContent.brandName}: ${headTranslation(seo.locales, language, "hero")("title")}`}
      />
      {!notFound && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(structuredData({ organization, language, pageUrl, faqs })) }}
        />
      )}
    </>
  );
};

export const query = graphql`
  fragment SeoData on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteContent {
      brandName(language: $language)
      description(language: $language)
      company {
        legalName
        vatId
      }
      contact {
        email
        phone
        postalAddress {
          streetAddress
          postalCode
          addressLocality
          addressCountry
        }
      }
      social {
        url
      }
      languages {
        code
        ogLocale
      }
    }
  }
`;
