import React from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useDirection } from "../i18n/DirectionProvider";

/**
 * The hero's headline figures, with the note on where they come from. A figure's sign takes
 * the page's direction: on Arabic pages "120+" shows as +120, the way the body text shows
 * its percentages (%40).
 */
export const HeroMetrics = ({ metrics }: { metrics: Queries.HeroMetricsFragment["metrics"] }) => {
  const { t } = useTranslation(["metrics"]);
  const direction = useDirection();
  return (
    <div className="mt-14">
      <h2 className="sr-only">{t("metrics:heading")}</h2>
      <dl className="grid gap-px overflow-hidden rounded-(--radius-card) border border-white/10 bg-white/10 sm:grid-cols-3">
        {metrics.map((metric) => (
          <div key={metric.id} className="flex flex-col-reverse gap-1 bg-ink-900/95 px-6 py-5">
            <dt className="text-sm text-slate-300">{metric.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white">
              <bdi dir={direction}>{metric.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-400">{t("metrics:note")}</p>
    </div>
  );
};

export const query = graphql`
  fragment HeroMetrics on SiteContent {
    metrics {
      id
      value
      label(language: $language)
    }
  }
`;
