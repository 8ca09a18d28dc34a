/**
 * Checks every content file and locale file before Gatsby builds anything. Each problem
 * becomes one line naming the file, the item and the field, so an editor can find it.
 */
import type { z } from "zod";
import { contentSchemas, legalDocument, LEGAL_DIR } from "./schema";
import {
  describePath,
  formatProblem,
  jsonFiles,
  zodProblems,
  type ContentProblem,
  type Json,
  type ProjectFiles,
} from "./problems";
import { byteOrderMarkProblem, readJson } from "./readJson";
import { validateLocales } from "./validateLocales";
import { FACTS, PLACEHOLDER, literalFacts, type SiteFacts } from "./facts";
import { LOCK_FILE, readLock, staleTranslations } from "./translations";
import { LEGAL_DATES_FILE, legalDateProblems, legalDatesToRecord, readLegalDates, thisMonth } from "./legalDates";
import { LockFileError } from "./lockFile";

export { ContentValidationError, describePath, formatProblem, zodProblems, type ContentProblem } from "./problems";
export { validateLocales };

/**
 * What the rules read of a project (its ProjectFiles): the JSON texts of the content folders,
 * the names of the files of static/, and the two records beside the content.
 */
export const CONTENT_FOLDERS = ["data", "locales"];
export const STATIC_FOLDER = "static";
export const RECORD_FILES = [LEGAL_DATES_FILE, LOCK_FILE];

/** Every text of a value with its path: strings, and strings inside lists and objects. */
const textsOf = (value: Json, at: PropertyKey[] = []): { text: string; at: PropertyKey[] }[] => {
  if (typeof value === "string") return [{ text: value, at }];
  if (Array.isArray(value)) return value.flatMap((child, index) => textsOf(child, [...at, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, [...at, key]));
  return [];
};

/**
 * "One fact, one place" in a legal text: facts are named by placeholder ({{email}}), never
 * written out, and every placeholder names a known fact.
 */
const factProblems = (file: string, doc: Json, site: SiteFacts | undefined): ContentProblem[] =>
  textsOf(doc).flatMap(({ text, at }) => {
    const where = { file, ...describePath(doc, at) };
    const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !(name in FACTS));
    const found: ContentProblem[] = unknown.map((name) => ({
      ...where,
      message: `unknown placeholder {{${name}}} (known: ${Object.keys(FACTS).join(", ")})`,
    }));
    if (site && !site.host.transferBasis && /\{\{\s*hostTransferBasis\s*\}\}/.test(text)) {
      found.push({
        ...where,
        message: `{{hostTransferBasis}} has nothing to show: the host processes the log data in ${site.host.logCountry}, inside the EU/EEA (data/site.json, host); say instead that the data stays in the EU/EEA`,
      });
    }
    const literal = site && literalFacts(site).find(({ value }) => text.includes(value));
    if (literal) {
      found.push({
        ...where,
        message: `"${literal.value}" is a fact kept in data/site.json: write {{${literal.fact}}} instead, so that it is written in one place`,
      });
    }
    return found;
  });

/** The package that parses data/ itself for the build (a byte-order mark stops it). */
const DATA_PARSER = "gatsby-transformer-json (the package that reads data/ for the build)";

/** The problems of data/ in the project's `files`, each naming its file by its path in the project. */
export const validateData = (files: ProjectFiles): ContentProblem[] => {
  const schemas = contentSchemas(files);
  const problems: ContentProblem[] = [];
  /** A file's value, or undefined when it cannot be read (its problems reported). */
  const parsed = (file: string): { value: Json } | undefined => {
    const { value, problem, byteOrderMark, keyProblems = [] } = readJson(files, file);
    if (byteOrderMark) problems.push(byteOrderMarkProblem(file, DATA_PARSER));
    problems.push(...keyProblems);
    if (problem) problems.push(problem);
    return problem ? undefined : { value };
  };
  const legalFiles: string[] = [];
  for (const relative of jsonFiles(files, "data")) {
    if (relative.startsWith(`${LEGAL_DIR}/`) && !relative.slice(LEGAL_DIR.length + 1).includes("/"))
      legalFiles.push(relative);
    else if (!(relative in schemas)) {
      problems.push({
        file: `data/${relative}`,
        message: `unknown content file (expected one of: ${Object.keys(schemas).join(", ")}, or ${LEGAL_DIR}/<page>.json)`,
      });
    }
  }
  let site: SiteFacts | undefined;
  for (const [relative, schema] of Object.entries(schemas) as [string, z.ZodTypeAny][]) {
    const file = `data/${relative}`;
    const read = parsed(file);
    if (!read) continue;
    const result = schema.safeParse(read.value);
    if (!result.success) problems.push(...zodProblems(file, read.value, result.error));
    else if (relative === "site.json") site = read.value as SiteFacts;
  }
  if (!legalFiles.length)
    problems.push({ file: `data/${LEGAL_DIR}`, message: "no legal documents (expected at least one .json file)" });
  for (const relative of legalFiles) {
    const file = `data/${relative}`;
    const read = parsed(file);
    if (!read) continue;
    const result = legalDocument(relative.slice(LEGAL_DIR.length + 1, -".json".length)).safeParse(read.value);
    if (!result.success) problems.push(...zodProblems(file, read.value, result.error));
    problems.push(...factProblems(file, read.value, site));
  }
  return problems;
};

/**
 * Every problem of data/ and locales/ in the project's `files` (they stop the build), legal
 * texts changed without their date (legalDates.ts), and every translation to review (warnings:
 * see translations.ts), each naming its file by its path in the project. On Node,
 * projectFiles.ts's checkContent runs it on the project on disk.
 */
export const checkFiles = (
  files: ProjectFiles,
  today = thisMonth(),
): { problems: ContentProblem[]; warnings: ContentProblem[] } => {
  const dataProblems = validateData(files);
  const legalLock = lockProblems(() => readLegalDates(files));
  const translationLock = lockProblems(() => readLock(files));
  return {
    problems: [
      ...dataProblems,
      ...legalLock,
      // Dates are compared with texts whose facts are filled in: only once data/ is sound.
      ...(dataProblems.length || legalLock.length ? [] : legalDateProblems(files, today)),
      ...validateLocales(files),
      ...translationLock,
    ],
    warnings: [
      ...(dataProblems.length || legalLock.length ? [] : legalDatesToRecord(files, today)),
      ...(translationLock.length ? [] : staleTranslations(files)),
    ],
  };
};

/** A record beside the content that cannot be read (lockFile.ts), as a problem naming it. */
const lockProblems = (read: () => unknown): ContentProblem[] => {
  try {
    read();
    return [];
  } catch (error) {
    if (!(error instanceof LockFileError)) throw error;
    return [{ file: error.file, message: error.problem }];
  }
};

/** Both records beside the content, each as a problem if it cannot be read. */
export const brokenRecords = (files: ProjectFiles): ContentProblem[] => [
  ...lockProblems(() => readLegalDates(files)),
  ...lockProblems(() => readLock(files)),
];

const lines = (warnings: ContentProblem[]) => warnings.map((w) => `\n  - ${formatProblem(w)}`).join("");

/** The warnings' text, as `npm run check` and the build print it: legal dates to record, then translations to review. */
export const formatWarnings = (warnings: ContentProblem[]): string => {
  const dates = warnings.filter((w) => w.field?.startsWith("lastUpdated."));
  const translations = warnings.filter((w) => !dates.includes(w));
  return [
    dates.length &&
      `Legal dates to record (${dates.length}): the text changed with its date, or a company fact it shows changed.${lines(dates)}`,
    translations.length &&
      `Translations to review (${translations.length}): the English changed or is new since the translation was written.${lines(translations)}` +
        "\n  When the translation fits the English (updated, or judged still right), record it: npm run translations:accept [file or file#id ...]",
  ]
    .filter(Boolean)
    .join("\n");
};
