/**
 * Build time only. The brand fonts cut to the characters each language's pages use.
 *
 * A web font split by unicode-range downloads a whole subset for one stray character (one
 * "ł" cost a whole subset), and every byte fetched before the first paint delays it on a slow phone.
 * The site's text is known before the build, so each language gets one file per face
 * holding exactly its characters, declared with that exact unicode-range: a character the
 * file lacks falls through to the next font of the stack instead of triggering a download.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import { NO_BREAK_SPACE, WORD_JOINER } from "../content/citations";
import { formatDate } from "../content/facts";
import { LANGUAGES, settingsOf, type Language } from "../i18n/languages";
import { FONT_FACES, FONT_URL_PREFIX, MANIFEST_PATH, type FontFile, type FontManifest, type Script } from "./fontFaces";

/**
 * The scripts a language's first screen is set in, whose faces are embedded in its pages:
 * Latin (the brand name, figures), and the script of the font the language names, if any.
 */
const embeddedScripts = (language: Language): Script[] => {
  const font = settingsOf(language).font;
  return [
    ...new Set([...FONT_FACES.filter((face) => face.family === font).map((face) => face.script), "latin" as const]),
  ];
};

/**
 * The OpenType features a browser applies by default (kerning, ligatures, mark placement,
 * Arabic joining forms). Inter's optional alternates (ss01, cv01, tnum, ...) are not used by
 * the site and would double the file.
 */
const DEFAULT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rclt",
  "rvrn",
  "curs",
  "init",
  "medi",
  "fina",
  "isol",
];

const isArabicScript = (char: string) => /\p{Script_Extensions=Arabic}/u.test(char);
export const scriptOf = (char: string): Script => (isArabicScript(char) ? "arabic" : "latin");

const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/** Adds every string under `value` to the languages it is shown in. */
const collectStrings = (value: unknown, languages: readonly Language[], into: Record<Language, Set<string>>) => {
  if (typeof value === "string") {
    for (const language of languages) for (const char of value) into[language].add(char);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, languages, into);
  } else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (isLocalized(object)) {
      for (const [language, text] of Object.entries(object)) collectStrings(text, [language as Language], into);
    } else {
      for (const item of Object.values(object)) collectStrings(item, languages, into);
    }
  }
};

const filesUnder = (directory: string, pattern: RegExp): string[] =>
  fs.existsSync(directory)
    ? fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory()) return filesUnder(full, pattern);
        return pattern.test(entry.name) ? [full] : [];
      })
    : [];

/**
 * Every character each language's pages can show: its texts in data/ and locales/, the
 * language-neutral strings of data/, the characters written into the components (such
 * as "§" or "…") and those of its dates. What a page shows from elsewhere is caught by the
 * build's guard below.
 */
export const charactersByLanguage = (root: string): Record<Language, Set<string>> => {
  const into = Object.fromEntries(LANGUAGES.map((language) => [language, new Set<string>()])) as Record<
    Language,
    Set<string>
  >;
  for (const file of filesUnder(path.join(root, "data"), /\.json$/)) {
    collectStrings(JSON.parse(fs.readFileSync(file, "utf8")), LANGUAGES, into);
  }
  for (const language of LANGUAGES) {
    for (const file of filesUnder(path.join(root, "locales", language), /\.json$/)) {
      collectStrings(JSON.parse(fs.readFileSync(file, "utf8")), [language], into);
    }
  }
  for (const file of filesUnder(path.join(root, "src"), /\.tsx?$/)) {
    for (const char of fs.readFileSync(file, "utf8"))
      if (char > "\u007f") for (const language of LANGUAGES) into[language].add(char);
  }
  for (const language of LANGUAGES) {
    // The build binds legal citations with these (citations.ts); the sources write them as escapes.
    into[language].add(NO_BREAK_SPACE).add(WORD_JOINER);
    // Dates are written by Intl (formatDate), not read from a file: every month's name and the
    // digits, so that a page dated in a month no text names ("J" of January) keeps its letters.
    for (let month = 1; month <= 12; month += 1) {
      for (const char of formatDate(`2000-${String(month).padStart(2, "0")}-01`, language)) into[language].add(char);
    }
    for (const digit of "0123456789") into[language].add(digit);
  }
  return into;
};

/** "U+20-7E,U+A9": the code points as CSS unicode-range, consecutive ones joined. */
export const unicodeRange = (characters: Iterable<string>): string => {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const start = points[i];
    while (points[i + 1] === points[i] + 1) i += 1;
    const hex = (point: number) => point.toString(16).toUpperCase();
    ranges.push(start === points[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i])}`);
  }
  return ranges.join(",");
};

/**
 * Cuts every face for every language: the first screen's faces go into the manifest that the
 * pages' <head> is built from (gatsby-ssr), the others into public/static/fonts/ (named by
 * content hash, so they can be cached for good).
 */
export const writeFontSubsets = async (root: string): Promise<FontManifest> => {
  const outDir = path.join(root, "public", FONT_URL_PREFIX);
  fs.mkdirSync(outDir, { recursive: true });
  const characters = charactersByLanguage(root);
  const manifest = Object.fromEntries(LANGUAGES.map((language) => [language, [] as FontFile[]])) as FontManifest;

  for (const face of FONT_FACES) {
    const original = fs.readFileSync(path.join(root, "node_modules", face.source));
    const font = fontkit.create(original);
    for (const language of LANGUAGES) {
      const wanted = [...characters[language]]
        .filter(
          (char) => scriptOf(char) === face.script && char >= " " && font.hasGlyphForCodePoint(char.codePointAt(0)!),
        )
        .sort();
      if (wanted.length === 0) continue;
      const subset = await subsetFont(original, wanted.join(""), {
        targetFormat: "woff2",
        keepFeatures: DEFAULT_FEATURES,
        variationAxes: face.axes,
        noHinting: true,
      });
      const common = {
        family: face.family,
        weight: face.weight,
        unicodeRange: unicodeRange(wanted),
        characters: wanted.join(""),
      };
      if (embeddedScripts(language).includes(face.script)) {
        manifest[language].push({ ...common, embedded: Buffer.from(subset).toString("base64") });
        continue;
      }
      const hash = crypto.createHash("sha256").update(subset).digest("hex").slice(0, 12);
      const name = `${face.slug}-${language}-${hash}.woff2`;
      fs.writeFileSync(path.join(outDir, name), subset);
      manifest[language].push({ ...common, url: `${FONT_URL_PREFIX}${name}` });
    }
  }
  fs.mkdirSync(path.dirname(MANIFEST_PATH(root)), { recursive: true });
  fs.writeFileSync(MANIFEST_PATH(root), JSON.stringify(manifest, null, 2));
  return manifest;
};
