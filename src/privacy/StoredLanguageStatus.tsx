import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { StoredLanguage } from "../i18n/preference";
import { entriesOf, type StoredNow } from "./storageEntries";

/**
 * What Cookie Settings announces: how removing the language choice went, that the browser
 * blocks the site's storage, or that nothing is stored (the list above shows the rest).
 */
export const StoredLanguageStatus = ({
  stored,
  storedNow,
  removal,
}: {
  stored: StoredLanguage;
  storedNow: StoredNow;
  removal: "done" | "failed" | null;
}) => {
  const { t } = useTranslation("cookies");
  const message =
    removal === "done"
      ? t("cleared")
      : removal === "failed"
        ? t("clearFailed")
        : !stored.available
          ? t("unavailable")
          : !entriesOf(storedNow).length
            ? t("nothingStored")
            : "";
  return (
    <p role="status" className={message ? "mt-3 rounded-xl border border-brand-400/30 px-4 py-3 text-sm" : "sr-only"}>
      {message}
    </p>
  );
};
