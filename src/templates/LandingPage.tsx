import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout, type LayoutData } from "../layout/Layout";
import { FloatingCallButton } from "../layout/FloatingCallButton";
import { PageHead, type SeoData } from "../seo/PageHead";
import { localeText, type LocalesData, type PageI18nContext } from "../i18n/localeData";
import { Hero, type HeroMetric, type HeroService } from "../sections/Hero";
import { Process, type ProcessStepData } from "../sections/Process";
import { Testimonials, type TestimonialData } from "../sections/Testimonials";
import { Tools, type ToolGroupData } from "../sections/Tools";
import { Mission, type MissionValueData } from "../sections/Mission";
import { Faq, type FaqData } from "../sections/Faq";

type LandingPageData = LayoutData & SeoData & {
  locales: LocalesData;
  siteContent: LayoutData["siteContent"] & SeoData["siteContent"] & { metrics: HeroMetric[] };
  allService: { nodes: HeroService[] };
  allProcessStep: { nodes: ProcessStepData[] };
  allTestimonial: { nodes: TestimonialData[] };
  allToolGroup: { nodes: ToolGroupData[] };
  allMissionValue: { nodes: MissionValueData[] };
  allFaq: { nodes: FaqData[] };
};

const LandingPage = ({ data }: PageProps<LandingPageData>) => (
  <Layout data={data}>
    <Hero services={data.allService.nodes} metrics={data.siteContent.metrics} />
    <Process steps={data.allProcessStep.nodes} />
    <Testimonials testimonials={data.allTestimonial.nodes} />
    <Tools groups={data.allToolGroup.nodes} />
    <Mission values={data.allMissionValue.nodes} brandName={data.siteContent.brandName} />
    <Faq faqs={data.allFaq.nodes} />
    <FloatingCallButton />
  </Layout>
);

export default LandingPage;

export const Head = ({ data, pageContext }: HeadProps<LandingPageData, PageI18nContext>) => (
  <PageHead
    language={pageContext.language}
    originalPath={pageContext.originalPath}
    title={`${data.siteContent.brandName} | ${localeText(data.locales, "hero", "title")}`}
    description={data.siteContent.description}
    seo={data}
    faqs={data.allFaq.nodes}
  />
);

export const query = graphql`
  query LandingPage($language: String!) {
    ...LayoutData
    ...Locales
    ...SeoData
    siteContent {
      ...HeroMetrics
    }
    ...HeroServices
    ...ProcessSteps
    ...TestimonialCards
    ...ToolGroups
    ...MissionValues
    ...FaqItems
  }
`;
