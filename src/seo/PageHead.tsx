import React from "react";
import { DEFAULT_LANGUAGE, directionOf, isLanguage } from "../i18n/languages";

/** What every page puts in <head>: language and direction of the document, title, description. */
export const PageHead = ({
  language,
  title,
  description,
}: {
  language: string;
  title: string;
  description: string;
}) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return (
    <>
      <html lang={lang} dir={directionOf(lang)} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#0b1220" />
    </>
  );
};
