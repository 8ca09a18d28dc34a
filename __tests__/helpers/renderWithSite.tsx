/**
 * Renders a component the way a page of the site sees it: with the real translations of
 * locales/<language>/ loaded into i18next and the i18n plugin's page context.
 */
import fs from "fs";
import path from "path";
import React, { type ReactElement } from "react";
import { render } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { Language } from "../../src/i18n/languages";

const LOCALES = path.join(__dirname, "..", "..", "locales");

export const loadLocale = (language: Language): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [path.basename(file, ".json"), JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8"))]),
  );

export const renderWithSite = (
  ui: ReactElement,
  { language = "en", originalPath = "/" }: { language?: Language; originalPath?: string } = {},
) => {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: loadLocale(language) },
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  const context = {
    language,
    languages: ["en", "ar"],
    defaultLanguage: "en",
    routed: language !== "en",
    generateDefaultLanguagePage: false,
    originalPath,
    path: language === "en" ? originalPath : `/${language}${originalPath}`,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </I18nextProvider>,
  );
};
