/**
 * Checks every content file and locale file before Gatsby builds anything. Each problem
 * becomes one line naming the file, the item and the field, so an editor can find it.
 */
import fs from "fs";
import path from "path";
import type { z } from "zod";
import { contentSchemas, legalDocument, LEGAL_DIR, LIST_KEY, type ContentFile } from "./schema";
import { FACTS, PLACEHOLDER, literalFacts, type SiteFacts } from "./facts";
import { LANGUAGES } from "../i18n/languages";
import { staleTranslations } from "./translations";

export interface ContentProblem {
  file: string;
  item?: string;
  field?: string;
  message: string;
}

export const formatProblem = ({ file, item, field, message }: ContentProblem): string =>
  [file, item, field && `field "${field}"`].filter(Boolean).join(", ") + `: ${message}`;

export class ContentValidationError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content validation failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join("\n"),
    );
    this.name = "ContentValidationError";
  }
}

type Json = unknown;

/** Reads and parses a JSON file, turning a syntax error into a problem with line and column. */
const readJson = (absolute: string, file: string): { value?: Json; problem?: ContentProblem } => {
  let source: string;
  try {
    source = fs.readFileSync(absolute, "utf8");
  } catch {
    return { problem: { file, message: "file is missing" } };
  }
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1]);
    const where = Number.isFinite(position) ? ` (line ${lineAndColumn(source, position)})` : "";
    return { problem: { file, message: `not valid JSON${where}: ${message}` } };
  }
};

const lineAndColumn = (source: string, position: number) => {
  const before = source.slice(0, position).split("\n");
  return `${before.length}, column ${before[before.length - 1].length + 1}`;
};

/**
 * Splits a zod issue path into the item it is about (each array index, described by the
 * element's id when it has one) and the field inside that item.
 */
export const describePath = (root: Json, issuePath: PropertyKey[]): { item?: string; field?: string } => {
  const items: string[] = [];
  let fieldParts: string[] = [];
  let node: Json = root;
  for (const key of issuePath) {
    if (typeof key === "number") {
      const element = Array.isArray(node) ? node[key] : undefined;
      const elementId =
        element && typeof element === "object" && typeof (element as { id?: unknown }).id === "string"
          ? (element as { id: string }).id
          : undefined;
      const label = fieldParts.length ? `${fieldParts.join(".")}[${key}]` : `item ${key}`;
      items.push(elementId ? `${label} (id "${elementId}")` : label);
      fieldParts = [];
    } else {
      fieldParts.push(String(key));
    }
    node = node && typeof node === "object" ? (node as Record<PropertyKey, Json>)[key] : undefined;
  }
  return { item: items.length ? items.join(" > ") : undefined, field: fieldParts.join(".") || undefined };
};

/**
 * Where an issue is, for an editor. In a list file (`{ "items": [...] }`) the items are
 * named as before the list had a wrapper: `item 2 (id "roi")`, not `items[2]`.
 */
const describeIssuePath = (data: Json, issuePath: PropertyKey[]) => {
  const list = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, Json>)[LIST_KEY] : undefined;
  return Array.isArray(list) && issuePath[0] === LIST_KEY
    ? describePath(list, issuePath.slice(1))
    : describePath(data, issuePath);
};

export const zodProblems = (file: string, data: Json, error: z.ZodError): ContentProblem[] =>
  error.issues.flatMap((issue) => {
    // An unknown key is reported once per key, so the message can name the field.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        ...describeIssuePath(data, [...issue.path, key]),
        message: "unknown field (misspelt?)",
      }));
    }
    return [{ file, ...describeIssuePath(data, issue.path), message: issue.message }];
  });

/** Lists every `a.b.c` key path of a locale object, with problems for non-text leaves. */
const localeKeys = (file: string, value: Json, problems: ContentProblem[], prefix = ""): string[] => {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    problems.push({ file, field: prefix || undefined, message: "expected an object of texts" });
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === "object" && !Array.isArray(child)) {
      return localeKeys(file, child, problems, keyPath);
    }
    if (typeof child !== "string" || child.trim() === "") {
      problems.push({ file, item: `key "${keyPath}"`, message: "expected a non-empty text" });
    }
    return [keyPath];
  });
};

const listJsonFiles = (dir: string, base = dir): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const absolute = path.join(dir, entry.name);
        if (entry.isDirectory()) return listJsonFiles(absolute, base);
        return entry.name.endsWith(".json") ? [path.relative(base, absolute).split(path.sep).join("/")] : [];
      })
    : [];

/** Every text of a value with its path: strings, and strings inside lists and objects. */
const textsOf = (value: Json, at: PropertyKey[] = []): { text: string; at: PropertyKey[] }[] => {
  if (typeof value === "string") return [{ text: value, at }];
  if (Array.isArray(value)) return value.flatMap((child, index) => textsOf(child, [...at, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => textsOf(child, [...at, key]));
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
    const literal = site && literalFacts(site).find(({ value }) => text.includes(value));
    if (literal) {
      found.push({
        ...where,
        message: `"${literal.value}" is a fact kept in data/site.json: write {{${literal.fact}}} instead, so that it is written in one place`,
      });
    }
    return found;
  });

export const validateData = (dataDir: string): ContentProblem[] => {
  const schemas = contentSchemas(dataDir);
  const shown = (relative: string) => path.relative(process.cwd(), path.join(dataDir, relative)) || relative;
  const problems: ContentProblem[] = [];
  const legalFiles: string[] = [];
  for (const relative of listJsonFiles(dataDir)) {
    if (relative.startsWith(`${LEGAL_DIR}/`) && !relative.slice(LEGAL_DIR.length + 1).includes("/")) legalFiles.push(relative);
    else if (!(relative in schemas)) {
      problems.push({
        file: shown(relative),
        message: `unknown content file (expected one of: ${Object.keys(schemas).join(", ")}, or ${LEGAL_DIR}/<page>.json)`,
      });
    }
  }
  let site: SiteFacts | undefined;
  for (const [relative, schema] of Object.entries(schemas) as [ContentFile, z.ZodTypeAny][]) {
    const file = shown(relative);
    const { value, problem } = readJson(path.join(dataDir, relative), file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const result = schema.safeParse(value);
    if (!result.success) problems.push(...zodProblems(file, value, result.error));
    else if (relative === "site.json") site = value as SiteFacts;
  }
  if (!legalFiles.length) problems.push({ file: shown(LEGAL_DIR), message: "no legal documents (expected at least one .json file)" });
  for (const relative of legalFiles) {
    const file = shown(relative);
    const { value, problem } = readJson(path.join(dataDir, relative), file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const result = legalDocument(path.basename(relative, ".json")).safeParse(value);
    if (!result.success) problems.push(...zodProblems(file, value, result.error));
    problems.push(...factProblems(file, value, site));
  }
  return problems;
};

export const validateLocales = (localesDir: string): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const shown = (language: string, name: string) =>
    path.relative(process.cwd(), path.join(localesDir, language, name)) || name;
  const keysByLanguage = new Map<string, Map<string, Set<string>>>();
  for (const language of LANGUAGES) {
    const files = new Map<string, Set<string>>();
    for (const name of listJsonFiles(path.join(localesDir, language))) {
      const file = shown(language, name);
      const { value, problem } = readJson(path.join(localesDir, language, name), file);
      if (problem) problems.push(problem);
      else files.set(name, new Set(localeKeys(file, value, problems)));
    }
    keysByLanguage.set(language, files);
  }
  const names = new Set([...keysByLanguage.values()].flatMap((files) => [...files.keys()]));
  for (const name of names) {
    for (const language of LANGUAGES) {
      const own = keysByLanguage.get(language)!.get(name);
      const others = LANGUAGES.filter((other) => other !== language);
      if (!own) {
        if (!problems.some((p) => p.file === shown(language, name))) {
          problems.push({ file: shown(language, name), message: `file is missing (it exists for ${others.join(", ")})` });
        }
        continue;
      }
      for (const other of others) {
        for (const key of keysByLanguage.get(other)!.get(name) ?? []) {
          if (!own.has(key)) {
            problems.push({
              file: shown(language, name),
              item: `key "${key}"`,
              message: `missing translation (present in ${shown(other, name)})`,
            });
          }
        }
      }
    }
  }
  return problems;
};

/**
 * Every problem of data/ and locales/ under `rootDir` (they stop the build), and every
 * translation to review (warnings: see translations.ts).
 */
export const checkContent = (rootDir: string): { problems: ContentProblem[]; warnings: ContentProblem[] } => ({
  problems: [...validateData(path.join(rootDir, "data")), ...validateLocales(path.join(rootDir, "locales"))],
  warnings: staleTranslations(rootDir),
});

/** The warning text for translations to review, as `npm run check` and the build print it. */
export const formatWarnings = (warnings: ContentProblem[]): string =>
  `Translations to review (${warnings.length}): the English changed or is new since the translation was written.\n` +
  warnings.map((w) => `  - ${formatProblem(w)}`).join("\n") +
  "\n  When the translation fits the English (updated, or judged still right), record it: npm run translations:accept [file or file#id ...]";

/** Validates data/ and locales/ under `rootDir`; throws one error listing every problem. */
export const validateContent = (rootDir: string): void => {
  const { problems } = checkContent(rootDir);
  if (problems.length) throw new ContentValidationError(problems);
};
