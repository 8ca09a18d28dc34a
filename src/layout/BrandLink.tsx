import React, { useContext, type MouseEvent } from "react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { PageLink } from "../i18n/PageLink";
import { LogoMark } from "../ui/LogoMark";

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The logo and name: on the landing page it scrolls back to the top; elsewhere it is a link home. */
export const BrandLink = ({ brandName, onNavigate }: { brandName: string; onNavigate: () => void }) => {
  const { t } = useTranslation("header");
  const { originalPath } = useContext(I18nextContext);
  const onLandingPage = originalPath === "/";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate();
    if (!onLandingPage) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  return (
    <PageLink
      to="/"
      onClick={onClick}
      aria-label={t(onLandingPage ? "brandLink" : "brandLinkHome", { brand: brandName })}
      className="flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap text-white"
    >
      <LogoMark className="size-8 shrink-0" />
      <span>{brandName}</span>
    </PageLink>
  );
};
