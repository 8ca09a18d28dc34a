import React, { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { buttonStyle } from "../ui/buttonStyle";
import { PageHead } from "../seo/PageHead";
import { PageLink } from "../i18n/PageLink";
import { headTranslation } from "../i18n/headTranslation";
import type { PageI18nContext } from "../i18n/localeData";

/** The line the console shows on the not-found page (the specification asks for the path to be logged). */
export const notFoundMessage = (pathname: string) => `404: no page at ${pathname}`;

const NotFoundPage = ({ location }: PageProps<Queries.NotFoundPageQuery>) => {
  const { t } = useTranslation("notFound");
  useEffect(() => {
    console.error(notFoundMessage(location.pathname));
  }, [location.pathname]);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-16 text-center">
      {/* The number is for the eye; the heading, which a screen reader announces, says it in words. */}
      <p
        aria-hidden="true"
        className="bg-linear-to-b from-brand-300 to-brand-600 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
      >
        {t("heading")}
      </p>
      <h1 className="mt-4 text-xl text-slate-200 sm:text-2xl">{t("message")}</h1>
      <PageLink to="/" className={`${buttonStyle({ size: "lg" })} mt-8`}>
        {t("returnHome")}
      </PageLink>
    </section>
  );
};

export default NotFoundPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageI18nContext>) => {
  const t = headTranslation(data.locales, pageContext.language, "notFound");
  return (
    <PageHead
      notFound
      seo={data}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("title")} | ${data.siteContent.brandName}`}
      description={t("description")}
    />
  );
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...LayoutData
    ...Locales
    ...SeoData
  }
`;
