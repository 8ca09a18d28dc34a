import React from "react";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { useDisclosures } from "../hooks/useDisclosures";
import type { Service } from "./ServiceCards";
import { ServiceCardSummary } from "./ServiceCardSummary";

/**
 * One offering: a button with its icon, title and description that opens the list of its
 * features. The title alone names the button and its heading; the description describes the
 * button (inside a button, text is not read out otherwise). Without JavaScript the button could open nothing (the features are shown anyway),
 * so it is hidden and the same content is shown as plain heading text (see gatsby-ssr's
 * no-script style; a <noscript>'s content would be left out of the accessibility tree).
 */
export const ServiceCard = ({
  service,
  disclosure,
}: {
  service: Service;
  disclosure: ReturnType<typeof useDisclosures>;
}) => {
  const { t } = useTranslation("services");
  const { isOpen, buttonProps, panelProps } = disclosure;
  const open = isOpen(service.slug);
  const panelId = `service-${service.slug}-features`;
  const ids = { title: `service-${service.slug}-title`, description: `service-${service.slug}-description` };
  return (
    <li
      className={`rounded-(--radius-card) border bg-ink-800/70 backdrop-blur-sm transition-colors ${
        open ? "border-brand-400/50" : "border-white/10 hover:border-white/20"
      }`}
    >
      <h3 aria-labelledby={ids.title}>
        <span hidden data-nojs-visible="">
          <span className="flex items-start gap-4 p-6 text-start">
            <ServiceCardSummary service={service} />
          </span>
        </span>
        <button
          {...buttonProps(service.slug, panelId)}
          aria-labelledby={ids.title}
          aria-describedby={ids.description}
          data-requires-js=""
          className="flex w-full items-start gap-4 rounded-(--radius-card) p-6 text-start"
        >
          <ServiceCardSummary service={service} ids={ids} />
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 text-brand-300 transition-transform duration-300 ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      <ul
        {...panelProps(service.slug, panelId)}
        aria-label={t("featuresOf", { service: service.title })}
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
};
