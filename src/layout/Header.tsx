import React from "react";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { CallButton } from "../ui/CallButton";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { useMenu } from "../hooks/useMenu";
import { BrandLink } from "./BrandLink";
import { SectionLinks } from "./SectionLinks";

export const SCROLL_THRESHOLD = 50;

export const Header = ({ brandName }: { brandName: string }) => {
  const { t } = useTranslation("header");
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const { button, panel, ...menu } = useMenu();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled || menu.open
          ? "border-b border-white/10 bg-ink-900/90 shadow-lg shadow-black/30 backdrop-blur-md"
          : "border-b border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink brandName={brandName} onNavigate={menu.close} />

        <nav aria-label={t("primaryNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <SectionLinks linkClass="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white" />
          </ul>
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <CallButton>{t("letsTalk")}</CallButton>
        </div>

        <button
          ref={button}
          type="button"
          data-requires-js=""
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
          aria-expanded={menu.open}
          aria-controls="mobile-menu"
          aria-label={menu.open ? t("closeMenu") : t("openMenu")}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <div
        ref={panel}
        id="mobile-menu"
        hidden={!menu.open}
        className="border-t border-white/10 bg-ink-900/95 px-4 pt-2 pb-6 lg:hidden"
      >
        <nav aria-label={t("primaryNavigation")}>
          <ul className="flex flex-col">
            <SectionLinks
              onNavigate={menu.close}
              linkClass="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-100 hover:bg-white/10"
            />
          </ul>
        </nav>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 px-3">
          <LanguageSwitcher />
          <CallButton onClick={menu.close}>{t("letsTalk")}</CallButton>
        </div>
      </div>
    </header>
  );
};
