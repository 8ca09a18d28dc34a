import React from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { useDisclosures } from "../hooks/useDisclosures";
import type { Service } from "./ServiceCards";
import { ServiceIcon } from "./ServiceIcon";
import { CARD_WIDE_BUTTON } from "../ui/cardWideButton";

/**
 * One offering: its icon, title and description; the card opens the list of its features. The
 * button holds the title alone (it names the button and its heading) and answers on the whole
 * card; the description, beside it, describes it. Without JavaScript the button could open
 * nothing (the features are shown anyway), so it is hidden and the title is shown as plain
 * heading text (see gatsby-ssr's no-script style).
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
  const descriptionId = `service-${service.slug}-description`;
  return (
    <li
      className={`rounded-(--radius-card) border bg-ink-800/70 backdrop-blur-sm transition-colors ${
        open ? "border-brand-400/50" : "border-white/10 hover:border-white/20"
      }`}
    >
      <div className="relative flex items-start gap-4 p-6">
        <ServiceIcon icon={service.icon} />
        <div className="min-w-0 flex-1">
          <h3 className="flow-root text-lg font-semibold text-white">
            <span hidden data-nojs-visible="">
              {service.title}
            </span>
            <button
              {...buttonProps(service.slug, panelId)}
              aria-describedby={descriptionId}
              data-requires-js=""
              className={CARD_WIDE_BUTTON}
            >
              {service.title}
            </button>
          </h3>
          <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-slate-300">
            <BidiText text={service.description} />
          </p>
        </div>
        <ChevronDown
          aria-hidden="true"
          data-requires-js=""
          className={`mt-1 size-5 shrink-0 text-brand-300 transition-transform duration-300 ${open ? "rotate-180" : ""}`}
        />
      </div>
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
