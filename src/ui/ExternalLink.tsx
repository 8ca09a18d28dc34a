import React, { type AnchorHTMLAttributes } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";

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
