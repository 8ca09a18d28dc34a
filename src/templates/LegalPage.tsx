import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/PageLanguage";
import { Button } from "../ui/Button";
import { BidiText } from "../ui/BidiText";
import { useOpenCookieSettings } from "../privacy/CookieSettings";
import { Layout } from "../layout/Layout";
import { PageHead } from "../seo/PageHead";
import type { PageI18nContext } from "../i18n/localeData";

/** gatsby-node creates this page for the slug of a legal document, so the query finds one. */
const documentOf = ({ legalDocument }: Queries.LegalPageQuery) => {
  if (!legalDocument) throw new Error("No legal document has this page's slug");
  return legalDocument;
};

const OpenCookieSettingsButton = () => {
  const { t } = useTranslation("legal");
  const open = useOpenCookieSettings();
  return (
    <Button variant="outline" aria-haspopup="dialog" data-requires-js="" onClick={open} className="mt-5">
      {t("openCookieSettings")}
    </Button>
  );
};

const LegalPage = ({ data }: PageProps<Queries.LegalPageQuery>) => {
  const { t } = useTranslation("legal");
  const { title, lastUpdated, intro, sections } = documentOf(data);
  return (
    <Layout data={data}>
      <article className="mx-auto max-w-3xl px-4 pb-20 pt-32 sm:px-6 lg:pt-40">
        <header className="border-b border-white/10 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
          {/* Each language version has its own revision date; the line says whose it is. */}
          {lastUpdated && <p className="mt-3 text-sm text-brand-300">{t("lastUpdated", { date: lastUpdated })}</p>}
          {intro.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-300">
              <BidiText text={paragraph} />
            </p>
          ))}
        </header>

        <nav aria-labelledby="legal-contents" className="mt-8 rounded-(--radius-card) border border-white/10 bg-white/[0.03] p-6">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-slate-300">
            {t("contents")}
          </h2>
          <ol className="mt-3 grid gap-x-6 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-brand-300 underline-offset-4 hover:underline">
                  {/* One flex item: a flex container would drop the space before an isolated Latin word. */}
                  <span>
                    <BidiText text={section.heading} />
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-white sm:text-2xl">
              <BidiText text={section.heading} />
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-300">
                <BidiText text={paragraph} />
              </p>
            ))}
            {section.items && (
              <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-300 marker:text-brand-400">
                {section.items.map((item) => (
                  <li key={item}>
                    <BidiText text={item} />
                  </li>
                ))}
              </ul>
            )}
            {section.action === "cookie-settings" && <OpenCookieSettingsButton />}
          </section>
        ))}
      </article>
    </Layout>
  );
};

export default LegalPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.LegalPageQuery, PageI18nContext>) => (
  <PageHead
    language={pageContext.language}
    originalPath={pageContext.originalPath}
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
