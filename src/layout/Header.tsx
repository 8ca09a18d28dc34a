import React, { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Menu, X } from "lucide-react";
import { usePageLanguage, useTranslation } from "../i18n/PageLanguage";
import { homePath, pagePath } from "../i18n/paths";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { LogoMark } from "../ui/LogoMark";
import { CallButton } from "../ui/CallButton";
import { useScrolledPast } from "../hooks/useScrolledPast";

export const SCROLL_THRESHOLD = 50;
export const NAV_SECTIONS = ["process", "testimonials", "mission"] as const;

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export const Header = ({ brandName }: { brandName: string }) => {
  const { t } = useTranslation("header");
  const { language, originalPath } = usePageLanguage();
  const home = homePath(language);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // On the landing page the brand scrolls back to the top; elsewhere it is a link home.
  const onBrandClick = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu();
    if (originalPath !== "/") return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  const navLinks = (onNavigate?: () => void, linkClass = "") =>
    NAV_SECTIONS.map((section) => (
      <li key={section}>
        <a href={pagePath(language, "", section)} onClick={onNavigate} className={linkClass}>
          {t(`nav.${section}`)}
        </a>
      </li>
    ));

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled || menuOpen
          ? "border-b border-white/10 bg-ink-900/90 shadow-lg shadow-black/30 backdrop-blur-md"
          : "border-b border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href={home}
          onClick={onBrandClick}
          aria-label={`${brandName}, ${t("backToTop")}`}
          className="flex min-h-11 items-center gap-2 whitespace-nowrap text-lg font-bold tracking-tight text-white"
        >
          <LogoMark className="size-8 shrink-0" />
          <span>{brandName}</span>
        </a>

        <nav aria-label={t("primaryNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks(undefined, "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white")}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <CallButton>{t("letsTalk")}</CallButton>
        </div>

        <button
          ref={menuButton}
          type="button"
          data-requires-js=""
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-white/10 bg-ink-900/95 px-4 pb-6 pt-2 lg:hidden">
        <nav aria-label={t("primaryNavigation")}>
          <ul className="flex flex-col">
            {navLinks(closeMenu, "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-100 hover:bg-white/10")}
          </ul>
        </nav>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 px-3">
          <LanguageSwitcher />
          <CallButton onClick={closeMenu}>{t("letsTalk")}</CallButton>
        </div>
      </div>
    </header>
  );
};
