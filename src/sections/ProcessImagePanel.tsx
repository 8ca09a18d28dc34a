import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Picture } from "../ui/Picture";
import type { ProcessStep } from "./Process";

/** The active step's picture, cross-faded; decoration for large screens, hidden below them. */
export const ProcessImagePanel = ({ steps, active }: { steps: readonly ProcessStep[]; active: number }) => {
  const { t } = useTranslation("process");
  return (
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
  );
};
