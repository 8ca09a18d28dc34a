import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout, type LayoutData } from "../layout/Layout";
import { PageHead } from "../seo/PageHead";
import { localeText, type LocalesData } from "../i18n/localeData";
import { CallButton } from "../ui/CallButton";

type LandingPageData = LayoutData & {
  locales: LocalesData;
  siteContent: LayoutData["siteContent"] & { brandName: string; description: string };
};

const LandingPage = ({ data }: PageProps<LandingPageData>) => {
  const { t } = useTranslation("hero");
  return (
    <Layout data={data}>
      <section id="home" className="mx-auto max-w-7xl px-4 pb-24 pt-36 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">{t("intro")}</p>
        <div className="mt-8">
          <CallButton>{t("scheduleConsultation")}</CallButton>
        </div>
      </section>
    </Layout>
  );
};

export default LandingPage;

export const Head = ({ data, pageContext }: HeadProps<LandingPageData, { language: string }>) => (
  <PageHead
    language={pageContext.language}
    title={`${data.siteContent.brandName} | ${localeText(data.locales, "hero", "title")}`}
    description={data.siteContent.description}
  />
);

export const query = graphql`
  query LandingPage($language: String!) {
    ...LayoutData
    ...Locales
    siteContent {
      description(language: $language)
    }
  }
`;
