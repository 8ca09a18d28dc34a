// The content editor's save guard (src/editor/page.ts) on a copy of the project:
// no one's work is overwritten, what the build refuses is refused before saving with the field
// named, and a legal text's date moves with it without a developer command.
import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import {
  checkProject,
  contentFiles,
  DATED_PAGES,
  datedLongAgo,
  EDITOR_WORDS,
  expectSaved,
  field,
  leaveForm,
  openEditor,
  openFile,
  readOnDisk,
  refusal,
  REFUSAL_LOGGED,
  refusalText,
  save,
  saveBack,
  test,
  textBox,
  writeOnDisk,
} from "./admin";
import { TESTS_MONTH } from "./today";
import { acceptLegalDates } from "../src/content/projectFiles";
import { jsonText } from "../src/editor/guardSave";

// The editor is a 2 MB script and each save re-reads the project and runs the build's rules
// in the page: on a loaded 2-core machine one test of several saves needs more than a minute.
test.describe.configure({ timeout: 180_000 });

const ROOT = path.join(__dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

// Sveltia CMS logs the error of a save the guard refused.
test.use({ allowedConsole: REFUSAL_LOGGED });

/**
 * With the FAQs open, the editor changes the second answer while a code editor changes the first
 * question on disk; the save keeps both. Returns the FAQs as saved.
 */
const saveBesideAChangeOnDisk = async (page: Page, faqs: { question: { en: string } }[]) => {
  await openFile(page, "lists", "faqs");
  await (await textBox(page, "items.1.answer.en")).fill("Edited in the editor.");
  const outside = structuredClone(faqs);
  outside[0].question.en = "How long does a project usually take?";
  await writeOnDisk(page, "data/faqs.json", jsonText(outside));
  await save(page);
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });
  const merged = JSON.parse(await readOnDisk(page, "data/faqs.json"));
  expect(merged[0].question.en).toBe("How long does a project usually take?");
  expect(merged[1].answer.en).toBe("Edited in the editor.");
  return merged;
};

// Four journeys of one opening of the editor, each a step: the editor is opened once, as none of
// them is about opening it. Each step finds the project as the step before left it; the order is
// the one where that changes none of their checks (the refusals' step then saves nothing, and the
// file changed on disk is not written back).
test("in one opening of the editor: legal dates accepted on disk meanwhile stay; what the build refuses and the form cannot hold is refused before saving, naming the field; a file changed on disk keeps its change, merged with a save of another value, a save of the same value refused; and so with a second tab's save", async ({
  project,
  page,
  context,
}) => {
  // Leaving the editor with a form it refused to save: yes, leave it.
  page.on("dialog", (dialog) => dialog.accept());
  await openEditor(page, project);
  await page.getByRole("button", { name: EDITOR_WORDS.en.local }).click();

  await test.step("legal dates accepted on disk while the editor is open stay: a paragraph saved afterwards keeps them (the trial's case A)", async () => {
    await openFile(page, "legal", "terms-of-service");
    const paragraph = await textBox(page, "intro.en.0");
    await paragraph.fill(`${await paragraph.inputValue()} Please read them carefully.`);
    // Meanwhile, in a terminal: the phone number changed and `npm run legal-dates:accept` dated the terms.
    const site = read("data/site.json");
    site.contact.phone = "+49 203 7391 4599";
    fs.writeFileSync(path.join(project, "data/site.json"), jsonText(site));
    // Every page the command dated is written: the terms, and in a month other than the one the
    // content was last dated in, the privacy policy too (it shows the phone number).
    const dated = acceptLegalDates(project, [], TESTS_MONTH).map((version) => version.split("#")[0]);
    for (const file of new Set(["data/site.json", ...dated, "legal-dates.lock.json"])) {
      await writeOnDisk(page, file, fs.readFileSync(path.join(project, file), "utf8"));
    }
    await save(page);
    await expect(page.getByText("Entry saved.")).toBeVisible();
    const saved = JSON.parse(await readOnDisk(page, "data/legal/terms-of-service.json"));
    expect(saved.lastUpdated).toEqual({ en: TESTS_MONTH, ar: TESTS_MONTH });
    expect(saved.intro.en[0]).toMatch(/Please read them carefully\.$/);
    expect(await saveBack(page, project)).toEqual(["data/legal/terms-of-service.json", "legal-dates.lock.json"]);
    const check = checkProject(project);
    expect(check.status, check.output).toBe(0);
  });
  // The form closed, back at the list, before the next file is opened.
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });

  await test.step("what the build refuses and the form cannot hold is refused before saving, naming the field: a missing service, a duplicated FAQ, a half star, an unknown placeholder; a legal page's id cannot be edited, nor a link the build refuses typed", async () => {
    await openFile(page, "lists", "services");
    await field(page, "items").locator(".item").first().getByRole("button", { name: "Remove" }).click();
    await save(page);
    expect(await refusalText(page)).toContain("Services: expected exactly 4 services, found 3");
    // Above the reason, the save failed and nothing changed: no "try again later" for a refusal to fix.
    await expect(refusal(page).locator("xpath=..")).toHaveText(
      /^\s*Couldn’t save the entry\. Nothing was saved\. \u2068Services\u2069:/,
    );
    await page.getByRole("button", { name: "OK" }).click();

    await leaveForm(page);
    await openFile(page, "lists", "faqs");
    await field(page, "items").locator(".item").first().getByRole("button", { name: "List Item Options" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await save(page);
    expect(await refusalText(page)).toContain(
      `FAQs › FAQ 2 › ID: id "${read("data/faqs.json")[0].id}" is used twice: each of the questions needs an id of its own`,
    );
    await page.getByRole("button", { name: "OK" }).click();

    await leaveForm(page);
    await openFile(page, "lists", "testimonials");
    await (await textBox(page, "items.0.rating")).fill("4.5");
    await save(page);
    expect(await refusalText(page)).toContain(
      "Testimonials › Testimonial 1 › Rating: rating must be a whole number from 1 to 5",
    );
    await page.getByRole("button", { name: "OK" }).click();

    await leaveForm(page);
    await openFile(page, "legal", "legal-notice");
    await expect(await textBox(page, "id")).not.toBeEditable();
    const description = await textBox(page, "description.en");
    await description.fill(`${await description.inputValue()} Write to {{emial}}.`);
    await save(page);
    expect(await refusalText(page)).toContain("Description › English: unknown placeholder {{emial}} (known: brand,");
    await page.getByRole("button", { name: "OK" }).click();

    await leaveForm(page);
    await openFile(page, "site", "site");
    await (await textBox(page, "scheduling.defaultUrl")).fill("https://%%%");
    await save(page);
    await expect(field(page, "scheduling.defaultUrl")).toContainText("expected an https:// URL");

    expect(await saveBack(page, project)).toEqual([]);
  });

  await leaveForm(page);
  await test.step("a file changed on disk while the editor is open keeps its change: a save of another value merges with it, a save of the same value is refused, naming the field and what saving again does", async () => {
    const faqs = read("data/faqs.json");
    const merged = await saveBesideAChangeOnDisk(page, faqs);

    // Then the same answer changes on disk and in the editor: the editor refuses and says why.
    await openFile(page, "lists", "faqs");
    const again = structuredClone(merged);
    again[1].answer.en = "Changed outside.";
    await writeOnDisk(page, "data/faqs.json", jsonText(again));
    await (await textBox(page, "items.1.answer.en")).fill("Edited twice in the editor.");
    await save(page);
    expect(await refusalText(page)).toContain(
      'FAQs › FAQ 2 › Answer › English was changed outside the editor since you opened it; it is now "Changed outside."',
    );
    expect(await refusalText(page)).toContain("save again, and your text replaces it");
    expect(JSON.parse(await readOnDisk(page, "data/faqs.json"))[1].answer.en).toBe("Changed outside.");
  });

  await page.getByRole("button", { name: "OK" }).click();
  await leaveForm(page);
  // A colleague, or the same editor, in a second tab: the tabs share the folder, not what each read.
  await test.step("two tabs on the same file: each save keeps what the other tab saved, merged where they changed other values and refused, naming the value, where they changed the same one", async () => {
    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.2.answer.en")).fill("Edited in the first tab.");
    // The second tab opens on the folder the first one picked.
    const other = await context.newPage();
    await openFile(other, "lists", "faqs");
    await (await textBox(other, "items.0.answer.en")).fill("Edited in the second tab.");
    await save(other);
    await expectSaved(other);
    await save(page);
    await expectSaved(page);
    let faqs = JSON.parse(await readOnDisk(page, "data/faqs.json"));
    expect([faqs[0].answer.en, faqs[1].answer.en, faqs[2].answer.en]).toEqual([
      "Edited in the second tab.",
      "Changed outside.",
      "Edited in the first tab.",
    ]);

    // The second tab, which has not seen the first tab's save, saves again: that save stays too.
    await openFile(page, "lists", "faqs");
    await openFile(other, "lists", "faqs");
    await (await textBox(other, "items.0.answer.en")).fill("Edited again in the second tab.");
    await save(other);
    await expectSaved(other);
    faqs = JSON.parse(await readOnDisk(page, "data/faqs.json"));
    expect([faqs[0].answer.en, faqs[2].answer.en]).toEqual([
      "Edited again in the second tab.",
      "Edited in the first tab.",
    ]);

    await (await textBox(page, "items.0.answer.en")).fill("The first tab on the same answer.");
    await save(page);
    expect(await refusalText(page)).toContain(
      'FAQs › FAQ 1 › Answer › English was changed outside the editor since you opened it; it is now "Edited again in the second tab."',
    );
    expect(JSON.parse(await readOnDisk(page, "data/faqs.json"))[0].answer.en).toBe("Edited again in the second tab.");
  });
});

// A legal text's date moving with it from the browser alone (a paragraph refused until its date
// is set in the form, a phone number the policy shows dating the pages itself, each changed file
// one line per change, npm run check passing) is walked in an editor's day (admin-day.spec.ts).

// Where Sveltia writes each file in place instead of writing a temporary file and moving it (in
// Brave, and in a browser without File System Access move), every save is checked the same: the
// check runs on preSave, before either way of writing. Walked once, in Brave, which editors use.
const inBrave = () => {
  if (!location.pathname.startsWith("/admin/")) return;
  type Brands = { brands: { brand: string; version: string }[]; mobile: boolean; platform: string };
  const real = (navigator as unknown as { userAgentData: Brands }).userAgentData;
  const brave = { ...real, brands: [...real.brands, { brand: "Brave", version: "131" }] };
  Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => brave });
};
test("in Brave, where the editor writes files in place, every save is checked the same: a duplicate id is refused and the file left as it was, a save merges with a change made on disk, a phone number dates the legal pages", async ({
  project,
  page,
}) => {
  page.on("dialog", (dialog) => dialog.accept());
  await page.addInitScript(inBrave);
  // Both legal pages last dated in January 2025, so that the phone number has to move their dates.
  datedLongAgo(project);
  const faqs = read("data/faqs.json");
  await openEditor(page, project);
  await page.getByRole("button", { name: EDITOR_WORDS.en.local }).click();

  await openFile(page, "lists", "faqs");
  await field(page, "items").locator(".item").first().getByRole("button", { name: "List Item Options" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await save(page);
  expect(await refusalText(page)).toContain(
    `FAQs › FAQ 2 › ID: id "${faqs[0].id}" is used twice: each of the questions needs an id of its own`,
  );
  await page.getByRole("button", { name: "OK" }).click();
  expect(await readOnDisk(page, "data/faqs.json")).toBe(fs.readFileSync(path.join(project, "data/faqs.json"), "utf8"));

  await leaveForm(page);
  await saveBesideAChangeOnDisk(page, faqs);

  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
  await openFile(page, "site", "site");
  await field(page, "contact").scrollIntoViewIfNeeded();
  await (await textBox(page, "contact.phone")).fill("+49 203 7391 4599");
  await save(page);
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });
  // Both legal pages show the phone number, so both are dated this month.
  expect(await saveBack(page, project)).toEqual([
    "data/faqs.json",
    "data/legal/privacy-policy.json",
    "data/legal/terms-of-service.json",
    "data/site.json",
    "legal-dates.lock.json",
  ]);
  for (const page of DATED_PAGES) {
    expect(JSON.parse(contentFiles(project)[page]).lastUpdated).toEqual({ en: TESTS_MONTH, ar: TESTS_MONTH });
  }
  const check = checkProject(project);
  expect(check.status, check.output).toBe(0);
});
