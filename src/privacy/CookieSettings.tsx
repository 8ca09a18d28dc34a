import React, { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { usePageLanguage, useTranslation } from "../i18n/PageLanguage";
import { Button } from "../ui/Button";
import { readStoredLanguage, forgetLanguagePreference, type StoredLanguage } from "../i18n/preference";
import { pagePath } from "../i18n/paths";

const CookieSettingsContext = createContext<(() => void) | null>(null);

/** Opens the Cookie Settings dialog (from the footer, or the privacy policy). */
export const useOpenCookieSettings = () => {
  const open = useContext(CookieSettingsContext);
  if (!open) throw new Error("useOpenCookieSettings must be used inside <CookieSettingsProvider>");
  return open;
};

/**
 * The Cookie Settings dialog: says truthfully what the site stores (the language preference
 * in local storage, nothing else) and lets the visitor remove it. A native modal <dialog>:
 * the page behind is inert, focus stays inside, Escape closes it.
 */
export const CookieSettingsProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation("cookies");
  const { language } = usePageLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [stored, setStored] = useState<StoredLanguage>({ available: true, value: null });
  // The outcome of "forget", known only once the value has been read back.
  const [removal, setRemoval] = useState<"done" | "failed" | null>(null);

  const open = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setStored(readStoredLanguage());
    setRemoval(null);
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => opener.current?.focus();
    element.addEventListener("close", onClose);
    return () => element.removeEventListener("close", onClose);
  }, []);

  // A modal <dialog> makes the page inert, but Tab past its last control would leave for the
  // browser's own interface: keep it going round inside instead.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
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

  const clear = () => {
    forgetLanguagePreference();
    const after = readStoredLanguage();
    setStored(after);
    setRemoval(after.available && after.value === null ? "done" : "failed");
    // The button just used is now disabled; focus must not fall out of the dialog.
    closeButton.current?.focus();
  };

  return (
    <CookieSettingsContext.Provider value={open}>
      {children}
      <dialog
        ref={dialog}
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
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={t("close")}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-3 leading-relaxed">{t("intro")}</p>
          <h3 className="mt-6 font-semibold text-white">{t("storedHeading")}</h3>
          <p className="mt-2 leading-relaxed">{t("storedText")}</p>
          <p role="status" className="mt-3 rounded-xl border border-white/10 bg-white/[0.04] px-4 py-3 text-sm">
            {removal === "done" ? (
              t("cleared")
            ) : (
              <>
                {removal === "failed" && <>{t("clearFailed")} </>}
                {!stored.available ? (
                  t("unavailable")
                ) : stored.value !== null ? (
                  <>
                    {t("storedNow")}{" "}
                    {/* The entry exactly as stored, kept left to right inside Arabic text. */}
                    <bdi dir="ltr">
                      <code className="font-mono">language = "{stored.value}"</code>
                    </bdi>
                  </>
                ) : (
                  removal !== "failed" && t("nothingStored")
                )}
              </>
            )}
          </p>
          <h3 className="mt-6 font-semibold text-white">{t("bookingHeading")}</h3>
          <p className="mt-2 leading-relaxed">{t("bookingText")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button onClick={clear} disabled={!stored.available || stored.value === null}>
              {t("clear")}
            </Button>
            <a href={pagePath(language, "privacy-policy", "language-preference")} className="inline-flex min-h-11 items-center px-2 font-medium text-brand-300 underline underline-offset-4">
              {t("privacyPolicy")}
            </a>
          </div>
        </div>
      </dialog>
    </CookieSettingsContext.Provider>
  );
};

