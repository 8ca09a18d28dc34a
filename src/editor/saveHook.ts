/**
 * The editor's save check, in local mode and on GitHub, on Sveltia CMS's own `preSave` event (awaited before
 * every save; what it returns is saved, what it throws Sveltia shows and nothing is written):
 * the build's rules (guardSave.ts) on the project as it is on disk now, a change made on disk
 * since the editor read the file merged in or refused, and the legal records written after.
 *
 * What the editor read is kept per tab in session storage, which a reload keeps: Sveltia's
 * "Restore Draft" after a reload gives back the form as first read, so the files read on
 * reloading are not what that form holds. A refused change is recorded as shown: saved again
 * from the same page while the file is still as the refusal showed it, the editor's text
 * replaces it (where both changed; the rest of the file is still merged).
 */
import { guardSave, isGuarded, jsonText, type Refusal } from "./guardSave";
import type { Json } from "../content/problems";
import { lockAfter, reviewWrites, withoutReviewStates, withReviewStates } from "./translationReview";

/** Where the editor saves: the folder on disk (localFolder.ts) or the branch on GitHub (githubBranch.ts). */
export interface Project {
  /** The files the rules read, as they are now: texts of data/, locales/ and the records, names of static/. */
  read(): Promise<Record<string, string>>;
  /** Writes the files a save changes beside its entry (after Sveltia saved the entry). */
  write(files: Record<string, string>, message: string): Promise<void>;
  /**
   * After Sveltia saved: the project as it was just before its commit, when that is not the
   * project the check read. On GitHub, Sveltia brings itself up to the branch's head after
   * preSave and commits the checked entry on it, over a commit made in between.
   */
  changedWhileSaving?(): Promise<Record<string, string> | undefined>;
}

const READ = "editor-read:";
/** The file as a refusal on this page showed it, by path: forgotten on reload, when the form may be a restored draft. */
const shown = new Map<string, string>();

/** Sveltia's entry (an Immutable.js map): what preSave returns in its place is saved. */
type Entry = { toJS(): EntryData; set(key: string, value: unknown): Entry };
type EntryData = { path: string; data: Record<string, Json>; i18n: Record<string, { data?: Record<string, Json> }> };
export type Cms = {
  registerEventListener(listener: { name: string; handler: (args: { entry: Entry }) => unknown }): void;
};

/**
 * A refusal Sveltia shows with its message: an error thrown by a hook is shown as "There was an
 * error while saving the entry" alone, unless it is Sveltia's own "saving_failed", whose cause's
 * message it adds (registered in sveltiaOverrides.ts).
 */
const refusal = (text: string) => new Error("saving_failed", { cause: new Error(text) });

/**
 * Each content file as Sveltia read it, kept unless this tab already read it: called with the
 * project read as Sveltia reads its files (page.ts, through the site's file format).
 */
export const rememberReads = (project: Record<string, string>) => {
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
  project,
  rootList,
  message,
  redated,
}: {
  cms: Cms;
  /** The project the editor works on, once it signed in (undefined before). */
  project: () => Promise<Project | undefined>;
  /** The name of a file's top-level list field, if its value is a list. */
  rootList: (file: string) => string | undefined;
  /** The editor's message for refused saves. */
  message: (refusals: Refusal[]) => string;
  /** Tells the editor which other files a save changed (legal pages it re-dated), with their texts by path. */
  redated: (files: Record<string, string>) => void;
}) => {
  let pending:
    { opened: Project; writes: Record<string, string>; own: string[]; now: Record<string, string> } | undefined;
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      pending = undefined;
      const opened = await project();
      if (!opened) return undefined;
      const value = entry.toJS();
      const saving = entryFiles(value, rootList);
      const now = await opened.read();
      const writes: Record<string, string> = {};
      for (const [file, data] of Object.entries(saving)) {
        const current = now[file];
        const result = guardSave(
          { ...now, ...writes },
          {
            path: file,
            text: jsonText(withoutReviewStates(data)),
            read: sessionStorage.getItem(READ + file) ?? undefined,
            replace: current !== undefined && shown.get(file) === current,
          },
        );
        if (!("writes" in result)) {
          if (result.refusals.some((refusal) => refusal.kind === "conflict") && current !== undefined)
            shown.set(file, current);
          throw refusal(message(result.refusals));
        }
        Object.assign(writes, result.writes);
      }
      // The translations marked reviewed in the form, recorded with the save (translationReview.ts).
      Object.assign(writes, reviewWrites(saving, now, writes));
      pending = { opened, writes, own: Object.keys(saving), now };
      // The entry as it will be written: merged with what changed since.
      const merged = (file: string) => {
        const parsed = withReviewStates(file, JSON.parse(writes[file]) as Json, lockAfter(now, writes));
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
  // After Sveltia saved the entry: the records and other legal pages the save changed, and what this tab now holds.
  cms.registerEventListener({
    name: "postSave",
    handler: async () => {
      if (!pending) return;
      const { opened, own, now } = pending;
      let { writes } = pending;
      pending = undefined;
      let beside = Object.fromEntries(Object.entries(writes).filter(([file]) => !own.includes(file)));
      let headline = `Record the legal dates changed by ${own[0]}`;
      const between = await opened.changedWhileSaving?.();
      if (between) {
        // Merged back in: what was committed in between, except where the save changed the same value.
        const again: Record<string, string> = {};
        for (const file of own) {
          const result = guardSave(
            { ...between, ...again },
            { path: file, text: writes[file], read: now[file], replace: true },
          );
          if ("writes" in result) Object.assign(again, result.writes);
        }
        beside = Object.fromEntries(
          Object.entries(again).filter(([file, text]) => !own.includes(file) || text !== writes[file]),
        );
        writes = { ...writes, ...again };
        headline = `Keep the changes committed while ${own[0]} was saved`;
      }
      if (Object.keys(beside).length) await opened.write(beside, headline);
      for (const file of own) {
        sessionStorage.setItem(READ + file, writes[file]);
        shown.delete(file);
      }
      const pages = Object.keys(beside).filter((file) => isGuarded(file) && !own.includes(file));
      if (pages.length) redated(Object.fromEntries(pages.map((file) => [file, beside[file]])));
    },
  });
};
