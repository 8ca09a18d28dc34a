import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePageLanguage, useTranslation } from "../i18n/PageLanguage";
import { ButtonLink } from "../ui/ButtonLink";
import { Layout } from "../layout/Layout";
import { PageHead } from "../seo/PageHead";
import { localeText, type PageI18nContext } from "../i18n/localeData";
import { homePath } from "../i18n/paths";

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => {
  const { t } = useTranslation("notFound");
  const { language } = usePageLanguage();
  return (
    <Layout data={data}>
      <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-16 text-center">
        <h1 className="bg-linear-to-b from-brand-300 to-brand-600 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          {t("heading")}
        </h1>
        <p className="mt-4 text-xl text-slate-200 sm:text-2xl">{t("message")}</p>
        <ButtonLink href={homePath(language)} size="lg" className="mt-8">
          {t("returnHome")}
        </ButtonLink>
      </section>
    </Layout>
  );
};

export default NotFoundPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageI18nContext>) => (
  <PageHead
    notFound
    seo={data}
    language={pageContext.language}
    originalPath={pageContext.originalPath}
    title={`${localeText(data.locales, "notFound", "title")} | ${data.siteContent.brandName}`}
    description={localeText(data.locales, "notFound", "description")}
  />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...LayoutData
    ...Locales
    ...SeoData
  }
`;
