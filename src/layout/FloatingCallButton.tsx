import React from "react";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "../i18n/PageLanguage";
import { useSchedulingLink } from "../scheduling/SchedulingLinkProvider";
import { CallButton } from "../ui/CallButton";

const PLACE = "fixed bottom-5 end-5 z-30 shadow-xl shadow-black/40 md:hidden";

/** The call button that stays in reach on phones; it waits while the link is being fetched. */
export const FloatingCallButton = () => {
  const { t } = useTranslation("common");
  const { loading } = useSchedulingLink();
  if (loading) {
    return (
      <button
        type="button"
        disabled
        className={`${PLACE} inline-flex min-h-12 cursor-wait items-center gap-2 rounded-full bg-brand-500/60 px-5 text-sm font-semibold text-ink-950`}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        {t("scheduleCall")}
        <span className="sr-only"> ({t("loading")})</span>
      </button>
    );
  }
  return <CallButton className={`${PLACE} min-h-12`}>{t("scheduleCall")}</CallButton>;
};
