import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LEGAL_CONTENTS_ID } from "./LegalContents";

/** After each section of a long legal page: the way back to its contents, in reach on a phone. */
export const BackToContentsLink = () => {
  const { t } = useTranslation("legal");
  return (
    <p className="mt-4">
      <a
        href={`#${LEGAL_CONTENTS_ID}`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm text-brand-300 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">↑</span>
        {t("backToContents")}
      </a>
    </p>
  );
};
