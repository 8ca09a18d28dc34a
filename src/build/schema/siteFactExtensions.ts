import type { Actions } from "gatsby";
import { formatAddress, legalName, postalAddress, type SiteFacts } from "../../content/facts";
import { ogLocaleOf } from "../../content/languageFacts";
import type { LanguageSettings } from "../../i18n/languages";
import { languageArg, languageOf } from "./localized";

/** @addressText, @postalAddress, @ogLocale and @legalName: data/site.json's facts as the pages show them. */
export const addSiteFactExtensions = (actions: Actions) => {
  actions.createFieldExtension({
    name: "addressText",
    description: "The postal address of data/site.json written for the language asked for.",
    extend() {
      return {
        args: languageArg,
        resolve: (source: { address: SiteFacts["contact"]["address"] }, args: { language: string }) =>
          formatAddress(source.address, languageOf(args)),
      };
    },
  });

  actions.createFieldExtension({
    name: "postalAddress",
    description: "The postal address of data/site.json in parts.",
    extend() {
      return { resolve: (source: { address: SiteFacts["contact"]["address"] }) => postalAddress(source.address) };
    },
  });

  actions.createFieldExtension({
    name: "ogLocale",
    description: "A language's Open Graph locale, as written in data/site.json or derived from its code.",
    extend() {
      return { resolve: (source: LanguageSettings) => ogLocaleOf(source) };
    },
  });

  actions.createFieldExtension({
    name: "legalName",
    description: "The company's name followed by its legal form.",
    extend() {
      return { resolve: (source: SiteFacts["company"]) => legalName(source) };
    },
  });
};
