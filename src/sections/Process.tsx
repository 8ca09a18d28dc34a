import React, { useState } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { ProcessStepItem } from "./ProcessStepItem";
import { useMediaQuery } from "../hooks/useMediaQuery";
import { ProcessImagePanel } from "./ProcessImagePanel";

export type ProcessStep = Queries.ProcessStepsFragment["allProcessStep"]["nodes"][number];

/** Where ProcessImagePanel is shown (Tailwind's `lg`). */
const PICTURE_SHOWN = "(min-width: 64rem)";

/** How a project runs (#process): four steps; on large screens the one pointed at or chosen shows its picture. */
export const Process = ({ steps }: { steps: Queries.ProcessStepsFragment["allProcessStep"]["nodes"] }) => {
  const { t } = useTranslation("process");
  const [active, setActive] = useState(0);
  const pictureShown = useMediaQuery(PICTURE_SHOWN);

  return (
    <Section id="process">
      <SectionHeading id="process-heading" eyebrow={t("eyebrow")} heading={t("heading")} intro={t("intro")} />
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-center">
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <ProcessStepItem
              key={step.slug}
              step={step}
              number={index + 1}
              active={index === active}
              onSelect={pictureShown ? () => setActive(index) : undefined}
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
