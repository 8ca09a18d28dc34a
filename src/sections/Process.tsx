import React, { useState } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "../i18n/PageLanguage";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { BidiText } from "../ui/BidiText";
import { Picture } from "../ui/Picture";

export const Process = ({ steps }: { steps: Queries.ProcessStepsFragment["allProcessStep"]["nodes"] }) => {
  const { t } = useTranslation("process");
  const [active, setActive] = useState(0);

  return (
    <Section id="process" className="content-auto">
      <SectionHeading id="process-heading" eyebrow={t("eyebrow")} heading={t("heading")} intro={t("intro")} />
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-center">
        <ol className="space-y-3">
          {steps.map((step, index) => {
            const isActive = index === active;
            return (
              <li key={step.slug}>
                <button
                  type="button"
                  aria-current={isActive ? "step" : undefined}
                  onMouseEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  onClick={() => setActive(index)}
                  className={`group flex w-full gap-5 rounded-(--radius-card) border p-5 text-start transition-colors duration-300 ${
                    isActive ? "border-brand-400/60 bg-brand-500/10" : "border-white/10 bg-ink-800/50 hover:border-white/20"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-11 shrink-0 place-items-center rounded-full text-base font-bold transition-colors duration-300 ${
                      isActive ? "bg-brand-500 text-ink-950" : "bg-white/10 text-slate-200"
                    }`}
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold uppercase tracking-wider text-brand-300">
                      {t("step", { number: index + 1 })}
                    </span>
                    <span className="mt-1 block text-lg font-semibold text-white">{step.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-slate-300">
                      <BidiText text={step.description} />
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>

        {/* The illustrations are decoration for large screens; the steps carry the content. */}
        <figure
          aria-label={t("imagePanelLabel")}
          data-testid="process-image-panel"
          className="relative hidden aspect-[4/3] overflow-hidden rounded-(--radius-card) border border-white/10 shadow-2xl shadow-black/40 lg:block"
        >
          {steps.map((step, index) => (
            <div
              key={step.slug}
              aria-hidden={index !== active}
              data-active={index === active ? "true" : "false"}
              className={`absolute inset-0 transition-opacity duration-700 ease-in-out ${index === active ? "opacity-100" : "opacity-0"}`}
            >
              {/* childImageSharp is null only for a file sharp cannot read; validation admits raster images only. */}
              {step.image.childImageSharp && (
                <Picture image={step.image.childImageSharp.gatsbyImageData} alt={step.imageAlt} className="size-full" />
              )}
            </div>
          ))}
        </figure>
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
