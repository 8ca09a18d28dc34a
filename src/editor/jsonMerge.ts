/**
 * The save guard's merge of a save into its file as it is now, where the two changes since the
 * editor read it do not touch the same value (keys in Sveltia's order: its fields').
 */
import type { Json } from "../content/problems";
import { same } from "../content/translations";

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

export const valueAt = (value: Json, path: JsonPath): Json =>
  path.reduce<Json>((node, key) => (node && typeof node === "object" ? (node as JsonObject)[key] : undefined), value);

/** The ids of a list's items (undefined for a list without); an id seen again (just duplicated) is "faq#1". */
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

/** Where both sides changed: a value's place (as the file on disk has it), or a list item the two sides cannot both keep. */
export type Conflict = { at: JsonPath; item?: Json };
type Merge = { merged: Json; conflicts: Conflict[] };

/**
 * Two sides' orders of a list's items, by id, merged: the order of the side that moved items
 * (undefined when both moved them differently), without the items either side removed, with the
 * items the other side added after the item they follow there.
 */
const mergeOrder = (base: string[], theirs: string[], ours: string[]): string[] | undefined => {
  const common = base.filter((id) => theirs.includes(id) && ours.includes(id));
  const orderOf = (ids: string[]) => ids.filter((id) => common.includes(id));
  const oursMoved = !same(orderOf(ours), common) && !same(orderOf(ours), orderOf(theirs));
  if (oursMoved && !same(orderOf(theirs), common)) return undefined;
  const [leader, other] = oursMoved ? [ours, theirs] : [theirs, ours];
  const merged = leader.filter((id) => other.includes(id) || !base.includes(id));
  other.forEach((id, index) => {
    if (merged.includes(id) || base.includes(id)) return;
    const after = other
      .slice(0, index)
      .reverse()
      .find((earlier) => merged.includes(earlier));
    // Where both added items at one place, the colleague's come first.
    let place = after === undefined ? 0 : merged.indexOf(after) + 1;
    while (!oursMoved && place < merged.length && !base.includes(merged[place]) && !other.includes(merged[place]))
      place += 1;
    merged.splice(place, 0, id);
  });
  return merged;
};

/**
 * A save (`ours`) made from `base`, merged with the file as it is now (`theirs`): each value as
 * the side that changed it has it. A list's items are matched by their ids, so that each side
 * may add, move or remove items and change others. Where both changed a value, differently, the
 * save's is kept and the place (as `theirs` has it) is a conflict; so is an item removed by one
 * side and changed by the other, an item added by both under one id, and a list both reordered.
 */
export const mergeSave = (base: Json, theirs: Json, ours: Json, at: JsonPath = []): Merge => {
  if (same(theirs, base) || same(ours, theirs)) return { merged: ours, conflicts: [] };
  if (same(ours, base)) return { merged: theirs, conflicts: [] };
  const conflicts: Conflict[] = [];
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
    const order = mergeOrder(baseIds, theirIds, ourIds);
    if (!order) return { merged: ours, conflicts: [{ at }] };
    for (const id of baseIds) {
      // Removed by one side, changed by the other.
      if (!ourIds.includes(id) && theirIds.includes(id) && !same(their(id), before(id)))
        conflicts.push({ at, item: their(id) });
      if (!theirIds.includes(id) && ourIds.includes(id) && !same(our(id), before(id)))
        conflicts.push({ at, item: our(id) });
    }
    const merged = order.map((id) => {
      if (!theirIds.includes(id)) return our(id);
      if (!ourIds.includes(id)) return their(id);
      if (baseIds.includes(id)) return merge(before(id), their(id), our(id), [...at, theirIds.indexOf(id)]);
      if (!same(their(id), our(id))) conflicts.push({ at, item: their(id) }); // added by both, under one id
      return our(id);
    });
    return { merged, conflicts };
  }
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(ours) && base.length === theirs.length) {
    // Items without ids (paragraphs): value by value in lists of the same length; items added or
    // removed by the save, each changed on disk is a conflict.
    if (theirs.length !== ours.length)
      return { merged: ours, conflicts: changes(base, theirs, at).map((place) => ({ at: place })) };
    return { merged: ours.map((value, index) => merge(base[index], theirs[index], value, [...at, index])), conflicts };
  }
  return { merged: ours, conflicts: [{ at }] };
};
