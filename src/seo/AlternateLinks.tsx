import React from "react";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages";

/** The page's canonical URL and its twin in every language (hreflang), the default one as x-default. */
export const AlternateLinks = ({ language, urlIn }: { language: Language; urlIn: (language: Language) => string }) => (
  <>
    <link rel="canonical" href={urlIn(language)} />
    {LANGUAGES.map((lang) => (
      <link key={lang} rel="alternate" hrefLang={lang} href={urlIn(lang)} />
    ))}
    <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LANGUAGE)} />
  </>
);
