/**
 * The save guard on the live site (GitHub mode): Sveltia CMS saves with one GraphQL mutation,
 * createCommitOnBranch, which names the commit it builds on (expectedHeadOid; GitHub refuses the
 * commit if the branch has moved since). Sveltia brings its data up to that commit just before
 * saving, but the form keeps what the editor opened, and its "Save Anyway" (after "Entry Changed
 * by Someone Else") would send that whole file over a colleague's commit. So before the mutation
 * goes out, each file it adds is checked by editorGuard.ts on the project as it is at that commit,
 * against the file as the editor read it (`reads`): a commit made since is merged with the save,
 * or the save is refused naming what changed, as in local mode. The commit is changed to what the
 * guard writes: the merged file in its own key order, and the legal pages and
 * legal-dates.lock.json a legal change dates.
 */
import fs from "fs";
import path from "path";
import { guardSave, isGuarded, type Refusal } from "./guardSave";

export interface CommitInput {
  expectedHeadOid: string;
  fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  [key: string]: unknown;
}

export const fromBase64 = (contents: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(contents), (char) => char.charCodeAt(0)));
const toBase64 = (text: string) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The commit as the guard lets it go: `root` holds the project at expectedHeadOid (in the
 * browser, the folder in memory). Returns the commit's new input, or why it is refused.
 */
export const guardCommit = (
  root: string,
  input: CommitInput,
  today?: string,
  /** Each file's text as the editor read it, by path (absent: a file the editor creates). */
  reads: Record<string, string | undefined> = {},
  /** The files a refusal on this page showed, by path: saved again while still so, the editor's values win. */
  shown: Map<string, string> = new Map(),
): { input: CommitInput; refusals: [] } | { refusals: Refusal[] } => {
  const writes: Record<string, string> = {};
  const additions = input.fileChanges.additions ?? [];
  for (const addition of additions.filter(({ path: file }) => isGuarded(file))) {
    const disk = fs.existsSync(path.join(root, addition.path))
      ? fs.readFileSync(path.join(root, addition.path), "utf8")
      : undefined;
    const save = {
      path: addition.path,
      text: fromBase64(addition.contents),
      read: reads[addition.path],
      replace: disk !== undefined && shown.get(addition.path) === disk,
    };
    const result = guardSave(root, save, today);
    if (!("writes" in result)) {
      if (disk !== undefined && result.refusals.some((refusal) => refusal.kind === "conflict"))
        shown.set(addition.path, disk);
      return { refusals: result.refusals };
    }
    // The next file of the same commit is checked with this one's writes in place.
    for (const [file, text] of Object.entries(result.writes)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
      writes[file] = text;
    }
  }
  const added = new Set(additions.map((addition) => addition.path));
  return {
    refusals: [],
    input: {
      ...input,
      fileChanges: {
        ...input.fileChanges,
        additions: [
          ...additions.map((addition) =>
            writes[addition.path] === undefined ? addition : { ...addition, contents: toBase64(writes[addition.path]) },
          ),
          ...Object.entries(writes)
            .filter(([file]) => !added.has(file))
            .map(([file, text]) => ({ path: file, contents: toBase64(text) })),
        ],
      },
    },
  };
};
