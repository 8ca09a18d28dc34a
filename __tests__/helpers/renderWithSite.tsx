/**
 * Renders a component the way a page of the site sees it: with the real translations of
 * locales/<language>/ and the page context that gatsby-node gives each page.
 */
import fs from "fs";
import path from "path";
import React, { type ReactElement } from "react";
import { render } from "@testing-library/react";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import type { Language } from "../../src/i18n/languages";

const LOCALES = path.join(__dirname, "..", "..", "locales");

export const loadLocale = (language: Language): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [path.basename(file, ".json"), JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8"))]),
  );

export const renderWithSite = (ui: ReactElement, { language = "en", originalPath = "/" }: { language?: Language; originalPath?: string } = {}) => {
  const locales = {
    edges: Object.entries(loadLocale(language)).map(([ns, texts]) => ({ node: { ns, language, data: JSON.stringify(texts) } })),
  };
  return render(
    <PageLanguageProvider language={language} originalPath={originalPath} locales={locales}>
      {ui}
    </PageLanguageProvider>,
  );
};
