// A second editor's day on the live site, as DESIGN.md asks of it: each change is a draft with its
// own branch and pull request (Sveltia CMS's editorial workflow), reviewed and published by someone
// else, against the GitHub double (e2e/github.ts) whose deployed branch is protected as the docs
// tell the owner to protect it (an approving review by another person, squashed merges). The
// site's records ride in the draft's pull request, every commit on every branch passes
// `npm run check` (the build's own content rules), and the deployed branch holds the change.
import type { Browser, Page } from "@playwright/test";
import { expect, watchConsole } from "./fixtures";
import { datedLongAgo, DATED_PAGES, openFile, save, test, textBox } from "./admin";
import { problemsAt, projectFiles, REPOSITORY, signIn, TOKEN, type GithubDouble } from "./github";
import { LEGAL_DATES_FILE } from "../src/content/legalDates";
import { TESTS_MONTH } from "./today";
// @ts-expect-error plain ES module, also run by Node alone
import { startGithubDouble } from "../scripts/github-double.mjs";

test.describe.configure({ timeout: 180_000 });

/** What the browser and Sveltia log for GitHub's refusal of a merge nobody approved. */
const MERGE_REFUSED = /status of 405 \(Method Not Allowed\)|Error: Server responded with an error/;
const REVIEWER = { token: "github_pat_test_reviewer", login: "reviewer", id: 4602, name: "Second Editor" };

let github: GithubDouble;
test.beforeEach(async ({ project }) => {
  // The legal pages last dated in January 2025, so that a changed text has to move its date.
  datedLongAgo(project);
  const [owner, repo] = REPOSITORY.split("/");
  github = await startGithubDouble({
    owner,
    repo,
    token: TOKEN,
    users: { [REVIEWER.token]: { ...REVIEWER, email: "reviewer@example.com" } },
    files: projectFiles(project),
  });
});
test.afterEach(async ({ page }) => {
  // The editor keeps asking GitHub (its check of the branch) while open: it is closed, and the
  // answers under way delivered, before the double stops.
  await page.goto("about:blank");
  await page.unrouteAll({ behavior: "wait" });
  await github.close();
});

/**
 * The second editor's browser, signed in with their own token; what its console says beyond
 * GitHub's refusal of a merge nobody approved (Sveltia logs the answer) is in `problems`.
 */
const secondEditor = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport });
  const problems = watchConsole(context, MERGE_REFUSED);
  const page = await context.newPage();
  await signIn(page, github, { token: REVIEWER.token });
  return { second: page, problems };
};

/**
 * Opens the Editorial Workflow board and the entry `name` in its column `status`, once its form
 * is drawn: the status menu shows before the entry has loaded, and a status chosen then stayed
 * as it was once in a CI-like run (2026-12-07), the entry's own status drawn over it.
 */
const openFromBoard = async (page: Page, status: string, name: string | RegExp) => {
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  await page.getByRole("list", { name: status }).getByRole("button", { name }).click();
  await expect(page.getByRole("button", { name: `Status: \u2068${status}\u2069` })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("section[aria-label][data-key-path]").first()).toBeVisible({ timeout: 30_000 });
};

/** Marks the open entry ready, from its status menu. */
const markReady = async (page: Page) => {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitemradio", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: \u2068Ready\u2069" })).toBeVisible({ timeout: 20_000 });
};

/** Publishes the open entry; Sveltia asks first. */
const publish = async (page: Page) => {
  await page.getByRole("button", { name: "Publish Entry" }).click();
  await page.getByRole("alertdialog", { name: "Publish Entry" }).getByRole("button", { name: "Publish" }).click();
};

test("a legal text saved as a draft with its record, reviewed and published by a second editor: the deployed branch gets one whole change, every commit on every branch passes npm run check, and the deployed branch holds it", async ({
  page,
  browser,
  project,
}) => {
  const sentence = " We review this policy with our data protection officer every spring.";
  const [policy] = DATED_PAGES;

  // The first editor changes a paragraph and its date, saves a draft and sends it for review.
  await signIn(page, github);
  await openFile(page, "legal", "privacy-policy");
  const paragraph = await textBox(page, "intro.en.0");
  const text = `${await paragraph.inputValue()}${sentence}`;
  await paragraph.fill(text);
  await (await textBox(page, "lastUpdated.en")).fill(TESTS_MONTH);
  await save(page);
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("alertdialog").getByRole("button", { name: "Send for Review" }).click();
  await expect(page.getByRole("button", { name: "Status: \u2068In Review\u2069" })).toBeVisible({ timeout: 20_000 });

  // Nothing is published: the deployed branch is as it was; the draft's pull request holds the
  // page and its record, Sveltia's commit and the save hook's.
  expect(github.log().map((commit) => commit.message)).toEqual(["Initial commit"]);
  const [pull] = github.pullRequests();
  expect(pull).toMatchObject({ branch: "cms/legal/privacy-policy", state: "open", author: "editor" });
  // (The status shows at once; its label follows from GitHub's answer.)
  await expect.poll(() => github.pullRequests()[0].labels).toEqual(["sveltia-cms/pending_review"]);
  expect(pull.files).toEqual([policy, LEGAL_DATES_FILE]);
  expect(
    github
      .log(pull.branch)
      .slice(0, 2)
      .map((commit) => commit.files),
  ).toEqual([[LEGAL_DATES_FILE], [policy]]);

  // The author cannot approve their own change.
  expect(() => github.review(pull.number, TOKEN)).toThrow("Can not approve your own pull request");

  // The second editor finds it in review and reads the change.
  const { second, problems } = await secondEditor(browser);
  // The board and the form name the page by its title (trial 7, N7).
  await openFromBoard(second, "In Review", "Privacy Policy");
  await expect(second.getByText("Legal pages › Privacy Policy", { exact: true })).toBeVisible();
  await expect(await textBox(second, "intro.en.0")).toHaveValue(text);

  // Published before anyone approved it on GitHub: the protected branch refuses the merge.
  await markReady(second);
  await publish(second);
  await expect(
    second.getByText(
      "Couldn’t publish the entry. If the site requires a review, a colleague first approves its pull request on GitHub; then publish it again.",
    ),
  ).toBeVisible({ timeout: 20_000 });
  expect(github.log()).toHaveLength(1);

  // Approved on GitHub's page of the pull request, then published from the editor.
  github.review(pull.number, REVIEWER.token);
  await publish(second);
  // Sveltia leaves the published entry for its collection's list; the board has nothing left.
  await expect(second).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
  await second.getByRole("radio", { name: "Editorial Workflow" }).click();
  for (const column of ["Drafts", "In Review", "Ready"])
    await expect(second.getByRole("list", { name: column })).toHaveText("No entries.");
  await second.context().close();
  expect(problems, "console errors and warnings of the second editor's browser").toEqual([]);

  // One commit on the deployed branch, with the page and its record; the draft's branch is gone.
  const [published] = github.log();
  expect(published).toMatchObject({ author: REVIEWER.login, files: [policy, LEGAL_DATES_FILE] });
  expect(github.pullRequests()[0]).toMatchObject({ state: "merged", approvedBy: [REVIEWER.login] });
  expect(github.branches()).toEqual(["main"]);

  // Every commit ever made, on every branch, passes the rules `npm run check` runs.
  for (const oid of github.allCommits()) expect(problemsAt(github, project, oid), oid).toEqual([]);

  // The deployed branch holds the new text, and builds: the build stops on content only by the
  // rules checked above (gatsby-node's onPreInit runs the same checkContent, build-stops.test),
  // and that a saved change is on its built page is walked by admin-day's clean build. A second
  // cold build here took a minute of every run for nothing those two do not show.
  expect((JSON.parse(github.files()[policy]) as { intro: { en: string[] } }).intro.en[0]).toBe(text);
});

test("a company fact the legal pages show, saved as a draft: the pages it dates and their record join its pull request, every commit on every branch passes npm run check, and the deployed branch receives them in one commit", async ({
  page,
  browser,
  project,
}) => {
  await signIn(page, github);
  await openFile(page, "site", "site");
  await (await textBox(page, "contact.phone")).fill("+49 203 7391 4599");
  await save(page);
  await expect(page.getByText(/^This save also changed the text of/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("alertdialog").getByRole("button", { name: "Send for Review" }).click();

  const [pull] = github.pullRequests();
  expect(pull.files).toEqual([...DATED_PAGES, "data/site.json", LEGAL_DATES_FILE]);
  // Sveltia's commit of the fact comes first, then the pages it dates with their record; the
  // deployed branch is untouched until the change is published.
  expect(
    github
      .log(pull.branch)
      .slice(0, 2)
      .map((commit) => commit.files),
  ).toEqual([[...DATED_PAGES, LEGAL_DATES_FILE], ["data/site.json"]]);
  expect(github.log()).toHaveLength(1);

  github.review(pull.number, REVIEWER.token);
  const { second, problems } = await secondEditor(browser);
  await openFromBoard(second, "In Review", /site|Company/);
  await markReady(second);
  await publish(second);
  await expect(second).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
  await second.context().close();
  expect(problems, "console errors and warnings of the second editor's browser").toEqual([]);

  const [published] = github.log();
  expect(published.files).toEqual(pull.files);
  expect(JSON.parse(github.files()["data/site.json"]).contact.phone).toBe("+49 203 7391 4599");
  // Every commit ever made, on every branch (the draft's first, the fact alone, among them), passes the rules.
  for (const oid of github.allCommits()) expect(problemsAt(github, project, oid), oid).toEqual([]);
});
