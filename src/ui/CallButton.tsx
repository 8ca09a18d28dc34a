import React, { type ReactNode } from "react";
import { CalendarClock } from "lucide-react";
import { useSchedulingLink } from "../scheduling/SchedulingLinkProvider";
import { ExternalLink } from "./ExternalLink";

/** A call to action that opens the shared scheduling link in a new tab. */
export const CallButton = ({
  children,
  className = "",
  onClick,
  variant = "solid",
}: {
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  variant?: "solid" | "outline";
}) => {
  const { url } = useSchedulingLink();
  const look =
    variant === "solid"
      ? "bg-brand-500 text-ink-950 hover:bg-brand-400 shadow-lg shadow-brand-500/20"
      : "border border-brand-400/60 text-brand-300 hover:bg-brand-500/10";
  return (
    <ExternalLink
      href={url}
      onClick={onClick}
      data-scheduling-link=""
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${look} ${className}`}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </ExternalLink>
  );
};
