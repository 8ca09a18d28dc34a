import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import type { LegalDocumentSection } from "../templates/LegalPage";

export const LEGAL_CONTENTS_ID = "legal-contents";

/** The document's table of contents: a link to each section. */
export const LegalContents = ({ sections }: { sections: readonly LegalDocumentSection[] }) => {
  const { t } = useTranslation("legal");
  return (
    <nav
      aria-labelledby={LEGAL_CONTENTS_ID}
      className="mt-8 rounded-(--radius-card) border border-white/10 bg-white/[0.03] p-6"
    >
      <h2 id={LEGAL_CONTENTS_ID} className="text-sm font-semibold tracking-wider text-slate-300 uppercase">
        {t("contents")}
      </h2>
      <ol className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center py-2.5 text-brand-300 underline-offset-4 hover:underline"
            >
              {/* One flex item: a flex container would drop the space before an isolated Latin word. */}
              <span>
                <BidiText text={section.heading} />
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
};
