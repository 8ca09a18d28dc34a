// Nothing of a colleague's is lost in a list (trial 7, N1): FAQs added on both sides are saved
// together; what cannot be kept together is refused naming the question, in the editor's
// language, never as JSON, and saving again does not push it through. And a legal page keeps its
// date (N2): a date only this tab moved is not said to be changed outside the editor, and the
// date cannot be removed.
import fs from "fs";
import path from "path";
import { expect, type Page } from "./fixtures";
import {
  datedLongAgo,
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
type Faq = { id: string; question: Record<string, string>; answer: Record<string, string> };
const faq = (id: string): Faq => ({
  id,
  question: { en: `What about ${id}?`, ar: `ماذا عن ${id}؟` },
  answer: { en: `All about ${id}.`, ar: `كل شيء عن ${id}.` },
});

const WORDS = {
  en: {
    ...EDITOR_WORDS.en,
    ok: "OK",
    add: /^Add \u2068?FAQ\u2069?$/,
    count: "expected 1 to 12 questions, found 13",
    addDate: /^Add \u2068?Last updated\u2069?$/,
    own: "was changed by one of your own saves since this form was opened",
    outside: "outside the editor",
    kept: "Last updated: this page shows the date of its last revision: it cannot be left out",
  },
  ar: {
    ...EDITOR_WORDS.ar,
    ok: "موافق",
    add: /^إضافة \u2068?سؤال\u2069?$/,
    count: "يجب أن يكون العدد بين 1 و12، والموجود الآن 13",
    addDate: /^إضافة \u2068?تاريخ آخر تحديث\u2069?$/,
    own: "غيّر حفظٌ سابقٌ لك الحقلَ",
    outside: "خارج المحرّر",
    kept: "تاريخ آخر تحديث: تعرض هذه الصفحة تاريخ آخر مراجعة لها، فلا يمكن حذفه",
  },
} as const;

/** Leaves the form with Escape, unsaved, back to the collection's list (in either interface language). */
const leave = async (page: Page) => {
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
};

for (const language of ["en", "ar"] as const) {
  const words = WORDS[language];
  const other = language === "en" ? "ar" : "en";

  // Two journeys of one opening of the editor, each a step: neither is about opening it.
  test(`in one opening of the editor (${language}): FAQs added on both sides are saved together; a question removed on disk and changed in the form is refused by its question, also when saved again; thirteen together are refused by the count. A legal page keeps its date: one only this tab moved is not said to be changed outside the editor, and it cannot be removed`, async ({
    project,
    page,
  }) => {
    page.on("dialog", (dialog) => dialog.accept());
    const faqs = JSON.parse(fs.readFileSync(path.join(ROOT, "data/faqs.json"), "utf8")) as Faq[];
    // Both legal pages dated long ago, so that a new phone number dates them again.
    datedLongAgo(project);
    await openEditor(page, project, { language });
    await page.getByRole("button", { name: words.local }).click();

    await test.step("FAQs added on both sides, removed on one and changed on the other, more than the list holds", async () => {
      // The editor adds a question while a colleague adds another on disk: both are saved, the colleague's first.
      // Added at the end of the form's list, which holds the file as the form last read it.
      const addQuestion = async (id: string) => {
        const index = await field(page, "items")
          .locator(".item-list")
          .first()
          .locator(":scope > .item-wrapper")
          .count();
        await page.getByRole("button", { name: words.add }).click();
        const added = faq(id);
        await (await textBox(page, `items.${index}.id`)).fill(id);
        for (const key of ["question", "answer"] as const) {
          for (const code of [language, other])
            await (await textBox(page, `items.${index}.${key}.${code}`)).fill(added[key][code]);
        }
      };
      await openFile(page, "lists", "faqs");
      await addQuestion("pricing");
      await writeOnDisk(page, "data/faqs.json", jsonText([...faqs, faq("locations")]));
      await save(page);
      await expectSaved(page, words.saved);
      let disk = JSON.parse(await readOnDisk(page, "data/faqs.json")) as Faq[];
      expect(disk.map(({ id }) => id)).toEqual([...faqs.map(({ id }) => id), "locations", "pricing"]);
      expect(disk.at(-1)).toEqual(faq("pricing"));

      // The colleague removes a question whose answer the editor changes: refused, named by its question.
      await openFile(page, "lists", "faqs");
      await (await textBox(page, `items.2.answer.${language}`)).fill("Edited in the editor.");
      const removed = disk.filter(({ id }) => id !== faqs[2].id);
      await writeOnDisk(page, "data/faqs.json", jsonText(removed));
      for (const again of [false, true]) {
        await save(page);
        const said = await refusalText(page);
        expect(said).toContain(faqs[2].question[language]);
        expect(said).not.toMatch(/[{}[\]]/);
        await page.getByRole("button", { name: words.ok }).click();
        // Saving again from the same page is refused the same: the colleague's removal stands.
        if (again) expect(JSON.parse(await readOnDisk(page, "data/faqs.json"))).toEqual(removed);
      }
      await leave(page);

      // Seven more of the colleague's and one of the editor's: more than the list holds, refused by its count.
      await openFile(page, "lists", "faqs");
      await expect(field(page, "items")).toBeVisible();
      disk = JSON.parse(await readOnDisk(page, "data/faqs.json")) as Faq[];
      const many = [...disk, ...[1, 2, 3, 4, 5, 6].map((n) => faq(`extra-${n}`))];
      await addQuestion("languages");
      await writeOnDisk(page, "data/faqs.json", jsonText(many));
      await save(page);
      expect(await refusalText(page)).toContain(words.count);
      expect(JSON.parse(await readOnDisk(page, "data/faqs.json"))).toEqual(many);
      await page.getByRole("button", { name: words.ok }).click();
      await leave(page);
    });

    await test.step("a legal page keeps its date", async () => {
      await openFile(page, "site", "site");
      await (await textBox(page, "contact.phone")).fill("+49 203 7391 4599");
      await save(page);
      await expectSaved(page, words.saved);

      // The privacy policy's form, read before this tab dated it, without its date.
      await openFile(page, "legal", "privacy-policy");
      const removeDate = async () => {
        await page.getByRole("checkbox", { name: words.addDate }).click();
        await save(page);
      };
      await removeDate();
      let said = await refusalText(page);
      expect(said, "the date only this tab moved").not.toContain(words.outside);
      expect(said).toContain(words.own);
      await page.getByRole("button", { name: words.ok }).click();

      // Reloaded, as the message says: the date cannot be left out.
      await page.reload();
      await expect(field(page, "lastUpdated")).toBeVisible({ timeout: 30_000 });
      await removeDate();
      said = await refusalText(page);
      expect(said).toContain(words.kept);
      expect(JSON.parse(await readOnDisk(page, "data/legal/privacy-policy.json")).lastUpdated).toBeDefined();
    });
  });
}

test("a list's new order saved, then an item removed in the same visit: saved, not taken for a change made outside the editor", async ({
  page,
  project,
}) => {
  await openEditor(page, project);
  await page.getByRole("button", { name: EDITOR_WORDS.en.local }).click();
  await openFile(page, "lists", "testimonials");
  const items = field(page, "items").locator(".item");
  const ids = (JSON.parse(await readOnDisk(page, "data/testimonials.json")) as { id: string }[]).map(({ id }) => id);
  await items.nth(2).getByRole("button", { name: "Reorder Item" }).press("ArrowUp");
  await expect(items.nth(1).locator(":focus")).toHaveCount(1);
  await save(page);
  await expectSaved(page);
  // The file as the editor wrote it keeps its fields' key order; the tab's record of its own save
  // had the draft's (sorted), and the removal below was refused as colliding with a change "outside".
  await openFile(page, "lists", "testimonials");
  await items.first().getByRole("button", { name: "Remove" }).first().click();
  await expect(items).toHaveCount(ids.length - 1);
  await save(page);
  await expectSaved(page);
  const saved = JSON.parse(await readOnDisk(page, "data/testimonials.json")) as { id: string }[];
  expect(saved.map(({ id }) => id)).toEqual([ids[2], ids[1], ...ids.slice(3)]);
});
