/**
 * The content editor on the live site (GitHub mode) in the browser tests: a stand-in for GitHub's
 * API (scripts/github-double.mjs) holding a copy of the project, and the page the site deploys
 * signed in to it with a token, its calls to api.github.com answered by the double.
 */
import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { cmsRepository } from "../src/editor/editorFiles";
import { onTheTestsDay, TESTS_MONTH } from "./today";
import { readProject } from "../src/content/projectFiles";
import { checkFiles, formatProblem } from "../src/content/validate";

export const REPOSITORY = "ferrolink/site";
export const TOKEN = "github_pat_test_editor";

export interface GithubDouble {
  url: string;
  commit(changes: Record<string, string>, message?: string): string;
  files(oid?: string): Record<string, string>;
  log(branch?: string): { oid: string; message: string; author: string; files: string[] }[];
  branches(): string[];
  allCommits(): string[];
  pullRequests(): {
    number: number;
    branch: string;
    state: string;
    labels: string[];
    author: string;
    approvedBy: string[];
    mergedBy?: string;
    files: string[];
  }[];
  review(number: number, token: string): void;
  close(): Promise<void>;
}

/** Every file of a project folder, by its path in the project. */
export const projectFiles = (dir: string): Record<string, Buffer> => {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file).split(path.sep).join("/")] = fs.readFileSync(file);
    }
  }
  return files;
};

/**
 * Opens /admin/ as built with CMS_GITHUB_REPO and signs in with `token`. Its requests to GitHub go
 * to the double (the page's policy allows api.github.com only; the addresses stay GitHub's).
 * `publishMode`: the configuration's, unless a spec tries the guard on a branch Sveltia commits to
 * directly ("simple").
 */
export const signIn = async (
  page: Page,
  github: GithubDouble,
  { token = TOKEN, publishMode }: { token?: string; publishMode?: string } = {},
) => {
  await page.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    config.backend = { ...config.backend, ...cmsRepository({ CMS_GITHUB_REPO: REPOSITORY }) };
    if (publishMode) config.publish_mode = publishMode;
    await route.fulfill({ json: config });
  });
  await page.route("https://api.github.com/**", async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${github.url}${pathname}${search}` }) });
  });
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  await page.addInitScript(() => {
    if (location.pathname.startsWith("/admin/"))
      localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: "en" }));
  });
  await onTheTestsDay(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  await page.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Lists" }).or(page.getByText("Lists")).first()).toBeVisible({
    timeout: 30_000,
  });
};

/** The rules (`npm run check`'s) on the project's files at a commit, on the tests' day: the problems that stop a build. */
export const problemsAt = (github: GithubDouble, project: string, oid: string) => {
  for (const [file, text] of Object.entries(github.files(oid))) {
    if (file.endsWith(".json")) fs.writeFileSync(path.join(project, file), text);
  }
  return checkFiles(readProject(project), TESTS_MONTH).problems.map(formatProblem);
};
