/**
 * Stale translations. translations.lock.json records, for each localized field of data/,
 * the English text its other-language texts were written from. When the English changes
 * and the record still holds the old one, `npm run check` and the build warn (they do not
 * fail), naming the file, the item, the field, and the old and new English. A field with no
 * record yet is new content: it needs review too. `npm run translations:accept` records the
 * current English, for everything or for the files or items named.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { contentTypeName } from "./types";
import { describePath, jsonFiles, readText, type ContentProblem, type ProjectFiles } from "./problems";
import { readLockFile, recordShapeProblem } from "./lockFile";
import { languageName } from "./fields";

export const LOCK_FILE = "translations.lock.json";

/** { "data/faqs.json": { "roi/answer": "When will we see a return?" } } */
export type TranslationLock = Record<string, Record<string, string | string[]>>;

const OTHERS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const OTHER_NAMES = OTHERS.map((language) => languageName(language)).join(" and ");

const isLocalized = (value: unknown): value is Record<string, string | string[]> =>
  !!value &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.keys(value).length === LANGUAGES.length &&
  LANGUAGES.every((language) => language in value);

export interface LocalizedField {
  /** Stable name in the lock: ids instead of positions, e.g. "digital-academy/features/lms/title". */
  key: string;
  at: PropertyKey[];
  english: string | string[];
}

/** Every localized field of a file's content, with its English. */
export const localizedFields = (value: unknown, at: PropertyKey[] = [], key: string[] = []): LocalizedField[] => {
  // A legal page's revision dates are per language but no translation: legalDates.ts keeps them.
  if (key[key.length - 1] === "lastUpdated") return [];
  if (isLocalized(value)) return [{ key: key.join("/"), at, english: value[DEFAULT_LANGUAGE] }];
  if (Array.isArray(value)) {
    return value.flatMap((child, index) => {
      const id = child && typeof child === "object" && typeof child.id === "string" ? child.id : String(index);
      // Twin legal sections, one for each kind of build, share an id: their build tells them apart.
      const build =
        child && typeof child === "object" && typeof child.onlyInBuilds === "string" ? `@${child.onlyInBuilds}` : "";
      return localizedFields(child, [...at, index], [...key, id + build]);
    });
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, child]) => localizedFields(child, [...at, name], [...key, name]));
  }
  return [];
};

/** The content files of data/, relative to the project (data/faqs.json), with their content. */
const contentFiles = (files: ProjectFiles): { file: string; content: unknown }[] =>
  jsonFiles(files, "data")
    .filter((name) => contentTypeName(name))
    .flatMap((name) => {
      try {
        return [{ file: `data/${name}`, content: JSON.parse(readText(files[`data/${name}`]).text) }];
      } catch {
        return []; // a broken file is validation's to report
      }
    });

/** The record; {} when there is none yet. A broken one throws a LockFileError (lockFile.ts). */
export const readLock = (files: ProjectFiles): TranslationLock =>
  readLockFile<TranslationLock>(files, LOCK_FILE, (value) =>
    recordShapeProblem(value, {
      valid: (entry) =>
        typeof entry === "string" || (Array.isArray(entry) && entry.every((part) => typeof part === "string")),
      expected: "the English text (a string, or a list of strings)",
    }),
  );

const quote = (english: string | string[]) => JSON.stringify(Array.isArray(english) ? english.join(" ¶ ") : english);
const sortKeys = (_: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;
/** Equal as data: an object's keys in any order (Sveltia's draft sorts them, its files keep its fields' order), a list's items in theirs. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a, sortKeys) === JSON.stringify(b, sortKeys);

/**
 * The record in one order, whoever writes it (`npm run translations:accept`, the editor): files
 * as data/ lists them, each file's texts as the file has them.
 */
export const inFileOrder = (lock: TranslationLock, files: ProjectFiles): TranslationLock => {
  const order = new Map(contentFiles(files).map(({ file, content }) => [file, localizedFields(content)]));
  const rank = (file: string) => [...order.keys()].indexOf(file) + 1 || Infinity;
  const sorted = Object.keys(lock).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    sorted.map((file) => {
      const keys = (order.get(file) ?? []).map(({ key }) => key).filter((key) => key in lock[file]);
      const rest = Object.keys(lock[file]).filter((key) => !keys.includes(key));
      return [file, Object.fromEntries([...keys, ...rest].map((key) => [key, lock[file][key]]))];
    }),
  );
};

/** One warning per localized field whose English is not the one its translations were written from. */
export const staleTranslations = (files: ProjectFiles): ContentProblem[] => {
  const lock = readLock(files);
  return contentFiles(files).flatMap(({ file, content }) =>
    localizedFields(content).flatMap(({ key, at, english }) => {
      const recorded = lock[file]?.[key];
      if (recorded !== undefined && same(recorded, english)) return [];
      const where = { file, ...describePath(content, at) };
      return [
        {
          ...where,
          message:
            recorded === undefined
              ? `new English text, its ${OTHER_NAMES} not yet reviewed (${quote(english)})`
              : `English changed since the ${OTHER_NAMES} was written: was ${quote(recorded)}, now ${quote(english)}`,
        },
      ];
    }),
  );
};

/**
 * Records the current English as the one the translations were written from: for every
 * field, or for the files (`data/faqs.json`) or items (`data/faqs.json#roi`) named.
 * Returns how many fields changed in the record, and the record to write.
 */
export const recordTranslations = (
  files: ProjectFiles,
  targets: string[] = [],
): { changed: number; writes: ProjectFiles } => {
  const old = readLock(files);
  const lock: TranslationLock = {};
  let changed = 0;
  const wanted = targets.map((target) => {
    const [file, id] = target.split("#");
    return { file, id };
  });
  const unknown = new Set(wanted.map(({ file }) => file));
  for (const { file, content } of contentFiles(files)) {
    unknown.delete(file);
    const fields = localizedFields(content);
    const entries: Record<string, string | string[]> = {};
    for (const { key, english } of fields) {
      const chosen =
        !wanted.length ||
        wanted.some((target) => target.file === file && (!target.id || key.split("/").includes(target.id)));
      const previous = old[file]?.[key];
      const value = chosen ? english : previous;
      if (value === undefined) continue;
      if (!same(previous, value)) changed += 1;
      entries[key] = value;
    }
    lock[file] = entries;
  }
  if (unknown.size) throw new Error(`not a content file: ${[...unknown].join(", ")}`);
  return { changed, writes: { [LOCK_FILE]: `${JSON.stringify(lock, null, 2)}\n` } };
};
