import React, { type KeyboardEvent, type RefObject } from "react";
import X from "lucide-react/icons/x";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageLink } from "../i18n/PageLink";
import type { StoredLanguage } from "../i18n/preference";
import { Button } from "../ui/Button";
import { bindCitations } from "../content/citations";
import { StoredLanguageStatus } from "./StoredLanguageStatus";
import { StoredEntries } from "./StoredEntries";
import type { StoredNow } from "./storageEntries";

// A modal <dialog> makes the page inert, but Tab past its last control would leave for the
// browser's own interface: keep it going round inside instead.
const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * The Cookie Settings dialog's content: what the browser holds for this site now (local and
 * session storage, each entry with its purpose and how long it stays), and, while one is
 * stored, the button that removes the language choice.
 */
export const CookieSettingsDialog = ({
  dialogRef,
  closeButtonRef,
  stored,
  storedNow,
  removal,
  onClear,
  onFollowLink,
}: {
  dialogRef: RefObject<HTMLDialogElement>;
  closeButtonRef: RefObject<HTMLButtonElement>;
  stored: StoredLanguage;
  storedNow: StoredNow;
  removal: "done" | "failed" | null;
  onClear: () => void;
  onFollowLink: (href: string) => void;
}) => {
  const { t } = useTranslation("cookies");
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="cookie-settings-title"
      onKeyDown={keepFocusInside}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-(--radius-card) border border-white/15 bg-ink-800 p-0 text-slate-200 shadow-2xl shadow-black/60 backdrop:bg-ink-950/80 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="cookie-settings-title" className="text-xl font-bold text-white">
            {t("title")}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t("close")}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-3 leading-relaxed">{t("intro")}</p>
        <h3 id="cookie-settings-stored" className="mt-6 font-semibold text-white">
          {t("storedHeading")}
        </h3>
        <p className="mt-2 leading-relaxed">{bindCitations(t("storedText"))}</p>
        <StoredEntries stored={storedNow} />
        <StoredLanguageStatus stored={stored} storedNow={storedNow} removal={removal} />
        <h3 className="mt-6 font-semibold text-white">{t("bookingHeading")}</h3>
        <p className="mt-2 leading-relaxed">{t("bookingText")}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {stored.available && stored.value !== null && <Button onClick={onClear}>{t("clear")}</Button>}
          {/* Closed first: the page behind is where the link scrolls to, or what it replaces. */}
          <PageLink
            to="/privacy-policy/#language-preference"
            onClick={(event) => onFollowLink(event.currentTarget.href)}
            className="inline-flex min-h-11 items-center px-2 font-medium text-brand-300 underline underline-offset-4"
          >
            {t("privacyPolicy")}
          </PageLink>
        </div>
      </div>
    </dialog>
  );
};
