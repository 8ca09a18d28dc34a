/**
 * The editor's save check on Sveltia CMS's `preSave` event (awaited; what it returns is saved,
 * what it throws is shown and nothing is written): the build's rules (guardSave.ts) on the project
 * as it is now, a change made since the editor read the file merged in or refused; the records
 * are written on `postSave`. What the editor read is kept per tab in session storage, which a
 * reload keeps: "Restore Draft" after a reload gives back the form as first read. Saved again
 * while the file is as a refusal showed it, the editor's text replaces that one text.
 */
import { guardSave, isGuarded, jsonText, type Refusal } from "./guardSave";
import type { Json } from "../content/problems";
import { entryFiles, type EntryData } from "./savedFiles";
import { lockAfter, reviewWrites, withoutReviewStates, withReviewStates } from "./translationReview";

/** Where the editor saves: the folder on disk (localFolder.ts) or a branch on GitHub (githubBranch.ts). */
export interface Project {
  /** The files the rules read (texts of data/, locales/, the records; names of static/) where `entry`'s save goes. */
  read(entry?: { collection: string; slug: string }): Promise<Record<string, string>>;
  /** The last read was of the entry's open draft, which its form shows: nothing to merge. */
  onDraft?(): boolean;
  /** Writes the files a save changes beside its entry (after Sveltia saved the entry). */
  write(files: Record<string, string>, message: string): Promise<void>;
  /** After Sveltia's commit: the project just before it, when a commit landed after the check read it. */
  changedWhileSaving?(): Promise<Record<string, string> | undefined>;
}

const READ = "editor-read:";
/** What this tab wrote beside a save (a legal page it re-dated), by path: a change it made itself, not a colleague's. */
const WROTE = "editor-wrote:";
/** The file as a refusal on this page showed it, by path: forgotten on reload, when the form may be a restored draft. */
const shown = new Map<string, string>();

/** Sveltia's entry (an Immutable.js map): what preSave returns in its place is saved. */
type Entry = { toJS(): EntryData; set(key: string, value: unknown): Entry };
export type Cms = {
  registerEventListener(listener: { name: string; handler: (args: { entry: Entry }) => unknown }): void;
};

/** A refusal Sveltia shows with its message: its own "saving_failed" error (registered in sveltiaOverrides.ts). */
const refusal = (text: string) => new Error("saving_failed", { cause: new Error(text) });

/** Each content file as Sveltia read it (page.ts), kept unless this tab read it already or it is this tab's own write. */
export const rememberReads = (project: Record<string, string>) => {
  for (const [file, text] of Object.entries(project)) {
    if (!isGuarded(file)) continue;
    const own = sessionStorage.getItem(WROTE + file) === text;
    if (own || sessionStorage.getItem(READ + file) === null) sessionStorage.setItem(READ + file, text);
    if (own) sessionStorage.removeItem(WROTE + file);
  }
};

const stored = (prefix: string, file: string) => sessionStorage.getItem(prefix + file) ?? undefined;

export const registerSaveHook = (hooks: {
  cms: Cms;
  project: () => Promise<Project | undefined>;
  /** The name of a file's top-level list field, if its value is a list. */
  rootList: (file: string) => string | undefined;
  message: (refusals: Refusal[]) => string;
  /** Tells the editor which other files a save changed (legal pages it re-dated), with their texts by path. */
  redated: (files: Record<string, string>) => void;
  /** Tells the editor that its entry is saved but the files beside it (records, re-dated pages) are not, and why. */
  notWritten: (files: string[], reason: string) => void;
}) => {
  const { cms, project, rootList, message, redated, notWritten } = hooks;
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
      const now = await opened.read(value);
      const result = guardSave(
        now,
        Object.entries(saving).map(([file, data]) => ({
          path: file,
          text: jsonText(withoutReviewStates(data)),
          read: opened.onDraft?.() ? now[file] : stored(READ, file),
          wrote: stored(WROTE, file),
          replace: now[file] !== undefined && shown.get(file) === now[file],
        })),
      );
      if (!("writes" in result)) {
        for (const { file, kind } of result.refusals)
          if (kind === "conflict" && file in now) shown.set(file, now[file]);
        throw refusal(message(result.refusals));
      }
      // The translations marked reviewed in the form, recorded with the save (translationReview.ts).
      const writes = { ...result.writes, ...reviewWrites(saving, now, result.writes) };
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
      for (const file of own) {
        sessionStorage.setItem(READ + file, writes[file]);
        shown.delete(file);
      }
      // Sveltia's commit has landed: a failure from here on is told as what it is, never as a failed save.
      try {
        let headline = `Record the legal dates changed by ${own[0]}`;
        const between = await opened.changedWhileSaving?.();
        if (between) {
          // Merged back in: what was committed in between, except where the save changed the same text.
          const again = guardSave(
            between,
            own.map((file) => ({ path: file, text: writes[file], read: now[file], replace: true })),
          );
          if (!("writes" in again)) throw new Error(message(again.refusals));
          beside = Object.fromEntries(
            Object.entries(again.writes).filter(([file, text]) => !own.includes(file) || text !== writes[file]),
          );
          writes = { ...writes, ...again.writes };
          headline = `Keep the changes committed while ${own[0]} was saved`;
        }
        if (Object.keys(beside).length) await opened.write(beside, headline);
      } catch (error) {
        notWritten(Object.keys(beside), (error as Error).message);
        return;
      }
      for (const file of Object.keys(beside)) sessionStorage.setItem(WROTE + file, beside[file]);
      const pages = Object.keys(beside).filter((file) => isGuarded(file) && !own.includes(file));
      if (pages.length) redated(Object.fromEntries(pages.map((file) => [file, beside[file]])));
    },
  });
};
