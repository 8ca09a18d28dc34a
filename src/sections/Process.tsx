import React, { useState } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { ProcessStepButton } from "./ProcessStepButton";
import { ProcessImagePanel } from "./ProcessImagePanel";

export type ProcessStep = Queries.ProcessStepsFragment["allProcessStep"]["nodes"][number];

/** How a project runs (#process): four steps; the one pointed at or chosen shows its picture on large screens. */
export const Process = ({ steps }: { steps: Queries.ProcessStepsFragment["allProcessStep"]["nodes"] }) => {
  const { t } = useTranslation("process");
  const [active, setActive] = useState(0);

  return (
    <Section id="process" className="defer-layout">
      <SectionHeading id="process-heading" eyebrow={t("eyebrow")} heading={t("heading")} intro={t("intro")} />
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-center">
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <ProcessStepButton
              key={step.slug}
              step={step}
              number={index + 1}
              active={index === active}
              onSelect={() => setActive(index)}
            />
          ))}
        </ol>

        <ProcessImagePanel steps={steps} active={active} />
      </div>
    </Section>
  );
};

export const query = graphql`
  fragment ProcessSteps on Query {
    allProcessStep {
      nodes {
        slug
        title(language: $language)
        description(language: $language)
        imageAlt(language: $language)
        image {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.3333, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
