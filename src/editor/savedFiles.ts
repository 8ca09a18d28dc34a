/**
 * The files a save of Sveltia's entry writes, by path, with their values as Sveltia writes them
 * (what the save check compares with the files on disk).
 */
import type { Json } from "../content/problems";

/** Sveltia's entry as preSave gives it (its Immutable.js map, as plain values). */
export type EntryData = {
  path: string;
  collection: string;
  slug: string;
  data: Record<string, Json>;
  i18n: Record<string, { data?: Record<string, Json> }>;
};

/**
 * A value as Sveltia writes it: without the keys it keeps for itself in a form ("__sc_", such as
 * a moved item's original place; registered in sveltiaOverrides.ts), and without empty optional
 * fields (`omit_empty_optional_fields`: the form gives them as null, "" or an empty list).
 */
const asWritten = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(asWritten);
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value)
    .filter(([key]) => !key.startsWith("__sc_"))
    .map(([key, inner]) => [key, asWritten(inner)] as const)
    .filter(([, inner]) => {
      if (inner === null || inner === undefined || inner === "") return false;
      return typeof inner !== "object" || Object.keys(inner).length > 0;
    });
  return Object.fromEntries(kept);
};

/**
 * The files an entry saves, by path, with their values: the entry's own, and for a text of the
 * interface (one file per language) each language's. A list saved as the file's top level (its
 * field marked `root`) is the file's value.
 */
export const entryFiles = (entry: EntryData, rootList: (file: string) => string | undefined) => {
  const valueOf = (file: string, data: Record<string, Json>): Json => {
    const list = rootList(file);
    return asWritten(list === undefined ? data : data[list]);
  };
  const files: Record<string, Json> = { [entry.path]: valueOf(entry.path, entry.data) };
  for (const [locale, { data }] of Object.entries(entry.i18n ?? {})) {
    const file = entry.path.replace(/^locales\/[^/]+\//, `locales/${locale}/`);
    if (data && file !== entry.path) files[file] = valueOf(file, data);
  }
  return files;
};
