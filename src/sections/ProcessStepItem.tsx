import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { ProcessStep } from "./Process";

/**
 * One step of the process: its number, title and description. Where the step's picture is shown
 * (large screens, with JavaScript), the card is a button that shows it, pressed while it does,
 * and pointing at it or focusing it shows it too; its title names it and its description
 * describes it. Elsewhere there is nothing to show, and the card is plain text.
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
  const ids = { title: `process-step-${step.slug}-title`, description: `process-step-${step.slug}-description` };
  const className = `group flex w-full gap-5 rounded-(--radius-card) border p-5 text-start transition-colors duration-300 ${
    active ? "border-brand-400/60 bg-brand-500/10" : "border-white/10 bg-ink-800/50 hover:border-white/20"
  }`;
  const content = (
    <>
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
        <span id={ids.title} className="mt-1 block text-lg font-semibold text-white">
          {step.title}
        </span>
        <span id={ids.description} className="mt-1 block text-sm leading-relaxed text-slate-300">
          <BidiText text={step.description} />
        </span>
      </span>
    </>
  );
  return (
    <li>
      {onSelect ? (
        <button
          type="button"
          aria-pressed={active}
          aria-labelledby={ids.title}
          aria-describedby={ids.description}
          onMouseEnter={onSelect}
          onFocus={onSelect}
          onClick={onSelect}
          className={className}
        >
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
};
