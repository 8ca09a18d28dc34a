import React, { type ReactNode } from "react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { useSchedulingLink } from "../scheduling/SchedulingLinkProvider";
import { ExternalLink } from "./ExternalLink";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./buttonStyle";

/** A call to action that opens the shared scheduling link in a new tab; `className` only places it. */
export const CallButton = ({
  children,
  id,
  className = "",
  onClick,
  variant = "solid",
  size = "sm",
}: {
  children: ReactNode;
  id?: string;
  className?: string;
  onClick?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) => {
  const { url } = useSchedulingLink();
  return (
    <ExternalLink
      id={id}
      href={url}
      onClick={onClick}
      data-scheduling-link=""
      className={`${buttonStyle({ variant, size })} ${className}`}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </ExternalLink>
  );
};
