import React, { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { focusSection } from "../navigation/focus";
import { readStoredLanguage, forgetLanguagePreference, type StoredLanguage } from "../i18n/preference";
import { CookieSettingsDialog } from "./CookieSettingsDialog";
import { readStoredNow, type StoredNow } from "./storageEntries";

const CookieSettingsContext = createContext<(() => void) | null>(null);

/** Opens the Cookie Settings dialog (from the footer, or the privacy policy). */
export const useOpenCookieSettings = () => {
  const open = useContext(CookieSettingsContext);
  if (!open) throw new Error("useOpenCookieSettings must be used inside <CookieSettingsProvider>");
  return open;
};

/**
 * Cookie Settings: a native modal <dialog> (the page behind is inert, focus stays inside,
 * Escape or a click on the backdrop closes it and focus returns to what opened it) that lists what the browser holds for
 * this site, read when it opens, and lets the visitor remove the language choice
 * (CookieSettingsDialog).
 */
export const CookieSettingsProvider = ({ children }: { children: ReactNode }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The link of the dialog the visitor followed, if that is what closed it.
  const followedLink = useRef<URL | null>(null);
  const [stored, setStored] = useState<StoredLanguage>({ available: true, value: null });
  const [storedNow, setStoredNow] = useState<StoredNow>({
    local: { available: true, entries: [] },
    session: { available: true, entries: [] },
  });
  // The outcome of "forget", known only once the value has been read back.
  const [removal, setRemoval] = useState<"done" | "failed" | null>(null);

  // Gatsby's router saves a page's scroll position one animation frame after the page scrolls,
  // so a scroll just before the dialog opened (the link scrolled into view), or behind it while
  // it is open, is written after the list was read: read it again once that save has run.
  const frame = useRef(0);
  const readAgainSoon = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(() => {
        if (dialog.current?.open) setStoredNow(readStoredNow());
      });
    });
  }, []);

  const open = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setStored(readStoredLanguage());
    setStoredNow(readStoredNow());
    setRemoval(null);
    dialog.current?.showModal();
    window.addEventListener("scroll", readAgainSoon, { passive: true });
    readAgainSoon();
  }, [readAgainSoon]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Without scrolling: a link in the dialog may have just moved the page to what it shows.
    const onClose = () => {
      window.removeEventListener("scroll", readAgainSoon);
      cancelAnimationFrame(frame.current);
      const followed = followedLink.current;
      followedLink.current = null;
      if (!followed) {
        opener.current?.focus({ preventScroll: true });
        return;
      }
      // The dialog's link to a section of this very page: focus goes there, not back to the
      // opener in the footer (to another page, the router places and focuses it).
      const section = followed.pathname === window.location.pathname && document.getElementById(followed.hash.slice(1));
      if (section) focusSection(section);
    };
    // The dialog's content fills its box, so the dialog itself is the target only on its
    // backdrop. A press that began inside (selecting text) and ended there is not a click on it.
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === element;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === element && pressedBackdrop) element.close();
    };
    // The dialog belongs to the frame, which stays across pages: Back or Forward (a phone's back
    // gesture) leaves what it was opened over, so it closes as the page changes behind it.
    const onHistoryMove = () => {
      if (element.open) element.close();
    };
    element.addEventListener("close", onClose);
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("click", onClick);
    window.addEventListener("popstate", onHistoryMove);
    return () => {
      element.removeEventListener("close", onClose);
      element.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onHistoryMove);
      window.removeEventListener("scroll", readAgainSoon);
    };
  }, [readAgainSoon]);

  const followLink = (href: string) => {
    followedLink.current = new URL(href, window.location.href);
    dialog.current?.close();
  };

  const clear = () => {
    forgetLanguagePreference();
    const after = readStoredLanguage();
    setStored(after);
    setStoredNow(readStoredNow());
    setRemoval(after.available && after.value === null ? "done" : "failed");
    // The button just used is now disabled; focus must not fall out of the dialog.
    closeButton.current?.focus();
  };

  return (
    <CookieSettingsContext.Provider value={open}>
      {children}
      <CookieSettingsDialog
        dialogRef={dialog}
        closeButtonRef={closeButton}
        stored={stored}
        storedNow={storedNow}
        removal={removal}
        onClear={clear}
        onFollowLink={followLink}
      />
    </CookieSettingsContext.Provider>
  );
};
