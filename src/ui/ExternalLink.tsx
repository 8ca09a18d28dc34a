import React, { type AnchorHTMLAttributes } from "react";
import { useTranslation } from "../i18n/PageLanguage";

/** A link that opens in a new tab, says so to screen readers, and gives the new page no opener. */
export const ExternalLink = ({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) => {
  const { t } = useTranslation("common");
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> ({t("opensInNewTab")})</span>
    </a>
  );
};
