import React from "react";
import { graphql } from "gatsby";
import Award from "lucide-react/icons/award";
import Handshake from "lucide-react/icons/handshake";
import Lightbulb from "lucide-react/icons/lightbulb";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import type { ValueIcon } from "../content/keys";
import { SectionHeading } from "../ui/SectionHeading";
import { CallButton } from "../ui/CallButton";
import { BidiText } from "../ui/BidiText";

const VALUE_ICON_COMPONENTS: Record<ValueIcon, LucideIcon> = {
  innovation: Lightbulb,
  partnership: Handshake,
  excellence: Award,
  reliability: ShieldCheck,
};

export const Mission = ({
  values,
  brandName,
}: {
  values: Queries.MissionValuesFragment["allMissionValue"]["nodes"];
  brandName: string;
}) => {
  const { t } = useTranslation(["mission", "about"]);
  return (
    <Section id="mission">
      <div className="relative overflow-hidden rounded-[2rem] border border-white/10 bg-linear-to-br from-ink-800 via-ink-900 to-ink-950 p-8 sm:p-12 lg:p-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute end-0 -top-32 size-96 rounded-full bg-brand-500/15 blur-3xl"
        />
        <div className="relative grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="mission-heading"
              eyebrow={t("mission:eyebrow")}
              heading={t("mission:heading")}
              intro={t("mission:description")}
            />
            <h3 className="mt-8 font-semibold text-white">{t("about:heading", { brand: brandName })}</h3>
            <p className="mt-2 leading-relaxed text-slate-300">
              <BidiText text={t("about:text")} />
            </p>
            <CallButton size="lg" className="mt-8">
              {t("mission:cta")}
            </CallButton>
          </div>
          <div>
            <h3 className="sr-only">{t("mission:valuesHeading")}</h3>
            <ul className="grid gap-4 sm:grid-cols-2">
              {values.map((value) => {
                const Icon = VALUE_ICON_COMPONENTS[value.icon];
                return (
                  <li key={value.slug} className="rounded-2xl border border-white/10 bg-white/[0.04] p-6">
                    <Icon aria-hidden="true" className="size-7 text-brand-400" />
                    <p className="mt-4 font-semibold text-white">{value.title}</p>
                    <p className="mt-2 text-sm leading-relaxed text-slate-300">
                      <BidiText text={value.description} />
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
};

export const query = graphql`
  fragment MissionValues on Query {
    allMissionValue {
      nodes {
        slug
        icon
        title(language: $language)
        description(language: $language)
      }
    }
  }
`;
