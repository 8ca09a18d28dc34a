import React from "react";
import type { Language } from "../i18n/languages";
import { SHARE_IMAGE } from "./shareImagePath";

/** Open Graph and Twitter cards: what a shared link shows, with the language's share image. */
export const ShareCardMeta = ({
  language,
  languages,
  siteName,
  title,
  description,
  pageUrl,
  image,
  imageAlt,
}: {
  language: Language;
  /** Every language of the site with its Open Graph locale. */
  languages: readonly { code: string; ogLocale: string }[];
  siteName: string;
  title: string;
  description: string;
  /** None on not-found pages. */
  pageUrl?: string;
  image: string;
  imageAlt: string;
}) => (
  <>
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content={siteName} />
    <meta property="og:title" content={title} />
    <meta property="og:description" content={description} />
    {pageUrl && <meta property="og:url" content={pageUrl} />}
    {languages
      .filter(({ code }) => code === language)
      .map(({ code, ogLocale }) => (
        <meta key={code} property="og:locale" content={ogLocale} />
      ))}
    {languages
      .filter(({ code }) => code !== language)
      .map(({ code, ogLocale }) => (
        <meta key={code} property="og:locale:alternate" content={ogLocale} />
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
  </>
);
