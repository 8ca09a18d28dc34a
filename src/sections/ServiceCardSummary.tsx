import React from "react";
import { BrainCircuit, Database, Factory, GraduationCap, type LucideIcon } from "lucide-react";
import { BidiText } from "../ui/BidiText";
import type { ServiceIcon } from "../content/keys";
import type { Service } from "./ServiceCards";

const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, LucideIcon> = {
  ai: BrainCircuit,
  data: Database,
  iiot: Factory,
  academy: GraduationCap,
};

/**
 * A service card's icon, title and description: its button's content, or its heading without
 * JavaScript. `ids` name the title and the description, for the one copy that names the button.
 */
export const ServiceCardSummary = ({
  service,
  ids,
}: {
  service: Service;
  ids?: { title: string; description: string };
}) => {
  const Icon = SERVICE_ICON_COMPONENTS[service.icon];
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300"
      >
        <Icon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={ids?.title} className="block text-lg font-semibold text-white">
          {service.title}
        </span>
        <span id={ids?.description} className="mt-1 block text-sm leading-relaxed text-slate-300">
          <BidiText text={service.description} />
        </span>
      </span>
    </>
  );
};
