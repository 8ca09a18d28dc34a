import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageLink } from "../i18n/PageLink";
import { NAV_SECTIONS } from "./navSections";

/** The landing page's sections as list items of links (the header's menus, the footer's quick links). */
export const SectionLinks = ({ linkClass, onNavigate }: { linkClass: string; onNavigate?: () => void }) => {
  const { t } = useTranslation("header");
  return (
    <>
      {NAV_SECTIONS.map((section) => (
        <li key={section}>
          <PageLink to={`/#${section}`} onClick={onNavigate} className={linkClass}>
            {t(`nav.${section}`)}
          </PageLink>
        </li>
      ))}
    </>
  );
};
