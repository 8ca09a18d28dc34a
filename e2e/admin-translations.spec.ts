// Translations reviewed in the editor (src/editor/translationReview.ts): an English answer
// changed and saved shows its Arabic as to review, on the answer itself; the editor marks it
// reviewed there and saves, and `npm run check` on the project then has no translation to
// review: the record holds the new English, as `npm run translations:accept` would write it.
import fs from "fs";
import path from "path";
import { expect } from "./fixtures";
import {
  checkProject,
  EDITOR_WORDS,
  expectSaved,
  field,
  openEditor,
  openFile,
  readOnDisk,
  save,
  saveBack,
  test,
  textBox,
} from "./admin";

test.describe.configure({ timeout: 180_000 });

const ROOT = path.join(__dirname, "..");
const FAQS = JSON.parse(fs.readFileSync(path.join(ROOT, "data/faqs.json"), "utf8")) as { id: string }[];

const WORDS = {
  en: {
    ...EDITOR_WORDS.en,
    review: "To review against this English",
    reviewed: "Reviewed: written from this English",
  },
  ar: {
    ...EDITOR_WORDS.ar,
    review: "بحاجة إلى مراجعة",
    reviewed: "رُوجعت وتوافق هذا النص الإنجليزي",
  },
} as const;

for (const language of ["en", "ar"] as const) {
  test(`an English answer changed in the editor names its Arabic to review, and the editor marks it reviewed there (${language})`, async ({
    project,
    page,
  }) => {
    const words = WORDS[language];
    const english = `Changed in the editor (${language}): six to eight weeks for most projects.`;
    await openEditor(page, project, { language });
    await page.getByRole("button", { name: words.local }).click();
    await openFile(page, "lists", "faqs");

    await (await textBox(page, "items.1.answer.en")).fill(english);
    const choice = field(page, "items.1.answer.translation");
    await textBox(page, "items.1.answer.translation");
    // Opened, the answer's Arabic was written from its English.
    await expect(choice.getByRole("radio", { name: words.reviewed })).toBeChecked();
    // Its two choices, without Sveltia's "(None)" beside them: a text is to review or reviewed.
    await expect(choice.getByRole("radio")).toHaveCount(2);
    await save(page);
    await expectSaved(page, words.saved);
    // Saved (the form closes), and opened again: the Arabic was written from the English before.
    await openFile(page, "lists", "faqs");
    await textBox(page, "items.1.answer.translation");
    await expect(choice.getByRole("radio", { name: words.review })).toBeChecked();
    await saveBack(page, project);
    const before = checkProject(project);
    expect(before.output).toContain("Translations to review (1)");
    expect(before.output).toContain(`item 1 (id "${FAQS[1].id}"), field "answer"`);

    await choice.getByRole("radio", { name: words.reviewed }).check();
    await save(page);
    await expectSaved(page, words.saved);
    await openFile(page, "lists", "faqs");
    await textBox(page, "items.1.answer.translation");
    await expect(choice.getByRole("radio", { name: words.reviewed })).toBeChecked();
    const lock = JSON.parse(await readOnDisk(page, "translations.lock.json"));
    expect(lock["data/faqs.json"][`${FAQS[1].id}/answer`]).toBe(english);
    // The form's choice is not saved in the file.
    expect(await readOnDisk(page, "data/faqs.json")).not.toContain('"translation"');
    await saveBack(page, project);
    const after = checkProject(project);
    expect(after.status, after.output).toBe(0);
    expect(after.output).not.toContain("Translations to review");
  });
}
