// The trial's lost work: a save refused because a colleague changed the same answer on disk,
// then the page reloaded and Sveltia's "Restore Draft" taken, must not write the form as first
// opened over the colleague's changes. The editor is told again, and saving once more (the way
// out the message names) replaces only that answer, keeping the colleague's other change.
// The same holds for a form left with Escape and restored when it is opened again.
import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import {
  EDITOR_WORDS,
  expectSaved,
  field,
  openEditor,
  openFile,
  readOnDisk,
  REFUSAL_LOGGED,
  refusalText,
  save,
  test,
  textBox,
  writeOnDisk,
} from "./admin";
import { jsonText } from "../src/editor/guardSave";

test.describe.configure({ timeout: 180_000 });
test.use({ allowedConsole: REFUSAL_LOGGED });

const ROOT = path.join(__dirname, "..");

const WORDS = {
  en: {
    ...EDITOR_WORDS.en,
    restore: "Restore",
    ok: "OK",
    place: "FAQs › FAQ 2 › Answer › English",
  },
  ar: {
    ...EDITOR_WORDS.ar,
    restore: "استعادة",
    ok: "موافق",
    place: "أسئلة شائعة › سؤال 2 › الإجابة › العربية",
  },
} as const;

/** How many drafts Sveltia keeps as backups (its IndexedDB store, written 500 ms after a change). */
const draftBackups = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("github:owner/ferrolink-site");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("draft-backups")) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction("draft-backups").objectStore("draft-backups").count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

for (const language of ["en", "ar"] as const) {
  const words = WORDS[language];
  test(`in the ${language === "ar" ? "Arabic" : "English"} editor, a draft restored after a refused save keeps a colleague's changes: refused again with their text, then saved over that answer alone${language === "en" ? "; a draft restored after Escape too" : ""}`, async ({
    project,
    page,
  }) => {
    const faqs = JSON.parse(fs.readFileSync(path.join(ROOT, "data/faqs.json"), "utf8"));
    await openEditor(page, project, { language });
    await page.getByRole("button", { name: words.local }).click();
    // Sveltia 0.221 keeps draft backups once a page load has signed in by itself (the folder
    // remembered), as for an editor coming back to the editor.
    await openFile(page, "lists", "faqs");
    await page.reload();
    await expect(field(page, "items")).toBeVisible({ timeout: 30_000 });

    // A colleague changes the first question on disk: the editor's save of the second answer merges.
    const colleague = structuredClone(faqs);
    colleague[0].question[language] = "Colleague's question";
    await writeOnDisk(page, "data/faqs.json", jsonText(colleague));
    await (await textBox(page, `items.1.answer.${language}`)).fill("Editor's first answer");
    await save(page);
    await expectSaved(page, words.saved);

    // Then both change the second answer: refused, naming the colleague's text.
    await openFile(page, "lists", "faqs");
    const merged = JSON.parse(await readOnDisk(page, "data/faqs.json"));
    merged[1].answer[language] = "Colleague's answer";
    merged[2].question[language] = "Colleague's other question";
    await writeOnDisk(page, "data/faqs.json", jsonText(merged));
    // Typed, as Sveltia keeps a draft backup only of a form the editor interacted with.
    const answer = await textBox(page, `items.1.answer.${language}`);
    await answer.fill("");
    await answer.pressSequentially("Editor's second answer");
    await expect.poll(() => draftBackups(page), { timeout: 10_000 }).toBe(1);
    await save(page);
    expect(await refusalText(page)).toContain(words.place);
    expect(await refusalText(page)).toContain("Colleague's answer");
    await page.getByRole("button", { name: words.ok }).click();

    // The editor reloads and restores the draft Sveltia kept: its save is refused again.
    await page.reload();
    await page.getByRole("button", { name: words.restore, exact: true }).click();
    await expect(await textBox(page, `items.1.answer.${language}`)).toHaveValue("Editor's second answer");
    await save(page);
    expect(await refusalText(page)).toContain("Colleague's answer");
    let disk = JSON.parse(await readOnDisk(page, "data/faqs.json"));
    expect(disk[1].answer[language]).toBe("Colleague's answer");
    expect(disk[0].question[language]).toBe("Colleague's question");
    expect(disk[2].question[language]).toBe("Colleague's other question");
    await page.getByRole("button", { name: words.ok }).click();

    // Saved again, knowingly: the editor's answer replaces the colleague's, nothing else of theirs goes.
    await save(page);
    await expectSaved(page, words.saved);
    disk = JSON.parse(await readOnDisk(page, "data/faqs.json"));
    expect(disk[1].answer[language]).toBe("Editor's second answer");
    expect(disk[0].question[language]).toBe("Colleague's question");
    expect(disk[2].question[language]).toBe("Colleague's other question");

    // A form left with Escape, the answer changed by the colleague meanwhile, and the draft
    // restored on opening it again: refused the same, naming their text (walked in one
    // interface language: the key and Sveltia's draft do not depend on it).
    if (language === "en") {
      await openFile(page, "lists", "faqs");
      const third = await textBox(page, `items.1.answer.${language}`);
      await third.fill("");
      await third.pressSequentially("Editor's third answer");
      await expect.poll(() => draftBackups(page), { timeout: 10_000 }).toBe(1);
      await page.keyboard.press("Escape");
      await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
      disk[1].answer[language] = "Colleague's third answer";
      await writeOnDisk(page, "data/faqs.json", jsonText(disk));
      await openFile(page, "lists", "faqs");
      await page.getByRole("button", { name: words.restore, exact: true }).click();
      await expect(await textBox(page, `items.1.answer.${language}`)).toHaveValue("Editor's third answer");
      await save(page);
      expect(await refusalText(page)).toContain(words.place);
      expect(await refusalText(page)).toContain("Colleague's third answer");
      expect(JSON.parse(await readOnDisk(page, "data/faqs.json"))[1].answer[language]).toBe("Colleague's third answer");
    }
  });
}
