/**
 * The content editor's page code (admin/content-guard.js, bundled from this file with the
 * build's content rules by src/editor/editorFiles.ts): the save check on
 * Sveltia CMS's own preSave and postSave events (src/editor/saveHook.ts), on the project folder
 * in local mode (localFolder.ts) or the branch on the live site (githubBranch.ts), and the
 * editor's messages, naming each field by its label in the editor's language.
 */
import type { Refusal } from "./guardSave";
import { ARABIC_SAVE_GUARD } from "./cmsArabic";
import ENGLISH from "./texts/saveGuard.en.json";
import { registerSaveHook, rememberReads, type Cms, type Project } from "./saveHook";
import { localProject } from "./localFolder";
import { githubProject } from "./githubBranch";
import { registerReviewFormats } from "./translationReview";
import { LOCK_FILE, readLock } from "../content/translations";

type Field = {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: Field[];
  field?: Field;
  root?: boolean;
};
type Config = {
  collections: {
    label: string;
    format?: string;
    folder?: string;
    fields?: Field[];
    files?: { file: string; fields: Field[] }[];
  }[];
};

let config: Config = { collections: [] };
let language = "en";

/** The configuration Sveltia CMS runs with, and the language of its interface. */
export const configure = (next: Config, interfaceLanguage: string) => {
  config = next;
  language = interfaceLanguage.toLowerCase().startsWith("ar") ? "ar" : "en";
};

/** The editor's words for the save guard, in the language of its interface. */
const words = () => (language === "ar" ? ARABIC_SAVE_GUARD : ENGLISH);

/** Keeps an example (a date, a value, a field's English name) in its own direction inside the message. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** The fields of a file in the configuration, and its label. */
const fileFields = (file: string): { label?: string; fields: Field[] } => {
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      const pattern = new RegExp(`^${entry.file.replace(/[.]/g, "\\.").replace("{{locale}}", "[a-z-]+")}$`);
      if (pattern.test(file)) return { label: (entry as { label?: string }).label, fields: entry.fields };
    }
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return { fields: collection.fields ?? [] };
  }
  return { fields: [] };
};

/**
 * Where a problem is, as the editor names it: "FAQs › FAQ 6 › Question › English", from the
 * build's item ("item 5 (id "timeline") > features[1]") and field ("question.en").
 */
const place = (refusal: Refusal): string => {
  const { label, fields: top } = fileFields(refusal.file);
  const trail: string[] = [];
  let fields = top;
  const enter = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      trail.push(name);
      fields = [];
      return undefined;
    }
    trail.push(field.label ?? name);
    fields = field.fields ?? (field.field ? [field.field] : []);
    return field;
  };
  const item = (list: Field | undefined, index: number) => {
    const name = list?.label_singular ?? list?.label ?? "";
    trail.pop();
    if (list?.label) trail.push(list.label);
    trail.push(fill(words().item, { list: name, number: String(index + 1) }));
  };
  for (const part of refusal.item?.split(" > ") ?? []) {
    const top = /^item (\d+)/.exec(part);
    const nested = /^([\w.]+)\[(\d+)\]/.exec(part);
    if (top) {
      const list = fields.find((field) => field.root);
      trail.push("");
      fields = list?.fields ?? [];
      item(list, Number(top[1]));
    } else if (nested) {
      let list: Field | undefined;
      for (const name of nested[1].split(".")) list = enter(name);
      item(list, Number(nested[2]));
    }
  }
  for (const name of refusal.field?.split(".") ?? []) enter(name);
  if (!trail.length) trail.push(label ?? refusal.file);
  return trail.map(isolate).join(" › ");
};

/** The editor's message for a refused save, in the language of its interface. */
export const refusalMessage = (refusals: Refusal[]): string => {
  const said = words();
  const lines = refusals.map((refusal) => {
    const values = { place: place(refusal), value: isolate(refusal.value ?? ""), message: "" };
    switch (refusal.kind) {
      case "conflict":
        return fill(refusal.value === undefined ? said.deleted : said.conflict, values);
      case "date-not-moved":
        return fill(said.dateNotMoved, values);
      case "date-moved-alone":
        return fill(said.dateMovedAlone, values);
      default: {
        const rule =
          language === "ar" ? ARABIC_SAVE_GUARD.rules.find(([english]) => english.test(refusal.message)) : undefined;
        const translated =
          rule &&
          refusal.message.replace(rule[0], (...parts: string[]) =>
            rule[1].replace(/\$(\d)/g, (_match, index: string) => isolate(parts[Number(index)])),
          );
        return fill(said.rule, { ...values, message: translated ?? isolate(refusal.message) });
      }
    }
  });
  return [said.notSaved, ...lines].join(" ");
};

/** The name of the list field a file's value is (`root`), if it is a list. */
const rootList = (file: string) => fileFields(file).fields.find((field) => field.root)?.name;

/** A button of the note below. */
const noteButton = (text: string, onClick: () => void) => {
  const button = Object.assign(document.createElement("button"), { type: "button", textContent: text });
  button.addEventListener("click", onClick);
  return button;
};

/**
 * What a save that re-dated other legal pages tells the editor, beside Sveltia's "Entry saved.",
 * until it is closed or the editor reloads: in a corner, and Close takes it off the form it may cover.
 */
const tellRedated = (files: Record<string, string>) => {
  const said = words();
  // Each page by its title in the editor's language, as the list of legal pages shows it.
  const titles = Object.values(files).map((text) =>
    fill(said.redatedPage, { title: isolate((JSON.parse(text) as { title: Record<string, string> }).title[language]) }),
  );
  const note = Object.assign(document.createElement("div"), { role: "status", className: "editor-note" });
  note.textContent = fill(said.redated, { pages: titles.join(said.redatedAnd) });
  note.append(
    " ",
    noteButton(said.reload, () => location.reload()),
    " ",
    noteButton(said.close, () => note.remove()),
  );
  document.querySelector(".editor-note")?.remove();
  document.body.append(note);
};

/** The project the editor works on: its folder (local mode) or the branch on GitHub; undefined before signing in. */
const projectOf = (backend: { name: string; repo: string; branch?: string }) => async () =>
  (await localProject(backend)) ?? githubProject(backend);

/**
 * The project as it is when Sveltia reads its files through the site's format (one read serves
 * the files it reads together): what the save check compares a save with (saveHook.ts), and the
 * translations' record each text's choice is read from.
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

/** The translations' record, undefined where there is none (it throws when it cannot be read: either way the choices are left empty). */
const translationRecord = async (project: () => Promise<Project | undefined>) => {
  const files = await projectAsRead(project);
  return files?.[LOCK_FILE] === undefined ? undefined : readLock(files);
};

/** The save check on Sveltia's preSave and postSave events (src/editor/saveHook.ts), and each text's translation, to review or reviewed. */
export const registerHooks = (
  cms: Cms & Parameters<typeof registerReviewFormats>[0],
  backend: { name: string; repo: string; branch?: string },
) => {
  const project = projectOf(backend);
  registerReviewFormats(cms, config, () => translationRecord(project));
  registerSaveHook({
    cms,
    project,
    rootList,
    message: refusalMessage,
    redated: tellRedated,
  });
};
