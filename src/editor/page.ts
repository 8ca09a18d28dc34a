/**
 * The content editor's page code (admin/content-guard.js, bundled with the build's content rules
 * by editorFiles.ts): the save check on Sveltia's preSave and postSave events (saveHook.ts), on
 * the folder (localFolder.ts) or GitHub (githubBranch.ts), and its messages (messages.ts).
 */
import { editorConfig, fill, isolate, language, refusalMessage, rootList, words } from "./messages";
import { registerSaveHook, rememberReads, type Cms, type Project } from "./saveHook";
import { localProject } from "./localFolder";
import { githubProject } from "./githubBranch";
import { registerReviewFormats, type ReviewCms } from "./translationReview";
import { LOCK_FILE, readLock } from "../content/translations";

export { configure } from "./messages";

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

/**
 * What the editor is told beside Sveltia's own "Entry saved.": the other legal pages a save
 * re-dated, or what it could not write beside its entry. In a corner, until closed or reloaded:
 * Close takes it off the form it may cover.
 */
const show = (text: string) => {
  const note = Object.assign(document.createElement("div"), { role: "status", className: "editor-note" });
  const button = (label: string, onclick: () => void) =>
    Object.assign(document.createElement("button"), { type: "button", textContent: label, onclick });
  const reload = button(words().reload, () => location.reload());
  const close = button(words().close, () => note.remove());
  note.append(text, " ", reload, " ", close);
  document.querySelector(".editor-note")?.remove();
  document.body.append(note);
};

/** The save check on Sveltia's preSave and postSave events (src/editor/saveHook.ts), and each text's translation, to review or reviewed. */
export const registerHooks = (cms: Cms & ReviewCms, backend: { name: string; repo: string; branch?: string }) => {
  const said = words();
  // The folder in local mode, else the branch on GitHub; undefined before signing in.
  const project = async () =>
    (await localProject(backend)) ?? githubProject(backend, editorConfig().publish_mode === "editorial_workflow");
  // The translations' record, undefined where there is none (it throws when unreadable: the choices stay empty).
  registerReviewFormats(cms, editorConfig(), async () => {
    const files = await projectAsRead(project);
    return files?.[LOCK_FILE] === undefined ? undefined : readLock(files);
  });
  registerSaveHook({
    cms,
    project,
    rootList,
    message: refusalMessage,
    // Each re-dated legal page by its title in the editor's language, as the list of legal pages shows it.
    redated: (files) => {
      const titles = Object.values(files).map((text) =>
        fill(said.redatedPage, {
          title: isolate((JSON.parse(text) as { title: Record<string, string> }).title[language]),
        }),
      );
      show(fill(said.redated, { pages: titles.join(said.redatedAnd) }));
    },
    notWritten: (files, reason) =>
      show(fill(said.notWritten, { files: files.map(isolate).join(", "), reason: isolate(reason) })),
  });
};
