import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { ProcessStep } from "./Process";
import { CARD_WIDE_BUTTON } from "../ui/cardWideButton";

/**
 * One step of the process: its number, title and description. Where the step's picture is shown
 * (large screens, with JavaScript), the title is a button that answers on the whole card and
 * shows the picture, pressed while it does; pointing at the card or focusing it shows it too.
 * The button holds the title alone, which names it; the description describes it. Elsewhere
 * there is nothing to show, and the card is plain text.
 */
export const ProcessStepItem = ({
  step,
  number,
  active,
  onSelect,
}: {
  step: ProcessStep;
  number: number;
  active: boolean;
  /** Absent where no picture is shown. */
  onSelect?: () => void;
}) => {
  const { t } = useTranslation("process");
  const descriptionId = `process-step-${step.slug}-description`;
  return (
    <li
      className={`relative flex gap-5 rounded-(--radius-card) border p-5 transition-colors duration-300 ${
        active ? "border-brand-400/60 bg-brand-500/10" : "border-white/10 bg-ink-800/50 hover:border-white/20"
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-11 shrink-0 place-items-center rounded-full text-base font-bold transition-colors duration-300 ${
          active ? "bg-brand-500 text-ink-950" : "bg-white/10 text-slate-200"
        }`}
      >
        {number}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">
          {t("step", { number })}
        </span>
        {/* A flow root, so that the button's negative margins (CARD_WIDE_BUTTON) stay inside it. */}
        <span className="mt-1 flow-root text-lg font-semibold text-white">
          {onSelect ? (
            <button
              type="button"
              aria-pressed={active}
              aria-describedby={descriptionId}
              onMouseEnter={onSelect}
              onFocus={onSelect}
              onClick={onSelect}
              className={CARD_WIDE_BUTTON}
            >
              {step.title}
            </button>
          ) : (
            step.title
          )}
        </span>
        <span id={descriptionId} className="mt-1 block text-sm leading-relaxed text-slate-300">
          <BidiText text={step.description} />
        </span>
      </span>
    </li>
  );
};
