import React from "react";
import { graphql } from "gatsby";
import { ArrowDown, BrainCircuit, ChevronDown, Database, Factory, GraduationCap, type LucideIcon } from "lucide-react";
import { useTranslation } from "../i18n/PageLanguage";
import { CallButton } from "../ui/CallButton";
import { BidiText } from "../ui/BidiText";
import { useDisclosures } from "../hooks/useDisclosures";
import type { ServiceIcon } from "../content/keys";

export interface HeroService {
  slug: string;
  icon: ServiceIcon;
  title: string;
  description: string;
  features: { id: string; title: string; description: string }[];
}

export interface HeroMetric {
  id: string;
  value: string;
  label: string;
}

const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, LucideIcon> = {
  ai: BrainCircuit,
  data: Database,
  iiot: Factory,
  academy: GraduationCap,
};

export const Hero = ({ services, metrics }: { services: HeroService[]; metrics: HeroMetric[] }) => {
  const { t } = useTranslation(["hero", "services", "metrics"]);
  // Several cards may be open at once.
  const { isOpen, buttonProps, panelProps } = useDisclosures();

  return (
    <section id="home" aria-labelledby="hero-title" className="relative overflow-hidden pt-(--header-height)">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[42rem] bg-[radial-gradient(60%_50%_at_50%_0%,rgba(249,115,22,0.18),transparent_70%)]" />
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 sm:pt-24 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-sm font-medium text-brand-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-400" />
            {t("hero:eyebrow")}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {t("hero:title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{t("hero:intro")}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <CallButton size="lg">{t("hero:scheduleConsultation")}</CallButton>
            <a
              href="#solutions"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-slate-100 transition-colors hover:text-brand-300"
            >
              {t("hero:exploreSolutions")}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>

        <div className="mt-14">
          <h2 className="sr-only">{t("metrics:heading")}</h2>
          <dl aria-label={t("hero:metricsLabel")} className="grid gap-px overflow-hidden rounded-(--radius-card) border border-white/10 bg-white/10 sm:grid-cols-3">
            {metrics.map((metric) => (
              <div key={metric.id} className="flex flex-col-reverse gap-1 bg-ink-900/95 px-6 py-5">
                <dt className="text-sm text-slate-300">{metric.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-white">
                  <bdi>{metric.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-400">{t("metrics:note")}</p>
        </div>

        <div id="solutions" className="mt-20">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("services:heading")}</h2>
          <p className="mt-3 max-w-2xl text-slate-300">{t("services:intro")}</p>
          <ul className="mt-8 grid items-start gap-4 md:grid-cols-2">
            {services.map((service) => {
              const open = isOpen(service.slug);
              const Icon = SERVICE_ICON_COMPONENTS[service.icon];
              const panelId = `service-${service.slug}-features`;
              return (
                <li
                  key={service.slug}
                  className={`rounded-(--radius-card) border bg-ink-800/70 backdrop-blur-sm transition-colors ${
                    open ? "border-brand-400/50" : "border-white/10 hover:border-white/20"
                  }`}
                >
                  <h3>
                    <button
                      {...buttonProps(service.slug, panelId)}
                      className="flex w-full items-start gap-4 rounded-(--radius-card) p-6 text-start"
                    >
                      <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                        <Icon className="size-6" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block text-lg font-semibold text-white">{service.title}</span>
                        <span className="mt-1 block text-sm leading-relaxed text-slate-300">
                          <BidiText text={service.description} />
                        </span>
                      </span>
                      <ChevronDown
                        aria-hidden="true"
                        className={`mt-1 size-5 shrink-0 text-brand-300 transition-transform duration-300 ${open ? "rotate-180" : ""}`}
                      />
                    </button>
                  </h3>
                  <ul
                    {...panelProps(service.slug, panelId)}
                    aria-label={t("services:featuresOf", { service: service.title })}
                    className="grid gap-3 px-6 pb-6 sm:grid-cols-2"
                  >
                    {service.features.map((feature) => (
                      <li key={feature.id} className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
                        <p className="font-medium text-white">
                          <BidiText text={feature.title} />
                        </p>
                        <p className="mt-1 text-sm leading-relaxed text-slate-300">
                          <BidiText text={feature.description} />
                        </p>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
};

export const query = graphql`
  fragment HeroServices on Query {
    allService {
      nodes {
        slug
        icon
        title(language: $language)
        description(language: $language)
        features {
          id
          title(language: $language)
          description(language: $language)
        }
      }
    }
  }
  fragment HeroMetrics on SiteContent {
    metrics {
      id
      value
      label(language: $language)
    }
  }
`;
