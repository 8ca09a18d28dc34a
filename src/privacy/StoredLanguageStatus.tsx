import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { StoredLanguage } from "../i18n/preference";

/** What Cookie Settings says is stored now, and how removing it went. */
export const StoredLanguageStatus = ({
  stored,
  removal,
}: {
  stored: StoredLanguage;
  removal: "done" | "failed" | null;
}) => {
  const { t } = useTranslation("cookies");
  return (
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
              {t("storedNow")} {/* The entry exactly as stored, kept left to right inside Arabic text. */}
              <bdi dir="ltr">
                <code className="font-mono">language = &quot;{stored.value}&quot;</code>
              </bdi>
            </>
          ) : (
            removal !== "failed" && t("nothingStored")
          )}
        </>
      )}
    </p>
  );
};
