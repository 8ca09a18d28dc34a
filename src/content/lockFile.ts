/**
 * The records beside the content, legal-dates.lock.json and translations.lock.json. A record
 * that does not exist yet is empty: nothing recorded. One that is there but cannot be read as
 * a record (a merge left its conflict markers in it, a hand edit broke its JSON, an entry is
 * not what the record holds) stops `npm run check`, the build, the editor's save and the
 * commands that write it, naming the file and the problem. Read as empty, it would count every
 * legal text as changed, and `npm run legal-dates:accept` would date every legal page today.
 */
import { readText, type ProjectFiles } from "./problems";

export class LockFileError extends Error {
  constructor(
    /** The record's path in the project ("legal-dates.lock.json"). */
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = "LockFileError";
  }
}

const CONFLICT_MARKER = /^(<{7}|={7}|>{7})(?: |$)/m;

/**
 * The record `file` of the project's files: {} when there is none; else its value, which
 * `check` describes what is wrong with (undefined: nothing). Throws a LockFileError.
 */
export const readLockFile = <T>(
  files: ProjectFiles,
  file: string,
  check: (value: unknown) => string | undefined,
): T => {
  if (files[file] === undefined) return {} as T;
  const { text } = readText(files[file]);
  const marker = CONFLICT_MARKER.exec(text);
  if (marker) {
    const line = text.slice(0, marker.index).split("\n").length;
    throw new LockFileError(
      file,
      `has an unresolved merge conflict (line ${line}: ${marker[1]}). Resolve it (keep one side of each conflicting entry), then run npm run check again: it names every entry that no longer matches its file`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LockFileError(file, `is not valid JSON (${(error as Error).message})`);
  }
  const wrong = check(value);
  if (wrong) throw new LockFileError(file, wrong);
  return value as T;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What is wrong with a record of records: `{ "<file>": { "<key>": <entry> } }`, each entry
 * checked by `entry` (its expected form, for the message).
 */
export const recordShapeProblem = (
  value: unknown,
  entry: { valid: (value: unknown) => boolean; expected: string },
): string | undefined => {
  if (!isRecord(value)) return "expected an object of files";
  for (const [file, entries] of Object.entries(value)) {
    if (!isRecord(entries)) return `"${file}": expected an object`;
    for (const [key, recorded] of Object.entries(entries)) {
      if (!entry.valid(recorded)) return `"${file}" › "${key}": expected ${entry.expected}`;
    }
  }
  return undefined;
};
