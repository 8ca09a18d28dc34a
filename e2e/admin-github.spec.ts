// The content editor on the live site (GitHub mode), against a stand-in for GitHub's API
// (scripts/github-double.mjs, e2e/github.ts) holding a copy of the project: the page is the one
// the site deploys, with its policy and the configuration a build with CMS_GITHUB_REPO writes; its
// calls to api.github.com are answered by the double. A colleague's commit made while the editor is
// open is never reverted, what the build refuses is refused before the commit, and a good save
// lands as a commit whose files pass `npm run check`.
import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import {
  checkProject,
  DATED_PAGES,
  datedLongAgo,
  expectSaved,
  field,
  leaveForm,
  openFile,
  refusalText,
  save,
  test,
  textBox,
} from "./admin";
import {
  problemsAt as problemsOn,
  projectFiles,
  REPOSITORY,
  signIn as signInTo,
  TOKEN,
  type GithubDouble,
} from "./github";
import { LEGAL_DATES_FILE } from "../src/content/legalDates";
import { TESTS_MONTH } from "./today";
import { acceptLegalDates } from "../src/content/projectFiles";
// @ts-expect-error plain ES module, also run by Node alone
import { startGithubDouble } from "../scripts/github-double.mjs";
import { jsonText } from "../src/editor/guardSave";

test.describe.configure({ timeout: 180_000 });

// Sveltia CMS logs the error of a save the guard refused.
test.use({ allowedConsole: /Error: Nothing was saved\./ });

let dir: string;
let github: GithubDouble;
test.beforeEach(async ({ project }) => {
  dir = project;
  // Both legal pages last dated in January 2025, so that a change they show has to move their dates.
  datedLongAgo(dir);
  github = await startGithubDouble({
    owner: REPOSITORY.split("/")[0],
    repo: REPOSITORY.split("/")[1],
    token: TOKEN,
    files: projectFiles(dir),
  });
});
test.afterEach(async ({ page }) => {
  // The editor keeps asking GitHub (its check of the branch) while open: it is closed, and the
  // answers under way delivered, before the double stops.
  await page.goto("about:blank");
  await page.unrouteAll({ behavior: "wait" });
  await github.close();
});

/** The branch's file, parsed. */
const onBranch = (file: string) => JSON.parse(github.files()[file]);

/**
 * Signs in to the double with the editor's token. These tests try the save guard on the branch
 * Sveltia commits to itself, as it does with \`publish_mode: simple\`: the same reads, merges and
 * commits as on a draft's branch (the review is e2e/admin-review.spec.ts's).
 */
const signIn = (page: Page) => signInTo(page, github, { publishMode: "simple" });

/** Save; Sveltia says a colleague changed the entry since it was opened, and the editor saves anyway. */
const saveAnyway = async (page: Page) => {
  await save(page);
  await expect(page.getByText("Entry Changed by Someone Else")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Save Anyway" }).click();
};

test("in one opening of the editor: a colleague's commit made while the editor is open is kept (a save of another value merges with it, a save of the same value is refused naming the field and what saving again does, even with Sveltia's Save Anyway), and so is a colleague's commit of a new phone number, with the legal pages it dated, when the editor saves a paragraph of the terms opened before it", async ({
  page,
}) => {
  await signIn(page);
  await test.step("a colleague's commit of another value is merged; of the same value, refused", async () => {
    const faqs = onBranch("data/faqs.json");
    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.1.answer.en")).fill("Edited on the live site.");

    // Meanwhile a colleague commits a new first question.
    const colleague = structuredClone(faqs);
    colleague[0].question.en = "How long does a project usually take?";
    github.commit({ "data/faqs.json": jsonText(colleague) }, "Colleague: first question");
    await saveAnyway(page);
    await expectSaved(page);
    const merged = onBranch("data/faqs.json");
    expect(merged[0].question.en).toBe("How long does a project usually take?");
    expect(merged[1].answer.en).toBe("Edited on the live site.");
    expect(github.log().map((commit) => commit.message)).toEqual([
      expect.stringContaining("Update"),
      "Colleague: first question",
      "Initial commit",
    ]);

    // Then the colleague and the editor change the same answer: refused, and it says why.
    await openFile(page, "lists", "faqs");
    const again = structuredClone(merged);
    again[1].answer.en = "Changed by a colleague.";
    github.commit({ "data/faqs.json": jsonText(again) }, "Colleague: second answer");
    await (await textBox(page, "items.1.answer.en")).fill("Edited twice on the live site.");
    await saveAnyway(page);
    const message = await refusalText(page);
    expect(message).toContain(
      'FAQs › FAQ 2 › Answer › English was changed outside the editor since you opened it; it is now "Changed by a colleague."',
    );
    expect(message).toContain("save again, and your text replaces it");
    expect(github.log()[0].message).toBe("Colleague: second answer");
    expect(onBranch("data/faqs.json")).toEqual(again);
    await page.getByRole("button", { name: "OK" }).click();

    // Reloaded, the editor shows the branch as it is, colleague's changes included.
    page.on("dialog", (dialog) => dialog.accept());
    await page.reload();
    await openFile(page, "lists", "faqs");
    await expect(await textBox(page, "items.1.answer.en")).toHaveValue("Changed by a colleague.");
    await expect(await textBox(page, "items.0.question.en")).toHaveValue("How long does a project usually take?");
  });

  await test.step("a colleague's phone number and the pages it dated are kept beside a paragraph of the terms", async () => {
    await openFile(page, "legal", "terms-of-service");
    const paragraph = await textBox(page, "intro.en.0");
    await paragraph.fill(`${await paragraph.inputValue()} We keep these terms current.`);

    // Meanwhile a colleague commits the phone number, the terms it dated and the lock.
    const site = onBranch("data/site.json");
    site.contact.phone = "+49 203 7391 4599";
    fs.writeFileSync(path.join(dir, "data/site.json"), jsonText(site));
    acceptLegalDates(dir, [], TESTS_MONTH);
    const dated = ["data/site.json", ...DATED_PAGES, LEGAL_DATES_FILE];
    github.commit(
      Object.fromEntries(dated.map((file) => [file, fs.readFileSync(path.join(dir, file), "utf8")])),
      "Colleague: phone number",
    );
    await saveAnyway(page);
    await expectSaved(page);

    const terms = onBranch("data/legal/terms-of-service.json");
    expect(terms.lastUpdated).toEqual({ en: TESTS_MONTH, ar: TESTS_MONTH });
    expect(terms.intro.en[0]).toMatch(/We keep these terms current\.$/);
    expect(onBranch("data/site.json").contact.phone).toBe("+49 203 7391 4599");
    // Sveltia's commit of the entry, then the save hook's of the record it changed beside it.
    expect(
      github
        .log()
        .slice(0, 2)
        .map((commit) => commit.files),
    ).toEqual([[LEGAL_DATES_FILE], ["data/legal/terms-of-service.json"]]);
    for (const [file, text] of Object.entries(github.files())) {
      if (file.endsWith(".json")) fs.writeFileSync(path.join(dir, file), text);
    }
    const check = checkProject(dir);
    expect(check.status, check.output).toBe(0);
  });
});

test("in one opening of the editor: a save the build would refuse is not committed, naming the field; a good save lands as one commit; a phone number dates the legal pages that show it: Sveltia commits the facts, the save hook the pages and their record, and the editor is told; the branch's files pass npm run check; then an English answer's Arabic is to review once the English changes, and marked reviewed in the form the record lands on the branch", async ({
  page,
}) => {
  await signIn(page);
  await test.step("a refused save is not committed; a good one is; a phone number dates the legal pages", async () => {
    const faqs = onBranch("data/faqs.json");
    page.on("dialog", (dialog) => dialog.accept());

    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.1.id")).fill(faqs[0].id);
    await save(page);
    expect(await refusalText(page)).toContain(
      `FAQs › FAQ 2 › ID: id "${faqs[0].id}" is used twice: each of the questions needs an id of its own`,
    );
    await page.getByRole("button", { name: "OK" }).click();
    expect(github.log()).toHaveLength(1);

    await leaveForm(page);
    await openFile(page, "lists", "faqs");
    const answer = `${faqs[2].answer.ar} ونرافقك بعد الإطلاق أيضًا.`;
    await (await textBox(page, "items.2.answer.ar")).fill(answer);
    await save(page);
    await expectSaved(page);
    const [commit] = github.log();
    expect(commit.files).toEqual(["data/faqs.json"]);
    expect(JSON.parse(github.files()["data/faqs.json"])[2].answer.ar).toBe(answer);

    await openFile(page, "site", "site");
    await (await textBox(page, "contact.phone")).fill("+49 203 7391 4599");
    await save(page);
    await expectSaved(page);
    // The pages named by their English titles.
    const [policy, terms] = DATED_PAGES.map(
      (file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).title.en,
    );
    await expect(page.getByText(/^This save also changed the text of/)).toContainText(
      `“\u2068${policy}\u2069” and “\u2068${terms}\u2069”`,
    );
    expect(
      github
        .log()
        .slice(0, 2)
        .map((commit) => commit.files),
    ).toEqual([[...DATED_PAGES, LEGAL_DATES_FILE], ["data/site.json"]]);
    expect(onBranch("data/legal/terms-of-service.json").lastUpdated).toEqual({ en: TESTS_MONTH, ar: TESTS_MONTH });
    for (const [file, text] of Object.entries(github.files())) {
      if (file.endsWith(".json")) fs.writeFileSync(path.join(dir, file), text);
    }
    const check = checkProject(dir);
    expect(check.status, check.output).toBe(0);
  });

  await test.step("an English answer's Arabic is to review once the English changes; marked reviewed, it is recorded", async () => {
    const faqs = onBranch("data/faqs.json");
    const english = "Changed on the live site: six to eight weeks for most projects.";
    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.1.answer.en")).fill(english);
    const choice = field(page, "items.1.answer.translation");
    await textBox(page, "items.1.answer.translation");
    await expect(choice.getByRole("radio", { name: "Reviewed: written from this English" })).toBeChecked();
    await save(page);
    await expectSaved(page);

    // Opened again: the Arabic was written from the English before.
    await openFile(page, "lists", "faqs");
    await textBox(page, "items.1.answer.translation");
    await expect(choice.getByRole("radio", { name: "To review against this English" })).toBeChecked();
    await choice.getByRole("radio", { name: "Reviewed: written from this English" }).check();
    await save(page);
    await expectSaved(page);
    await expect
      .poll(() => JSON.parse(github.files()["translations.lock.json"])["data/faqs.json"][`${faqs[1].id}/answer`])
      .toBe(english);
    expect(github.files()["data/faqs.json"]).not.toContain('"translation"');
    for (const [file, text] of Object.entries(github.files())) {
      if (file.endsWith(".json")) fs.writeFileSync(path.join(dir, file), text);
    }
    const check = checkProject(dir);
    expect(check.status, check.output).toBe(0);
    expect(check.output).not.toContain("Translations to review");
  });
});

const problemsAt = (project: string, oid: string) => problemsOn(github, project, oid);

// Sveltia brings itself up to the branch's head after preSave, and commits the checked entry on
// that head: GitHub's refusal of a stale head does not come into play, and the commit replaces
// the file as a colleague committed it in between. The save hook finds that commit after
// Sveltia's and merges it back with a commit of its own.
test("in one opening of the editor: a colleague's commit landing between the save check's read of the branch and Sveltia's commit is kept, merged back after the save; every commit of a legal page's save builds, Sveltia's before the record's, and a record that cannot be written is told as such, the entry saved", async ({
  project,
  page,
}) => {
  await signIn(page);
  await test.step("a colleague's commit between the check's read and Sveltia's commit is merged back", async () => {
    const faqs = onBranch("data/faqs.json");
    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.1.answer.en")).fill("Edited during a colleague's commit.");

    // The save check reads the branch (its folders and records, at its head); just after, a colleague commits.
    const colleague = structuredClone(faqs);
    colleague[0].question.en = "How long does a project usually take?";
    let armed = true;
    await page.route("https://api.github.com/graphql", async (route) => {
      const response = await route.fetch({ url: `${github.url}/graphql` });
      if (armed && route.request().postDataJSON().query.includes('file(path: "data")')) {
        armed = false;
        github.commit({ "data/faqs.json": jsonText(colleague) }, "Colleague: first question");
      }
      await route.fulfill({ response });
    });
    await save(page);
    await expectSaved(page);
    expect(armed).toBe(false);
    expect(github.log().map((commit) => commit.message)).toEqual([
      "Keep the changes committed while data/faqs.json was saved",
      expect.stringContaining("Update"),
      "Colleague: first question",
      "Initial commit",
    ]);
    const merged = onBranch("data/faqs.json");
    expect(merged[0].question.en).toBe("How long does a project usually take?");
    expect(merged[1].answer.en).toBe("Edited during a colleague's commit.");
    await page.unroute("https://api.github.com/graphql");
  });

  await test.step("every commit of a legal page's save builds; a record that cannot be written is told as such", async () => {
    for (const failing of [false, true]) {
      // The save hook's commit of the record (not Sveltia's of the page) refused by GitHub, as when
      // the branch moved or the sign-in expired.
      if (failing)
        await page.route("https://api.github.com/graphql", async (route) =>
          route.request().postData()?.includes("Record the legal dates")
            ? route.fulfill({ json: { errors: [{ message: "Branch moved" }] } })
            : route.fallback(),
        );
      await openFile(page, "legal", "privacy-policy");
      const paragraph = await textBox(page, "intro.en.0");
      await paragraph.fill(`${await paragraph.inputValue()} Reviewed${failing ? " again" : ""}.`);
      await (await textBox(page, "lastUpdated.en")).fill(TESTS_MONTH);
      await save(page);
      await expectSaved(page);
      const [last, before] = github.log();
      // Sveltia's commit of the page, dated this month, builds on its own, before or without its record.
      const sveltias = failing ? last : before;
      expect(sveltias.files).toEqual(["data/legal/privacy-policy.json"]);
      expect(problemsAt(project, sveltias.oid)).toEqual([]);
      if (!failing) expect(last.files).toEqual([LEGAL_DATES_FILE]);
      else {
        await expect(page.getByRole("status").filter({ hasText: "The entry is saved" })).toHaveText(
          /^The entry is saved, but what the save also changes was not written \(\u2068Branch moved\u2069\): \u2068legal-dates\.lock\.json\u2069\./,
        );
        await expect(page.getByText("Couldn’t save the entry.")).toHaveCount(0);
      }
      await page.unroute("https://api.github.com/graphql");
    }
  });
});
