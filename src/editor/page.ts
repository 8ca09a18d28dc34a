/**
 * The content editor's page code (admin/content-guard.js, bundled with the build's content rules
 * by editorFiles.ts): the save check on Sveltia's preSave and postSave events (saveHook.ts), on
 * the folder (localFolder.ts) or GitHub (githubBranch.ts), and its messages (messages.ts).
 */
import { editorConfig, fill, isolate, language, refusalMessage, rootList, words } from "./messages";
import { registerSaveHook, rememberReads, type Cms, type Project } from "./saveHook";
import { localProject } from "./localFolder";
import { githubProject } from "./githubBranch";
import { registerReviewFormats } from "./translationReview";
import { LOCK_FILE, readLock } from "../content/translations";

export { configure } from "./messages";

/** The project the editor works on: its folder (local mode) or the branch on GitHub; undefined before signing in. */
const projectOf = (backend: { name: string; repo: string; branch?: string }) => async () =>
  (await localProject(backend)) ?? githubProject(backend, editorConfig().publish_mode === "editorial_workflow");

/**
 * The project as Sveltia reads its files through the site's format (one read serves the files read
 * together): what a save is compared with (saveHook.ts), and the translations' record.
 */
let reading: Promise<Record<string, string> | undefined> | undefined;
const projectAsRead = (project: () => Promise<Project | undefined>) =>
  (reading ??= project()
    .then(async (opened) => {
      const files = await opened?.read();
      if (files) rememberReads(files);
      return files;
    })
    .finally(() => {
      reading = undefined;
    }));

/** The translations' record, undefined where there is none (it throws when unreadable: the choices stay empty). */
const translationRecord = async (project: () => Promise<Project | undefined>) => {
  const files = await projectAsRead(project);
  return files?.[LOCK_FILE] === undefined ? undefined : readLock(files);
};

/**
 * What the editor is told beside Sveltia's own "Entry saved.": the other legal pages a save
 * re-dated, or what it could not write beside its entry. In a corner, until closed or reloaded:
 * Close takes it off the form it may cover.
 */
const button = (text: string, onClick: () => void) => {
  const made = Object.assign(document.createElement("button"), { type: "button", textContent: text });
  made.addEventListener("click", onClick);
  return made;
};

const show = (text: string) => {
  const said = words();
  const note = Object.assign(document.createElement("div"), { role: "status", className: "editor-note" });
  note.textContent = text;
  note.append(
    " ",
    button(said.reload, () => location.reload()),
    " ",
    button(said.close, () => note.remove()),
  );
  document.querySelector(".editor-note")?.remove();
  document.body.append(note);
};

/** The legal pages a save re-dated, each by its title in the editor's language, as the list of legal pages shows it. */
const tellRedated = (files: Record<string, string>) => {
  const said = words();
  const titles = Object.values(files).map((text) =>
    fill(said.redatedPage, { title: isolate((JSON.parse(text) as { title: Record<string, string> }).title[language]) }),
  );
  show(fill(said.redated, { pages: titles.join(said.redatedAnd) }));
};

/** The entry is saved, the files beside it are not: which, and why. */
const tellNotWritten = (files: string[], reason: string) =>
  show(fill(words().notWritten, { files: files.map(isolate).join(", "), reason: isolate(reason) }));

/** The save check on Sveltia's preSave and postSave events (src/editor/saveHook.ts), and each text's translation, to review or reviewed. */
export const registerHooks = (
  cms: Cms & Parameters<typeof registerReviewFormats>[0],
  backend: { name: string; repo: string; branch?: string },
) => {
  const project = projectOf(backend);
  registerReviewFormats(cms, editorConfig(), () => translationRecord(project));
  registerSaveHook({
    cms,
    project,
    rootList,
    message: refusalMessage,
    redated: tellRedated,
    notWritten: tellNotWritten,
  });
};
