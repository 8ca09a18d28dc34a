/**
 * The options of gatsby-plugin-react-i18next, from data/site.json's `languages`: the first is
 * the default language, with unprefixed URLs. The plugin creates every page once per language
 * and gives each its texts from the page query's `locales`.
 */
import type { PluginOptions } from "gatsby-plugin-react-i18next/dist/types";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { I18NEXT_OPTIONS } from "./i18nextOptions";

export const i18nPluginOptions = (siteUrl: string): PluginOptions => ({
  localeJsonSourceName: "locale",
  localeJsonNodeName: "locales",
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  generateDefaultLanguagePage: false,
  // The site keeps its own preference key and redirects before the first paint
  // (preference.ts); the plugin's redirect would store another key and flash the page.
  redirect: false,
  siteUrl,
  trailingSlash: "always",
  i18nextOptions: I18NEXT_OPTIONS,
  verbose: false,
  pages: [],
});
