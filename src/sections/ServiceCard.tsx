import React from "react";
import { BrainCircuit, ChevronDown, Database, Factory, GraduationCap, type LucideIcon } from "lucide-react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { useDisclosures } from "../hooks/useDisclosures";
import type { ServiceIcon } from "../content/keys";
import type { Service } from "./ServiceCards";

const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, LucideIcon> = {
  ai: BrainCircuit,
  data: Database,
  iiot: Factory,
  academy: GraduationCap,
};

/** One offering: a button with its icon, title and description that opens the list of its features. */
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
  const Icon = SERVICE_ICON_COMPONENTS[service.icon];
  const panelId = `service-${service.slug}-features`;
  return (
    <li
      className={`rounded-(--radius-card) border bg-ink-800/70 backdrop-blur-sm transition-colors ${
        open ? "border-brand-400/50" : "border-white/10 hover:border-white/20"
      }`}
    >
      <h3>
        <button
          {...buttonProps(service.slug, panelId)}
          className="flex w-full items-start gap-4 rounded-(--radius-card) p-6 text-start"
        >
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300"
          >
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
