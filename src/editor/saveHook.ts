/**
 * The editor's save check in local mode, on Sveltia CMS's own `preSave` event (awaited before
 * every save; what it returns is saved, what it throws Sveltia shows and nothing is written):
 * the build's rules (editorGuard.ts) on the project as it is on disk now, a change made on disk
 * since the editor read the file merged in or refused, and the legal records written after.
 *
 * What the editor read is kept per tab in session storage, which a reload keeps: Sveltia's
 * "Restore Draft" after a reload gives back the form as first read, so the files read on
 * reloading are not what that form holds. A refused change is recorded as shown: saved again
 * from the same page while the file is still as the refusal showed it, the editor's text
 * replaces it (where both changed; the rest of the file is still merged).
 */
import { setFiles } from "./nodeStandIns/fs";
import { guardSave, isGuarded, GUARDED_FOLDERS, RECORD_FILES, jsonText, type Refusal } from "./guardSave";
import type { Json } from "../content/problems";
import { localFolder } from "./localFolder";
import { lockAfter, reviewWrites, withoutReviewStates, withReviewStates } from "./translationReview";

const ROOT = "/project";
const READ = "editor-read:";
/** The file as a refusal on this page showed it, by path: forgotten on reload, when the form may be a restored draft. */
const shown = new Map<string, string>();

/** Sveltia's entry (an Immutable.js map): what preSave returns in its place is saved. */
type Entry = { toJS(): EntryData; set(key: string, value: unknown): Entry };
type EntryData = { path: string; data: Record<string, Json>; i18n: Record<string, { data?: Record<string, Json> }> };
export type Cms = {
  registerEventListener(listener: { name: string; handler: (args: { entry: Entry }) => unknown }): void;
};

const fileAt = async (root: FileSystemDirectoryHandle, file: string, create = false) => {
  const parts = file.split("/");
  let dir = root;
  for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create });
  return dir.getFileHandle(parts[parts.length - 1], { create });
};

const writeFile = async (root: FileSystemDirectoryHandle, file: string, text: string) => {
  const writable = await (await fileAt(root, file, true)).createWritable();
  await writable.write(text);
  await writable.close();
};

/** The files the rules read, as they are now: texts of data/, locales/ and the records, names of static/. */
const readProject = async (root: FileSystemDirectoryHandle): Promise<Record<string, string>> => {
  const files: Record<string, string> = {};
  const walk = async (dir: FileSystemDirectoryHandle, prefix: string, texts: boolean) => {
    for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
      const file = `${prefix}/${handle.name}`;
      if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, file, texts);
      else if (!handle.name.startsWith(".")) {
        files[file] =
          texts && file.endsWith(".json") ? await (await (handle as FileSystemFileHandle).getFile()).text() : "";
      }
    }
  };
  for (const [folder, texts] of [...GUARDED_FOLDERS.map((name) => [name, true] as const), ["static", false] as const]) {
    const dir = await root.getDirectoryHandle(folder).catch(() => undefined);
    if (dir) await walk(dir, folder, texts);
  }
  for (const file of RECORD_FILES) {
    const handle = await root.getFileHandle(file).catch(() => undefined);
    if (handle) files[file] = await (await handle.getFile()).text();
  }
  return files;
};

/**
 * A refusal Sveltia shows with its message: an error thrown by a hook is shown as "There was an
 * error while saving the entry" alone, unless it is Sveltia's own "saving_failed", whose cause's
 * message it adds (registered in sveltiaOverrides.ts).
 */
const refusal = (text: string) => new Error("saving_failed", { cause: new Error(text) });

/** Each content file as the editor read it, kept unless this tab already read it. */
const rememberReads = (project: Record<string, string>) => {
  for (const [file, text] of Object.entries(project)) {
    if (isGuarded(file) && sessionStorage.getItem(READ + file) === null) sessionStorage.setItem(READ + file, text);
  }
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
const entryFiles = (entry: EntryData, rootList: (file: string) => string | undefined) => {
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

export const registerSaveHook = ({
  cms,
  database,
  rootList,
  message,
}: {
  cms: Cms;
  database: string;
  /** The name of a file's top-level list field, if its value is a list. */
  rootList: (file: string) => string | undefined;
  /** The editor's message for refused saves. */
  message: (refusals: Refusal[]) => string;
}) => {
  // The files as Sveltia reads them on opening: recorded once the editor has picked the folder.
  const record = async () => {
    const folder = await localFolder(database);
    if (folder) rememberReads(await readProject(folder));
    else setTimeout(record, 500);
  };
  void record();

  let pending: { folder: FileSystemDirectoryHandle; writes: Record<string, string>; own: string[] } | undefined;
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      pending = undefined;
      const folder = await localFolder(database);
      if (!folder) return undefined;
      const value = entry.toJS();
      const saving = entryFiles(value, rootList);
      const project = await readProject(folder);
      const writes: Record<string, string> = {};
      for (const [file, data] of Object.entries(saving)) {
        setFiles(
          Object.fromEntries(
            Object.entries({ ...project, ...writes }).map(([name, text]) => [`${ROOT}/${name}`, text]),
          ),
        );
        const disk = project[file];
        const result = guardSave(ROOT, {
          path: file,
          text: jsonText(withoutReviewStates(data)),
          read: sessionStorage.getItem(READ + file) ?? undefined,
          replace: disk !== undefined && shown.get(file) === disk,
        });
        if (!("writes" in result)) {
          if (result.refusals.some((refusal) => refusal.kind === "conflict") && disk !== undefined)
            shown.set(file, disk);
          throw refusal(message(result.refusals));
        }
        Object.assign(writes, result.writes);
      }
      // The translations marked reviewed in the form, recorded with the save (translationReview.ts).
      Object.assign(writes, reviewWrites(saving, project, writes));
      pending = { folder, writes, own: Object.keys(saving) };
      // The entry as it will be written: merged with what changed on disk, in the file's key order.
      const merged = (file: string) => {
        const parsed = withReviewStates(file, JSON.parse(writes[file]) as Json, lockAfter(project, writes));
        const list = rootList(file);
        return list === undefined ? parsed : { [list]: parsed };
      };
      const [own, ...others] = Object.keys(saving);
      const i18n = Object.fromEntries(
        Object.entries(value.i18n ?? {}).map(([locale, other]) => {
          const file = others.find((name) => name.startsWith(`locales/${locale}/`));
          return [locale, file ? { ...other, data: merged(file) } : other];
        }),
      );
      return entry.set("data", merged(own)).set("i18n", i18n);
    },
  });
  // After Sveltia wrote the entry: the records and other legal pages the save changed, and what this tab now holds.
  cms.registerEventListener({
    name: "postSave",
    handler: async () => {
      if (!pending) return;
      const { folder, writes, own } = pending;
      pending = undefined;
      for (const [file, text] of Object.entries(writes)) {
        if (!own.includes(file)) await writeFile(folder, file, text);
      }
      for (const file of own) {
        sessionStorage.setItem(READ + file, writes[file]);
        shown.delete(file);
      }
    },
  });
};
