import React, { Fragment } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FloatingCallButton } from "../layout/FloatingCallButton";
import { PageHead } from "../seo/PageHead";
import type { PageI18nContext } from "../i18n/localeData";
import { headTranslation } from "../i18n/headTranslation";
import { Hero } from "../sections/Hero";
import { Process } from "../sections/Process";
import { Testimonials } from "../sections/Testimonials";
import { Tools } from "../sections/Tools";
import { Mission } from "../sections/Mission";
import { Faq } from "../sections/Faq";
import { inFirstFrame, useRestAfterFirstFrame } from "../hooks/useRestAfterFirstFrame";

const LandingPage = ({ data, location }: PageProps<Queries.LandingPageQuery>) => {
  const showRest = useRestAfterFirstFrame(location);
  const sections = [
    { id: "process", element: <Process steps={data.allProcessStep.nodes} /> },
    { id: "testimonials", element: <Testimonials testimonials={data.allTestimonial.nodes} /> },
    { id: "tools", element: <Tools groups={data.allToolGroup.nodes} /> },
    { id: "mission", element: <Mission values={data.allMissionValue.nodes} brandName={data.siteContent.brandName} /> },
    { id: "faq", element: <Faq faqs={data.allFaq.nodes} /> },
  ];
  // The hero's first screen alone, or everything down to the #section the page opens at.
  const shown = showRest ? sections : inFirstFrame(sections, location.hash, 0);
  return (
    <>
      <Hero
        services={data.allService.nodes}
        metrics={data.siteContent.metrics}
        showServices={showRest || location.hash !== ""}
      />
      {shown.map(({ id, element }) => (
        <Fragment key={id}>{element}</Fragment>
      ))}
      {/* Until the rest comes, the footer stays below the screen, however tall the screen is. */}
      {shown.length < sections.length && <div className="min-h-screen" />}
      <FloatingCallButton />
    </>
  );
};

export default LandingPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.LandingPageQuery, PageI18nContext>) => (
  <PageHead
    language={pageContext.language}
    originalPath={pageContext.i18n.originalPath}
    title={`${data.siteContent.brandName} | ${headTranslation(data.locales, pageContext.language, "hero")("title")}`}
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
