import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LegalText } from "../legal/LegalText";
import { LegalContents } from "../legal/LegalContents";
import { LegalSection } from "../legal/LegalSection";
import { PageHead } from "../seo/PageHead";
import type { PageI18nContext } from "../i18n/localeData";
import { inFirstFrame, useRestAfterFirstFrame } from "../hooks/useRestAfterFirstFrame";

export type LegalDocumentSection = NonNullable<Queries.LegalPageQuery["legalDocument"]>["sections"][number];

/** gatsby-node creates this page for the slug of a legal document, so the query finds one. */
const documentOf = ({ legalDocument }: Queries.LegalPageQuery) => {
  if (!legalDocument) throw new Error("No legal document has this page's slug");
  return legalDocument;
};

/** Sections enough to fill the first screen below the contents, on a phone and on a desktop. */
const FIRST_SCREEN_SECTIONS = 2;

const LegalPage = ({ data, location }: PageProps<Queries.LegalPageQuery>) => {
  const { t } = useTranslation("legal");
  const { title, lastUpdated, intro, sections } = documentOf(data);
  const showRest = useRestAfterFirstFrame(location);
  const shown = showRest ? sections : inFirstFrame(sections, location.hash, FIRST_SCREEN_SECTIONS);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 lg:pt-40">
      <header className="border-b border-white/10 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        {/* Each language version has its own revision date; the line says whose it is. */}
        {lastUpdated && <p className="mt-3 text-sm text-brand-300">{t("lastUpdated", { date: lastUpdated })}</p>}
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-300">
            <LegalText text={paragraph} />
          </p>
        ))}
      </header>

      <LegalContents sections={sections} />

      {shown.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
      {/* Until the rest comes, the footer stays below the screen. */}
      {shown.length < sections.length && <div className="min-h-screen" />}
    </article>
  );
};

export default LegalPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.LegalPageQuery, PageI18nContext>) => (
  <PageHead
    language={pageContext.language}
    originalPath={pageContext.i18n.originalPath}
    title={`${documentOf(data).title} | ${data.siteContent.brandName}`}
    description={documentOf(data).description}
    seo={data}
  />
);

export const query = graphql`
  query LegalPage($language: String!, $slug: String!) {
    ...LayoutData
    ...Locales
    ...SeoData
    legalDocument(slug: { eq: $slug }) {
      title(language: $language)
      description(language: $language)
      lastUpdated(language: $language)
      intro(language: $language)
      sections {
        id
        heading(language: $language)
        paragraphs(language: $language)
        items(language: $language)
        action
      }
    }
  }
`;
