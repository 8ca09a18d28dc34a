/** @localized: a field written per language ({ en, ar }), resolved for the language asked for. */
import type { Actions } from "gatsby";
import { isLanguage, LANGUAGES, type Language } from "../../i18n/languages";

/** The language a localized field was asked for; `localized` has checked it. */
export type LanguageArgs = { language: Language };
export const languageArg = {
  language: {
    type: "String!",
    description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.`,
  },
};
export const languageOf = (args: { language: string }): Language => {
  if (!isLanguage(args.language))
    throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
  return args.language;
};

type LocalizedSource = Record<string, Record<string, unknown> | undefined>;

/** A field written per language ({ en, ar }) in the language asked for; an unknown language is an error. */
export const resolveLocalized = (source: LocalizedSource, fieldName: string, language: string): unknown =>
  source[fieldName]?.[languageOf({ language })] ?? null;

export const addLocalizedExtension = (actions: Actions) => {
  actions.createFieldExtension({
    name: "localized",
    description: "Resolves a field written per language ({ en, ar }) for the language asked for.",
    extend() {
      return {
        args: languageArg,
        resolve: (
          source: LocalizedSource,
          args: { language: string },
          _context: unknown,
          info: { fieldName: string },
        ) => resolveLocalized(source, info.fieldName, args.language),
      };
    },
  });
};
