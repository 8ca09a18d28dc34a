import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout, type LayoutData } from "../layout/Layout";
import { FloatingCallButton } from "../layout/FloatingCallButton";
import { PageHead } from "../seo/PageHead";
import { localeText, type LocalesData } from "../i18n/localeData";
import { Hero, type HeroMetric, type HeroService } from "../sections/Hero";
import { Process, type ProcessStepData } from "../sections/Process";
import { Testimonials, type TestimonialData } from "../sections/Testimonials";
import { Tools, type ToolGroupData } from "../sections/Tools";
import { Mission, type MissionValueData } from "../sections/Mission";
import { Faq, type FaqData } from "../sections/Faq";

type LandingPageData = LayoutData & {
  locales: LocalesData;
  siteContent: LayoutData["siteContent"] & { brandName: string; description: string; metrics: HeroMetric[] };
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
