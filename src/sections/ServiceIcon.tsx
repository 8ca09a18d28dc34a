import React from "react";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import Database from "lucide-react/icons/database";
import Factory from "lucide-react/icons/factory";
import GraduationCap from "lucide-react/icons/graduation-cap";
import type { LucideIcon } from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "../content/keys";

const SERVICE_ICON_COMPONENTS: Record<ServiceIconName, LucideIcon> = {
  ai: BrainCircuit,
  data: Database,
  iiot: Factory,
  academy: GraduationCap,
};

/** A service card's icon in its tile; decoration, the title says what the service is. */
export const ServiceIcon = ({ icon }: { icon: ServiceIconName }) => {
  const Icon = SERVICE_ICON_COMPONENTS[icon];
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300"
    >
      <Icon className="size-6" />
    </span>
  );
};
