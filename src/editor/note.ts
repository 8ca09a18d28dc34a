/**
 * What the editor is told beside Sveltia's own "Entry saved.": the other legal pages a save
 * re-dated, or what it could not write beside its entry. In a corner, until closed or reloaded:
 * Close takes it off the form it may cover.
 */
import { fill, isolate, language, words } from "./messages";

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
export const tellRedated = (files: Record<string, string>) => {
  const said = words();
  const titles = Object.values(files).map((text) =>
    fill(said.redatedPage, { title: isolate((JSON.parse(text) as { title: Record<string, string> }).title[language]) }),
  );
  show(fill(said.redated, { pages: titles.join(said.redatedAnd) }));
};

/** The entry is saved, the files beside it are not: which, and why. */
export const tellNotWritten = (files: string[], reason: string) =>
  show(fill(words().notWritten, { files: files.map(isolate).join(", "), reason: isolate(reason) }));
