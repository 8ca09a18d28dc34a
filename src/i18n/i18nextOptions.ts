import type { InitOptions } from "i18next";

/**
 * i18next's options, the same for the pages (gatsby-config hands them to
 * gatsby-plugin-react-i18next) and for `Head` (headTranslation.ts). React escapes text
 * itself, so i18next must not escape the values it fills in.
 */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  returnNull: false,
  keySeparator: ".",
  nsSeparator: ":",
} satisfies InitOptions;
