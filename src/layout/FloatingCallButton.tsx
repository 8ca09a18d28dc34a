import React from "react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useSchedulingLink } from "../scheduling/SchedulingLinkProvider";
import { CallButton } from "../ui/CallButton";
import { useInBottomBand } from "../hooks/useInBottomBand";

/** The hero's own call button, which the floating one must not cover on a short phone screen. */
export const HERO_CALL_ID = "hero-call";
/** From the screen's bottom edge to the floating button's top (bottom-5 and its 44 px), with a margin. */
const FLOATING_BAND = 72;

// floating-call: the page leaves room for it at the bottom of the screen (global.css).
const PLACE = "floating-call fixed bottom-5 end-5 z-30 lg:hidden";

/**
 * The call button that stays in reach wherever the header's own is folded into the menu (below
 * Tailwind's lg); it waits while the live link is looked up.
 * Without JavaScript nothing is looked up, so the static HTML also holds the working button
 * for that case (React leaves a <noscript>'s contents alone when it hydrates).
 */
export const FloatingCallButton = () => {
  const { t } = useTranslation("common");
  const { loading } = useSchedulingLink();
  // While the hero's button passes under it, the floating one steps aside: one is always in reach.
  const place = useInBottomBand(HERO_CALL_ID, FLOATING_BAND) ? `${PLACE} invisible` : PLACE;
  if (loading) {
    return (
      <>
        <noscript>
          <CallButton className={PLACE}>{t("scheduleCall")}</CallButton>
        </noscript>
        {/* Shaped like CallButton's "sm" size, so nothing moves when the link arrives. */}
        <button
          type="button"
          disabled
          data-requires-js=""
          className={`${place} inline-flex min-h-11 cursor-wait items-center gap-2 rounded-full bg-brand-500/60 px-5 py-2.5 text-sm font-semibold text-ink-950`}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {t("scheduleCall")}
          <span className="sr-only"> ({t("loading")})</span>
        </button>
      </>
    );
  }
  return <CallButton className={place}>{t("scheduleCall")}</CallButton>;
};
