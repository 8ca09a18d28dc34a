import React from "react";
import { usePageLanguage, useTranslation } from "../i18n/PageLanguage";
import { pagePath } from "../i18n/paths";

export const NAV_SECTIONS = ["process", "testimonials", "mission"] as const;

/** The landing page's sections as list items of links (the header's menus, the footer's quick links). */
export const SectionLinks = ({ linkClass, onNavigate }: { linkClass: string; onNavigate?: () => void }) => {
  const { t } = useTranslation("header");
  const { language } = usePageLanguage();
  return (
    <>
      {NAV_SECTIONS.map((section) => (
        <li key={section}>
          <a href={pagePath(language, "", section)} onClick={onNavigate} className={linkClass}>
            {t(`nav.${section}`)}
          </a>
        </li>
      ))}
    </>
  );
};
