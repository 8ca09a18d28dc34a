/**
 * The content editor's save guard: the build's own rules (checkFiles, as `npm run check`) on the
 * project as it is now, with the save. A file changed since the editor read it is merged with the
 * save, or refused naming what both changed; a broken rule is refused naming file, item and field.
 * A legal page's changed text must show this month's date (set in the form); a fact of
 * data/site.json that a legal text shows dates the pages itself; the record of both is written as
 * `npm run legal-dates:accept` would. Files keep their form (two spaces, a final newline).
 */
import {
  brokenRecords,
  checkFiles,
  CONTENT_FOLDERS,
  describePath,
  formatProblem,
  type ContentProblem,
} from "../content/validate";
import { isRecorded, legalVersions, recordLegalDates, thisMonth } from "../content/legalDates";
import { isObject, mergeSave, parseJson as parse, valueAt, type Conflict } from "./jsonMerge";
import type { Json, ProjectFiles } from "../content/problems";

/** Why a save is refused, for the editor to tell in its language. */
export type RefusalKind = "conflict" | "clash" | "rule" | "date-not-moved" | "date-moved-alone";

export interface Refusal extends ContentProblem {
  /** conflict: a text both changed (saved again, the editor's replaces it); clash: what both sides cannot keep. */
  kind: RefusalKind;
  /** conflict: the text as it is on disk; date-not-moved: the date to set; date-moved-alone: the date to put back. */
  value?: string;
  /** clash: the item both changed, by its question, title or name (in each language). */
  title?: Json;
  /** conflict or clash: the value on disk is the one this tab itself wrote (a legal page it re-dated). */
  own?: boolean;
}

export interface SaveRequest {
  /** The file's path ("data/faqs.json") and the text the editor wants to write. */
  path: string;
  text: string;
  /** The file's text when the editor read it (undefined for a file it creates). */
  read?: string;
  /** The editor was shown the file as it is now and saves again: where both changed one text, its text wins. */
  replace?: boolean;
  /** The file's text as this tab last wrote it beside a save, if it did. */
  wrote?: string;
}

export type GuardResult = { refusals: Refusal[] } | { refusals: []; writes: Record<string, string> };

/** A file the guard checks before it is saved: a JSON file of data/ or locales/. */
export const isGuarded = (file: string) =>
  file.endsWith(".json") && CONTENT_FOLDERS.some((folder) => file.startsWith(`${folder}/`));

/** The text of a JSON file as the project writes it: two spaces, a final newline. */
export const jsonText = (value: Json) => `${JSON.stringify(value, null, 2)}\n`;

const NAMES = ["question", "title", "name", "heading"];

/** Where both sides changed the file: a text the save may replace when saved again, or what neither may. */
const conflictRefusals = (file: string, disk: Json, conflicts: Conflict[], own: boolean): Refusal[] =>
  conflicts.map(({ at, item }) => {
    const value = valueAt(disk, at);
    const title = isObject(item) ? item[NAMES.find((name) => name in item) ?? "id"] : undefined;
    const text = typeof value === "string" || typeof value === "number" ? String(value) : undefined;
    return {
      file,
      ...describePath(disk, at),
      ...(text === undefined || item ? { kind: "clash", title } : { kind: "conflict", value: text }),
      own,
      message: "changed outside the editor since it was opened, and this save changes it too",
    };
  });

/** One save's text merged with its file as it is now, or why not. */
const merged = (files: ProjectFiles, save: SaveRequest): { text: string } | { refusals: Refusal[] } => {
  const disk = files[save.path];
  const ours = parse(save.text);
  if (ours === undefined)
    return { refusals: [{ file: save.path, kind: "rule", message: "the editor wrote text that is not JSON" }] };
  if (save.read === undefined || disk === save.read) return { text: jsonText(ours) };
  if (disk === undefined)
    return { refusals: [{ file: save.path, kind: "conflict", message: "was deleted or moved outside the editor" }] };
  const { merged, conflicts } = mergeSave(parse(save.read), parse(disk), ours);
  const refusals = conflictRefusals(save.path, parse(disk), conflicts, disk === save.wrote);
  if (refusals.some(({ kind }) => kind === "clash") || (refusals.length && !save.replace)) return { refusals };
  return { text: jsonText(merged) };
};

/**
 * Checks a save (an entry's files: one, or one per language) on the project's `files`, with one
 * pass of the rules before and one after, and returns what to write (the files the save changes,
 * by path), or why not.
 */
export const guardSave = (files: ProjectFiles, saves: SaveRequest[], today = thisMonth()): GuardResult => {
  // A record the guard would write that cannot be read: nothing is saved until it is repaired.
  const broken = brokenRecords(files);
  if (broken.length) return { refusals: broken.map((problem): Refusal => ({ ...problem, kind: "rule" })) };
  const saved: ProjectFiles = {};
  const refusals: Refusal[] = [];
  for (const save of saves) {
    const result = merged(files, save);
    if ("text" in result) saved[save.path] = result.text;
    else refusals.push(...result.refusals);
  }
  if (refusals.length) return { refusals };

  const problemsBefore = new Set(checkFiles(files, today).problems.map(formatProblem));
  const datesBefore = new Map(legalVersions(files).map((version) => [`${version.file}#${version.language}`, version]));
  let after: ProjectFiles = { ...files, ...saved };
  // Problems this save brings, or that a saved file still has; others are not the editor's to fix here.
  const own = checkFiles(after, today).problems.filter(
    (problem) => !problemsBefore.has(formatProblem(problem)) || problem.file in saved,
  );
  refusals.push(
    ...own
      .filter((problem) => !/^lastUpdated\./.test(problem.field ?? ""))
      .map((problem): Refusal => ({ ...problem, kind: "rule" })),
  );
  if (!refusals.length) {
    const toRecord: string[] = [];
    for (const version of legalVersions(after)) {
      if (isRecorded(version)) continue;
      const name = `${version.file}#${version.language}`;
      const where = { file: version.file, field: `lastUpdated.${version.language}` };
      const earlier = datesBefore.get(name);
      if (version.file in saved) {
        // The editor's own legal page: the date is the editor's to move, in the form.
        if (version.textChanged && version.date === today) toRecord.push(name);
        else if (version.textChanged) {
          refusals.push({
            ...where,
            kind: "date-not-moved",
            value: today,
            message: `this language version's text changed: set its "last updated" date to this month, ${today}, and save again`,
          });
        } else if (version.recorded) {
          refusals.push({
            ...where,
            kind: "date-moved-alone",
            value: version.recorded.lastUpdated,
            message: `the date changed but this language version's text did not: put it back to ${version.recorded.lastUpdated}`,
          });
        }
      } else if (!earlier || isRecorded(earlier)) {
        // Another page's text changed through a fact this save changes: dated with it.
        toRecord.push(name);
      }
    }
    if (!refusals.length && toRecord.length) {
      after = { ...after, ...recordLegalDates(after, toRecord, today).writes };
      const added = checkFiles(after, today).problems.filter((problem) => !problemsBefore.has(formatProblem(problem)));
      refusals.push(...added.map((problem): Refusal => ({ ...problem, kind: "rule" })));
    }
  }
  if (refusals.length) return { refusals };
  // In the project's order, whatever order the folder or branch gave its files in; a saved file
  // is written even when the save changes nothing in it: the editor asked to.
  const changed = Object.keys(after).filter((file) => after[file] !== files[file] || file in saved);
  return { refusals: [], writes: Object.fromEntries(changed.sort().map((file) => [file, after[file]])) };
};
