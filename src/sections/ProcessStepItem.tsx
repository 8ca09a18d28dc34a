import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { ProcessStep } from "./Process";

/** One step of the process: its number, title and description; pointing at it or choosing it makes it the active one. */
export const ProcessStepButton = ({
  step,
  number,
  active,
  onSelect,
}: {
  step: ProcessStep;
  number: number;
  active: boolean;
  onSelect: () => void;
}) => {
  const { t } = useTranslation("process");
  return (
    <li>
      <button
        type="button"
        aria-current={active ? "step" : undefined}
        onMouseEnter={onSelect}
        onFocus={onSelect}
        onClick={onSelect}
        className={`group flex w-full gap-5 rounded-(--radius-card) border p-5 text-start transition-colors duration-300 ${
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
          <span className="mt-1 block text-lg font-semibold text-white">{step.title}</span>
          <span className="mt-1 block text-sm leading-relaxed text-slate-300">
            <BidiText text={step.description} />
          </span>
        </span>
      </button>
    </li>
  );
};
