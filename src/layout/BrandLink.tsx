import React, { useContext } from "react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { PageLink } from "../i18n/PageLink";
import { LogoMark } from "../ui/LogoMark";

/**
 * The logo and name: a link to the landing page, followed by Gatsby's router on the landing
 * page too, where it leads back to the top at once and leaves no #section in the address.
 * Not a smooth scroll: in Chromium a section link tapped while one ran stopped short of its
 * section (a second smooth scroll started from where the first had been a frame before).
 */
export const BrandLink = ({ brandName, onNavigate }: { brandName: string; onNavigate: () => void }) => {
  const { t } = useTranslation("header");
  const { originalPath } = useContext(I18nextContext);
  return (
    <PageLink
      to="/"
      onClick={onNavigate}
      aria-label={t(originalPath === "/" ? "brandLink" : "brandLinkHome", { brand: brandName })}
      className="flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap text-white"
    >
      <LogoMark className="size-8 shrink-0" />
      <span>{brandName}</span>
    </PageLink>
  );
};
