/**
 * What the content editor's save guard (guardSave.ts) does with a file's JSON: find the values
 * changed between two versions, and merge a save into a file that changed on disk since the
 * editor read it when the two changes do not touch the same value. (The key order is Sveltia's:
 * it writes an entry's keys in its fields' order, the content model's, whatever order it is given.)
 */
import type { Json } from "../content/problems";

export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json): value is JsonObject =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The ids of a list's items, or undefined when its items have none. */
const idsOf = (list: Json[]): string[] | undefined =>
  list.every((item) => isObject(item) && typeof item.id === "string")
    ? list.map((item) => (item as { id: string }).id)
    : undefined;

/** A file's text parsed, undefined when there is none or it is not JSON (a byte-order mark is no error). */
export const parseJson = (text: string | undefined): Json => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text.replace(/^\ufeff/, "")) as Json;
  } catch {
    return undefined;
  }
};

/** A value's place in a file: keys and list indexes. */
export type JsonPath = (string | number)[];

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** Lists walked item by item: the same length and, when they have ids, the same ids in order. */
const alignedLists = (...lists: Json[][]) =>
  lists.every((list) => list.length === lists[0].length) &&
  lists.every((list) => same(idsOf(list) ?? null, idsOf(lists[0]) ?? null));

/**
 * The places where `after` differs from `before`: the smallest object values, or a whole list
 * whose items were added, removed or reordered.
 */
export const changedPaths = (before: Json, after: Json, at: JsonPath = []): JsonPath[] => {
  if (same(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && alignedLists(before, after))
    return before.flatMap((item, index) => changedPaths(item, after[index], [...at, index]));
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  return [at];
};

/** The value at a place of a file, undefined where there is none. */
export const valueAt = (value: Json, path: JsonPath): Json =>
  path.reduce<Json>((node, key) => (node && typeof node === "object" ? (node as JsonObject)[key] : undefined), value);

const withValue = (value: Json, path: JsonPath, replacement: Json): Json => {
  if (!path.length) return replacement;
  const [key, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === key ? withValue(item, rest, replacement) : item));
  const object = isObject(value) ? value : {};
  const inner = withValue(object[key], rest, replacement);
  if (inner === undefined) return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
  return { ...object, [key]: inner };
};

/**
 * Where a place of `base` is in `ours`: a list's item is found by its id when the items have
 * ids (the save may have added, removed or moved items), else at the same place in a list of
 * the same length. Undefined when the save removed it.
 */
const placeIn = (where: JsonPath, base: Json, ours: Json): JsonPath | undefined => {
  const found: JsonPath = [];
  let before: Json = base;
  let after: Json = ours;
  for (const key of where) {
    if (typeof key === "number") {
      if (!Array.isArray(before) || !Array.isArray(after)) return undefined;
      const beforeIds = idsOf(before);
      const afterIds = idsOf(after);
      const index =
        beforeIds && afterIds ? afterIds.indexOf(beforeIds[key]) : after.length === before.length ? key : -1;
      if (index < 0) return undefined;
      found.push(index);
      before = before[key];
      after = after[index];
    } else {
      found.push(key);
      before = isObject(before) ? before[key] : undefined;
      after = isObject(after) ? after[key] : undefined;
    }
  }
  return found;
};

/**
 * A save (`ours`) made from `base`, merged with the file as it is now (`theirs`): every value
 * changed on disk since `base` is kept, as long as the save did not change it too. Returns the
 * merged value (the save's where both changed) and the places both changed (as `theirs` has them).
 */
export const mergeSave = (
  base: Json,
  theirs: Json,
  ours: Json,
): { merged: Json; conflicts: JsonPath[]; theirChanges: JsonPath[] } => {
  const theirChanges = changedPaths(base, theirs);
  const conflicts: JsonPath[] = [];
  let merged = ours;
  for (const change of theirChanges) {
    const target = placeIn(change, base, ours);
    const theirValue = valueAt(theirs, change);
    if (!target) {
      conflicts.push(change);
      continue;
    }
    const ourValue = valueAt(ours, target);
    if (same(ourValue, theirValue)) continue;
    if (!same(ourValue, valueAt(base, change))) {
      conflicts.push(change);
      continue;
    }
    merged = withValue(merged, target, theirValue);
  }
  return { merged, conflicts, theirChanges };
};
