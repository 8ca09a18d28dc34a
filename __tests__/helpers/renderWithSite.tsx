/**
 * Renders a component the way a page of the site sees it: wrapped by
 * gatsby-plugin-react-i18next with the real translations of locales/<language>/ and the page
 * context the plugin gives each page, and by the site's own page wrapper (its direction).
 */
import fs from "fs";
import path from "path";
import { type ReactElement } from "react";
import { render } from "@testing-library/react";
import { wrapPageElement as wrapWithI18next } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement";
import type { PageContext } from "gatsby-plugin-react-i18next/dist/types";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../src/i18n/languages";
import { pathInLanguage } from "../../src/i18n/paths";
import { i18nPluginOptions } from "../../src/i18n/pluginOptions";
import { wrapPageElement } from "../../src/browser/wrapElement";
import type { LocalesData } from "../../src/i18n/localeData";

const LOCALES = path.join(__dirname, "..", "..", "locales");

export const loadLocale = (language: Language): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        path.basename(file, ".json"),
        JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8")),
      ]),
  );

/** The page query's `locales` for a language's files. */
export const localesOf = (language: Language, texts = loadLocale(language)): LocalesData => ({
  edges: Object.entries(texts).map(([ns, data]) => ({ node: { ns, language, data: JSON.stringify(data) } })),
});

/** The context gatsby-plugin-react-i18next gives the page at `originalPath` in `language`. */
export const pageContextOf = (language: Language, originalPath: string): PageContext => ({
  language,
  i18n: {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    routed: language !== DEFAULT_LANGUAGE,
    originalPath,
    path: pathInLanguage(originalPath, language),
  },
});

/** The page element as the plugin wraps it, and the site's page wrapper around that (as Gatsby runs them). */
export const asPageOfSite = (
  ui: ReactElement,
  language: Language,
  originalPath: string,
  locales: LocalesData = localesOf(language),
) => {
  const pathname = pathInLanguage(originalPath, language);
  const props = {
    data: { locales },
    pageContext: pageContextOf(language, originalPath),
    location: { pathname, search: "", hash: "" },
  };
  const page = wrapWithI18next(
    { element: ui, props } as unknown as Parameters<typeof wrapWithI18next>[0],
    i18nPluginOptions("https://example.com"),
  );
  return wrapPageElement({ element: page, props } as unknown as Parameters<typeof wrapPageElement>[0]);
};

export const renderWithSite = (
  ui: ReactElement,
  { language = "en", originalPath = "/" }: { language?: Language; originalPath?: string } = {},
) => render(asPageOfSite(ui, language, originalPath));
