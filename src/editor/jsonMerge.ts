/**
 * What the content editor's save guard (guardSave.ts) does with a file's JSON: a save merged into
 * the file as it is now on disk, when the two changes since the editor read it do not touch the
 * same value. (The key order is Sveltia's: it writes an entry's keys in its fields' order.)
 */
import type { Json } from "../content/problems";

export type JsonObject = { [key: string]: Json };
/** A value's place in a file: keys and list indexes. */
export type JsonPath = (string | number)[];

export const isObject = (value: Json): value is JsonObject =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A file's text parsed, undefined when there is none or it is not JSON (a byte-order mark is no error). */
export const parseJson = (text: string | undefined): Json => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text.replace(/^\ufeff/, "")) as Json;
  } catch {
    return undefined;
  }
};

/** The value at a place of a file, undefined where there is none. */
export const valueAt = (value: Json, path: JsonPath): Json =>
  path.reduce<Json>((node, key) => (node && typeof node === "object" ? (node as JsonObject)[key] : undefined), value);

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The ids of a list's items, or undefined when it is no list of items with ids. An id seen again
 * (an item just duplicated, its id not yet changed) is told apart by its count: "faq#1".
 */
const idsOf = (list: Json): string[] | undefined => {
  if (!Array.isArray(list) || !list.every((item) => isObject(item) && typeof item.id === "string")) return undefined;
  const seen: Record<string, number> = {};
  return (list as { id: string }[]).map(({ id }) => {
    const count = (seen[id] = (seen[id] ?? -1) + 1);
    return count ? `${id}#${count}` : id;
  });
};

/** The places where `after` differs from `before`, down to an object's values or a list's of the same length. */
const changes = (before: Json, after: Json, at: JsonPath): JsonPath[] => {
  if (same(before, after)) return [];
  const keys: (string | number)[] =
    isObject(before) && isObject(after)
      ? [...new Set([...Object.keys(before), ...Object.keys(after)])]
      : Array.isArray(before) && Array.isArray(after) && before.length === after.length
        ? before.map((_, index) => index)
        : [];
  if (!keys.length) return [at];
  return keys.flatMap((key) => changes(valueAt(before, [key]), valueAt(after, [key]), [...at, key]));
};

type Merge = { merged: Json; conflicts: JsonPath[] };

/**
 * A save (`ours`) made from `base`, merged with the file as it is now (`theirs`): each value as
 * the side that changed it has it. A list's items are matched by their ids, so that one side may
 * add, move or remove items while the other changes one. Where both changed a value, differently,
 * the save's is kept and the place (as `theirs` has it) is a conflict.
 */
export const mergeSave = (base: Json, theirs: Json, ours: Json, at: JsonPath = []): Merge => {
  if (same(theirs, base) || same(ours, theirs)) return { merged: ours, conflicts: [] };
  if (same(ours, base)) return { merged: theirs, conflicts: [] };
  const conflicts: JsonPath[] = [];
  const merge = (...args: Parameters<typeof mergeSave>) => {
    const inner = mergeSave(...args);
    conflicts.push(...inner.conflicts);
    return inner.merged;
  };
  if (isObject(theirs) && isObject(ours) && (base === undefined || isObject(base))) {
    const merged: JsonObject = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const value = merge(base?.[key], theirs[key], ours[key], [...at, key]);
      if (value !== undefined) merged[key] = value;
    }
    return { merged, conflicts };
  }
  const [baseIds, theirIds, ourIds] = [base, theirs, ours].map(idsOf);
  if (baseIds && theirIds && ourIds) {
    const itemOf = (list: Json, ids: string[]) => (id: string) => (list as Json[])[ids.indexOf(id)];
    const [before, their, our] = [itemOf(base, baseIds), itemOf(theirs, theirIds), itemOf(ours, ourIds)];
    const gone = (kept: string[]) => baseIds.filter((id) => !kept.includes(id));
    // In the order of the side that added, moved or removed items (both did: a conflict). An item
    // removed by one side and changed by the other is a conflict: removed by the save, each value
    // changed on disk; removed on disk, the list.
    const order = same(ourIds, baseIds) ? theirIds : same(theirIds, baseIds) ? ourIds : undefined;
    if (order && gone(theirIds).every((id) => same(our(id), before(id)))) {
      for (const id of gone(ourIds)) conflicts.push(...changes(before(id), their(id), [...at, theirIds.indexOf(id)]));
      const merged = order.map((id) => merge(before(id), their(id), our(id), [...at, theirIds.indexOf(id)]));
      return { merged, conflicts };
    }
  } else if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(ours) && base.length === theirs.length) {
    // Items without ids (paragraphs): value by value in lists of the same length; items added or
    // removed by the save, each changed on disk is a conflict.
    if (theirs.length !== ours.length) return { merged: ours, conflicts: changes(base, theirs, at) };
    return { merged: ours.map((value, index) => merge(base[index], theirs[index], value, [...at, index])), conflicts };
  }
  return { merged: ours, conflicts: [at] };
};
