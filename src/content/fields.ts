/**
 * The building blocks of the content schemas (schema.ts): texts per language, ids, counts,
 * files that must exist, https URLs.
 */
import { z } from "zod";
import { LANGUAGES, isLanguage } from "../i18n/languages";
import { inFolder, type ProjectFiles } from "./problems";

/** A language's English name, for messages and schema descriptions: "ar" → "Arabic". */
export const languageName = (code: string): string => {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code; // not a well-formed code: the languages list reports it
  }
};

const LIST_OF_CODES = () => LANGUAGES.join(", ");

/** `{ "en": ..., "ar": ... }`: a value written per language where one value belongs. */
export const isPerLanguage = (input: unknown) =>
  !!input && typeof input === "object" && !Array.isArray(input) && Object.keys(input).some((key) => isLanguage(key));

/**
 * Told apart from other wrong types: a fact that is the same in every language (a number,
 * an address, a name, a date) is written once, so that the languages cannot disagree.
 */
export const SHARED = "is the same in every language: write it once, not per language";

/** The longest texts the content takes: a line (a name, a title, a question), any other shared value, a sentence or paragraph. */
export const LONGEST = { line: 120, value: 200, paragraph: 1500 } as const;

export const text = (what: string, longest: number = LONGEST.value) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `missing ${what}`
          : isPerLanguage(issue.input)
            ? `${what} ${SHARED}`
            : `${what} must be text`,
    })
    .trim()
    .min(1, { error: `${what} is empty` })
    .max(longest, {
      error: (issue) =>
        `${what} is ${(issue.input as string).trim().length} characters long, more than the ${longest} the page has room for: shorten it`,
    });

/** A date written as text: 2025-08 or 2025-08-14. */
export const isoDate = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `missing ${what}` : `${what} must be a date written as text`),
    })
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, {
      error: `${what} must be a date like 2025-08 or 2025-08-14`,
    });

/** A shared value that must match a pattern, e.g. a VAT id. */
export const shared = (what: string, pattern: RegExp, example: string) =>
  text(what).regex(pattern, { error: `${what} must look like ${example}` });

/** A text written in every language, each at most `longest` characters long. */
const localized = (longest: number) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        text(`${languageName(lang)} translation`, longest).describe(`The ${languageName(lang)} text.`),
      ]),
    ) as Record<string, z.ZodString>,
    {
      error: (issue) =>
        issue.input === undefined
          ? "missing field"
          : `expected an object with one text per language (${LIST_OF_CODES()})`,
    },
  );

/** A text written in every language: `{ "en": "...", "ar": "..." }`: a sentence or a paragraph. */
export const localizedText = localized(LONGEST.paragraph);

/** A name, a title, a question or a heading, written in every language. */
export const localizedLine = localized(LONGEST.line);

/** A list of paragraphs written in every language: `{ "en": ["..."], "ar": ["..."] }`. */
export const localizedParagraphs = z.strictObject(
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      z
        .array(text(`${languageName(lang)} paragraph`, LONGEST.paragraph), {
          error: (issue) =>
            issue.input === undefined
              ? `missing ${languageName(lang)} translation`
              : `${languageName(lang)} translation must be a list of paragraphs`,
        })
        .min(1, { error: `${languageName(lang)} translation has no paragraphs` }),
    ]),
  ) as Record<string, z.ZodArray<z.ZodString>>,
  {
    error: (issue) =>
      issue.input === undefined
        ? "missing field"
        : `expected an object with one list per language (${LIST_OF_CODES()})`,
  },
);

export const id = z
  .string({
    error: (issue) =>
      issue.input === undefined ? "missing id" : isPerLanguage(issue.input) ? `id ${SHARED}` : "id must be text",
  })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "id must be lower-case words joined by hyphens" });

/** One of a fixed list of keys; the message lists them. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(", ")}` });

export const exactly = <T extends z.ZodTypeAny>(item: T, count: number, what: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? "missing field" : `expected a list of ${what}`) })
    .length(count, {
      error: (issue) => `expected exactly ${count} ${what}, found ${(issue.input as unknown[]).length}`,
    });

export const between = <T extends z.ZodTypeAny>(item: T, min: number, max: number, what: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? "missing field" : `expected a list of ${what}`) })
    .min(min, { error: (issue) => `expected ${min} to ${max} ${what}, found ${(issue.input as unknown[]).length}` })
    .max(max, { error: (issue) => `expected ${min} to ${max} ${what}, found ${(issue.input as unknown[]).length}` });

/**
 * A list whose items each have their own id: the site uses ids as anchors and as keys (an FAQ's
 * id opens its answer), so two items with one id would open, close and link together.
 */
export const uniqueIds = <T extends z.ZodType<{ id: string }[]>>(list: T, what: string) =>
  list.superRefine((items, context) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other.id === item.id) !== index) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `id "${item.id}" is used twice: each of the ${what} needs an id of its own`,
        });
      }
    });
  });

const filePath = (extensions: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "missing file path" : "file path must be text") })
    .regex(extensions, { error: `file must be one of ${extensions.source.replace(/[\\$()]/g, "")}` });

/** The path must name a file of the project's `files` in `folder`. */
const found = (files: ProjectFiles, folder: string, valid: (input: string) => boolean) =>
  [
    (p: string) => valid(p) && inFolder(folder, p) in files,
    { error: (issue: { input: unknown }) => `file not found: ${inFolder(folder, String(issue.input))}` },
  ] as const;

/** A path relative to data/ that must point at an existing file. */
export const localFile = (files: ProjectFiles, extensions: RegExp) =>
  filePath(extensions).refine(...found(files, "data", (p) => !p.startsWith("/")));

/**
 * The URL path of a file in static/, which the site serves as it is: "/tools/pytorch.svg"
 * for static/tools/pytorch.svg. The file must exist.
 */
export const staticFile = (files: ProjectFiles, extensions: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "missing file path" : "file path must be text") })
    .regex(/^\/[^\\]+$/, { error: 'expected a path in static/ starting with "/", e.g. "/tools/logo.svg"' })
    .regex(extensions, { error: `file must be one of ${extensions.source.replace(/[\\$()]/g, "")}` })
    .refine(...found(files, "static", (p) => !p.split("/").includes("..")));

export const httpsUrl = z.url({
  protocol: /^https$/,
  error: (issue) => (isPerLanguage(issue.input) ? `URL ${SHARED}` : "expected an https:// URL"),
});
