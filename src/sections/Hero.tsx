import React from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { CallButton } from "../ui/CallButton";
import { HERO_CALL_ID } from "../layout/FloatingCallButton";
import { HeroMetrics } from "./HeroMetrics";
import { ServiceCards } from "./ServiceCards";

/**
 * The first screen: headline, booking button and figures, then the four offerings (#solutions).
 * `showServices` is false while a page the router opened renders its first screen alone (see
 * useRestAfterFirstFrame): on a phone the offerings are below it.
 */
export const Hero = ({
  services,
  metrics,
  showServices,
}: {
  services: Queries.HeroServicesFragment["allService"]["nodes"];
  metrics: Queries.HeroMetricsFragment["metrics"];
  showServices: boolean;
}) => {
  const { t } = useTranslation("hero");

  return (
    // Clipped, not hidden: a hidden overflow would make the section the scroller of the links' view timeline.
    <section id="home" aria-labelledby="hero-title" className="relative overflow-clip pt-(--header-height)">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[42rem] bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_srgb,var(--color-brand-500)_18%,transparent),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-sm font-medium text-brand-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-400" />
            {t("eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl [&:lang(ar)]:leading-[1.4]"
          >
            {t("title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{t("intro")}</p>
          {/* Its view timeline keeps the floating call button off these links without JavaScript (gatsby-ssr). */}
          <div className="mt-10 flex flex-wrap items-center gap-4 [view-timeline-inset:0px] [view-timeline-name:--hero-links]">
            <CallButton id={HERO_CALL_ID} size="lg">
              {t("scheduleConsultation")}
            </CallButton>
            <a
              href="#solutions"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-slate-100 transition-colors hover:text-brand-300"
            >
              {t("exploreSolutions")}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>

        <HeroMetrics metrics={metrics} />
        {showServices && <ServiceCards services={services} />}
      </div>
    </section>
  );
};
