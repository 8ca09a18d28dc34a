/**
 * The site's languages, as data/site.json lists them: the first is the default language,
 * with unprefixed URLs; every other one lives under /<code>/. Validation (content/schema.ts)
 * checks the list before anything else reads it.
 *
 * The pages' bundles and the editor's get the list as a compile-time constant, SITE_LANGUAGES
 * (src/build/webpackConfig.ts, src/editor/editorFiles.ts), and Node reads the file when this
 * module loads. Not an import of site.json: webpack would bundle the whole file, and Gatsby's
 * compiled gatsby-node.js (which webpack's cache depends on) would hold it too, so that any edit
 * of site.json, a phone number, made the next build recompile everything (32 s against 14 s).
 */
declare const SITE_LANGUAGES: unknown;

export interface LanguageSettings {
  /** BCP 47 code, also the URL prefix and the key of every localized field: "ar". */
  code: string;
  /** The language's name for itself, shown in the language switcher: "العربية". */
  label: string;
  dir: "ltr" | "rtl";
  /** A font family of the build's font faces (build/fontFaces.ts) that sets this language's text first. */
  font?: string;
  /** Open Graph locale, when the likely region of the code is not the one to name: "ar_AR". */
  ogLocale?: string;
}

export type Language = string;

/** site.json's languages as written, or undefined when the file cannot be read. */
const written = (): unknown => {
  try {
    // webpack sets SITE_LANGUAGES and leaves the other branch out of the pages' bundles; fs is
    // required in it, not imported, so that no bundle gets fs (the editor's keeps it, never run).
    return typeof SITE_LANGUAGES !== "undefined"
      ? SITE_LANGUAGES
      : // eslint-disable-next-line @typescript-eslint/no-require-imports
        JSON.parse(require("fs").readFileSync(require("path").join(__dirname, "../../data/site.json"), "utf8"))
          .languages;
  } catch {
    return undefined;
  }
};

// Read leniently: a broken file or list is reported by validation, with the file and field named.
const languages = written();
export const LANGUAGE_SETTINGS: readonly LanguageSettings[] = Array.isArray(languages)
  ? (languages as LanguageSettings[]).filter((entry) => typeof entry?.code === "string")
  : [];

export const LANGUAGES: readonly Language[] = LANGUAGE_SETTINGS.map((entry) => entry.code);
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0] ?? "en";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && LANGUAGES.includes(value);

export const settingsOf = (language: Language): LanguageSettings =>
  LANGUAGE_SETTINGS.find((entry) => entry.code === language) ?? { code: language, label: language, dir: "ltr" };

export const directionOf = (language: Language): "ltr" | "rtl" => settingsOf(language).dir;
