/**
 * Translations reviewed in the editor: beside each text's languages the form shows whether the
 * translation was written from its English (translations.lock.json): "to review" or "reviewed".
 * Saved as reviewed, the English is recorded, as `npm run translations:accept` does. The choice is
 * not content: a Sveltia file format (registerCustomFormat) adds it on reading and drops it on
 * writing, and the save hook leaves it out of what it checks.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { inFileOrder, LOCK_FILE, localizedFields, same, type TranslationLock } from "../content/translations";
import type { Json } from "../content/problems";
import { jsonText } from "./guardSave";
import { isObject, parseJson as parse, valueAt as at, type JsonObject, type JsonPath } from "./jsonMerge";

export const REVIEW_FIELD = "translation";
export type ReviewState = "review" | "reviewed";

/** The file format of a data file (or of the legal pages' folder) whose translations the form shows. */
export const REVIEWED_FORMAT = "json-translations";
export const reviewedFormat = (place: string) => `${REVIEWED_FORMAT}:${place}`;

export const withoutReviewStates = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withoutReviewStates);
  if (!isObject(value)) return value;
  const onlyLanguages = Object.keys(value).every((key) => key === REVIEW_FIELD || LANGUAGES.includes(key));
  const kept = Object.entries(value).filter(([key]) => key !== REVIEW_FIELD || !onlyLanguages);
  return Object.fromEntries(kept.map(([key, inner]) => [key, withoutReviewStates(inner)]));
};

/** A file's value (data/faqs.json: the list) with each text's choice, from the record. */
export const withReviewStates = (file: string, value: Json, lock: TranslationLock): Json => {
  const states = structuredClone(withoutReviewStates(value));
  for (const { key, at: path, english } of localizedFields(states)) {
    const text = at(states, path as JsonPath) as JsonObject;
    text[REVIEW_FIELD] = same(lock[file]?.[key], english) ? "reviewed" : "review";
  }
  return states;
};

/**
 * The record after a save of a file (as the form holds it, with the choices), or undefined when
 * unchanged. A text marked reviewed is recorded, unless it was up to date when opened and only its
 * English changed (the translation then needs review); changed with its translation, it is.
 */
export const reviewedLock = (
  file: string,
  saved: Json,
  disk: Json,
  lock: TranslationLock,
): TranslationLock | undefined => {
  const before = new Map(localizedFields(disk).map((field) => [field.key, at(disk, field.at as JsonPath)]));
  const recorded = lock[file] ?? {};
  const entries: Record<string, string | string[]> = {};
  let changed = false;
  for (const { key, at: path, english } of localizedFields(withoutReviewStates(saved))) {
    const { [REVIEW_FIELD]: state, ...text } = at(saved, path as JsonPath) as JsonObject;
    const { [DEFAULT_LANGUAGE]: _english, ...translation } = text;
    const { [DEFAULT_LANGUAGE]: englishBefore, ...translationBefore } = (before.get(key) ?? {}) as JsonObject;
    // Left "reviewed" as it was opened while only the English changed: the translation is to review.
    const upToDateBefore = recorded[key] !== undefined && same(recorded[key], englishBefore);
    const translated = !same(translation, translationBefore);
    const record = state === "reviewed" && (!upToDateBefore || translated) ? english : recorded[key];
    if (record === undefined) continue;
    if (!same(record, recorded[key])) changed = true;
    entries[key] = record;
  }
  return changed ? { ...lock, [file]: entries } : undefined;
};

export const lockAfter = (project: Record<string, string>, writes: Record<string, string>): TranslationLock =>
  (parse(writes[LOCK_FILE] ?? project[LOCK_FILE]) ?? {}) as TranslationLock;

/** What a save writes to the record: from the files saved as the form holds them, the project before, the other writes. */
export const reviewWrites = (
  saving: Record<string, Json>,
  project: Record<string, string>,
  writes: Record<string, string>,
): Record<string, string> => {
  let lock = lockAfter(project, writes);
  let changed = false;
  for (const [file, value] of Object.entries(saving)) {
    if (!file.startsWith("data/")) continue;
    const next = reviewedLock(file, value, parse(project[file]), lock);
    if (next) [lock, changed] = [next, true];
  }
  return changed ? { [LOCK_FILE]: jsonText(inFileOrder(lock, { ...project, ...writes }) as Json) } : {};
};

/** The data file a format reads: its own file, or for the legal pages' folder, the page its id names. */
const fileOf = (place: string, value: Json) =>
  place.endsWith(".json") ? place : `${place}/${isObject(value) ? String(value.id) : ""}.json`;

export type ReviewCms = {
  registerCustomFormat(
    name: string,
    extension: string,
    methods: { fromFile: (text: string) => Promise<Json>; toFile: (value: Json) => string },
  ): void;
};

/** The formats of the data files, each reading the record when Sveltia reads a file (undefined: choices left empty). */
export const registerReviewFormats = (
  cms: ReviewCms,
  config: { collections: { format?: string; files?: object[] }[] },
  lock: () => Promise<TranslationLock | undefined>,
) => {
  const formats = config.collections.flatMap((collection) => [
    collection.format,
    ...(collection.files ?? []).map((file) => (file as { format?: string }).format),
  ]);
  for (const format of new Set(formats)) {
    if (!format?.startsWith(`${REVIEWED_FORMAT}:`)) continue;
    const place = format.slice(REVIEWED_FORMAT.length + 1);
    cms.registerCustomFormat(format, "json", {
      fromFile: async (text) => {
        const value = JSON.parse(text) as Json;
        const record = await lock().catch(() => undefined);
        return record ? withReviewStates(fileOf(place, value), value, record) : value;
      },
      toFile: (value) => JSON.stringify(withoutReviewStates(value), null, 2),
    });
  }
};
