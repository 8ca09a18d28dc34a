import React from "react";
import { graphql } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, isLanguage, ogLocaleOf, type Language } from "../i18n/languages";
import { pathInLanguage } from "../i18n/paths";
import { SHARE_IMAGE, shareImagePath } from "./shareImagePath";
import { scriptJson, structuredData } from "./structuredData";
import { localeText } from "../i18n/localeData";

/**
 * Everything a page puts in <head>: language and direction of the document, title and
 * description, canonical and hreflang links to its twin, social cards and JSON-LD.
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
  const image = `${base}${shareImagePath(language)}`;
  // The share image shows the brand and the landing page's headline (see shareImages.ts).
  const imageAlt = `${seo.siteContent.brandName}: ${localeText(seo.locales, "hero", "title")}`;
  const { siteContent } = seo;
  return (
    <>
      <html lang={language} dir={directionOf(language)} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {notFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={pageUrl} />
          {LANGUAGES.map((lang) => (
            <link key={lang} rel="alternate" hrefLang={lang} href={urlIn(lang)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LANGUAGE)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteContent.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!notFound && <meta property="og:url" content={pageUrl} />}
      <meta property="og:locale" content={ogLocaleOf(language)} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={ogLocaleOf(lang)} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {!notFound && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptJson(
              structuredData({
                organization: {
                  siteUrl: base,
                  brandName: siteContent.brandName,
                  legalName: siteContent.company.legalName,
                  description: siteContent.description,
                  email: siteContent.contact.email,
                  telephone: siteContent.contact.phone,
                  vatId: siteContent.company.vatId,
                  postalAddress: siteContent.contact.postalAddress,
                  social: siteContent.social,
                },
                language,
                pageUrl,
                faqs,
              }),
            ),
          }}
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
    }
  }
`;
