/**
 * The content editor's tests work on a copy of the project in a temporary folder. The editor
 * opens a local project through the browser's folder picker, which a test cannot answer: the
 * picker is replaced by a folder of the page's own private file system (a real folder handle,
 * which the editor reads and writes as it would the project), filled from the copy before and
 * written back to it after. `npm run check` then runs on the copy.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { expect, type Page } from "@playwright/test";
import { test as base } from "./fixtures";
import { acceptLegalDates } from "../src/content/projectFiles";
import { onTheTestsDay } from "./today";

const ROOT = path.join(__dirname, "..");

/** What the content needs and `npm run check` reads. */
const PROJECT_PARTS = ["data", "locales", "static", "translations.lock.json", "legal-dates.lock.json"];
/** The files the editor opens: every JSON file of data/ and locales/. */
const EDITED_DIRS = ["data", "locales"];
/** The records beside them, which the editor's save guard reads and keeps (legal dates). */
const RECORDS = ["translations.lock.json", "legal-dates.lock.json"];
/** Files whose content the editor never reads: the rules only check that they exist. */
const NAMED_DIRS = ["data/images", "static/tools"];

/** The legal pages whose text carries a date of its own. */
export const DATED_PAGES = ["data/legal/privacy-policy.json", "data/legal/terms-of-service.json"];

/**
 * Dates a project's legal pages January 2025, recorded, as on any day their text has not
 * changed this month: a save that changes them then has to move their dates, whatever month
 * the site's own pages were last dated in.
 */
export const datedLongAgo = (dir: string) => {
  for (const file of DATED_PAGES) {
    const document = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    document.lastUpdated = { en: "2025-01", ar: "2025-01" };
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(document, null, 2)}\n`);
  }
  acceptLegalDates(dir, DATED_PAGES, "2025-01");
};

export const copyProject = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
  for (const part of PROJECT_PARTS) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  return dir;
};

/** The editor specs' test: `project` is a copy of the project for the test, removed after it (its folder). */
export const test = base.extend<{ project: string }>({
  // Playwright reads a fixture's needs from this pattern: it has none.
  // eslint-disable-next-line no-empty-pattern
  project: async ({}, use) => {
    const dir = copyProject();
    await use(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  },
});

/** The editor's words a spec clicks and waits for, in its two languages. */
export const EDITOR_WORDS = {
  en: { local: "Work with Local Repository", saved: "Entry saved." },
  ar: { local: "العمل مع مستودع محلي", saved: "تم حفظ العنصر." },
} as const;

/** Every edited file of a project folder, by its path in the project ("data/faqs.json"). */
export const contentFiles = (dir: string): Record<string, string> => {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".json")) files[child] = fs.readFileSync(path.join(dir, child), "utf8");
    }
  };
  EDITED_DIRS.forEach(walk);
  for (const record of RECORDS) files[record] = fs.readFileSync(path.join(dir, record), "utf8");
  return files;
};

/** The folder the editor gets: the content files, and (empty) the images and logos they name. */
const editorFolder = (dir: string): Record<string, string> => {
  const files = contentFiles(dir);
  for (const named of NAMED_DIRS) {
    for (const file of fs.readdirSync(path.join(dir, named), { recursive: true, withFileTypes: true })) {
      if (file.isFile()) files[path.relative(dir, path.join(file.parentPath, file.name))] ??= "";
    }
  }
  return files;
};

const FOLDER = "project";

/**
 * Opens the editor on the project: its files go into the page's private file system (with an
 * empty .git folder, which the editor looks for), and the folder picker answers with it. The
 * editor's interface is in the language set in its settings, or with `language: null` in the
 * browser's language (the browser context's locale).
 */
export const openEditor = async (
  page: Page,
  dir: string,
  {
    language = "en" as string | null,
    url = "/admin/",
  }: {
    /** The editor's language, set in its settings; null: none set, the browser's. */ language?: string | null;
    url?: string;
  } = {},
) => {
  // The editor dates legal texts by the page's clock.
  await onTheTestsDay(page);
  // GitHub's status, which the editor shows next to its GitHub backend: all is well.
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  await page.goto(`${url.replace(/\/?$/, "/")}config.json`);
  await page.evaluate(
    async ({ folder, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const project = await root.getDirectoryHandle(folder, { create: true });
      await project.getDirectoryHandle(".git", { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split("/");
        let parent = project;
        for (const part of parts.slice(0, -1)) parent = await parent.getDirectoryHandle(part, { create: true });
        const writable = await (await parent.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: FOLDER, files: editorFolder(dir) },
  );
  await page.addInitScript(
    ({ folder, language }) => {
      if (!location.pathname.startsWith("/admin/")) return;
      if (language) localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: language }));
      Object.assign(window, {
        showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder),
      });
    },
    { folder: FOLDER, language },
  );
  await page.goto(url);
};

/** The editor's folder as it is now, or null while a save is writing it (a file replaced between listing and reading). */
const readEditorFolder = (page: Page): Promise<Record<string, string> | null> =>
  page.evaluate(async (folder) => {
    const read: Record<string, string> = {};
    const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
      for await (const entry of (handle as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
        const file = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.kind === "directory") await walk(entry as FileSystemDirectoryHandle, file);
        else read[file] = await (await (entry as FileSystemFileHandle).getFile()).text();
      }
    };
    try {
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "");
      return read;
    } catch (error) {
      // A file replaced between listing and reading is gone (NotFoundError), or its old handle
      // can no longer be read (NotReadableError): the folder is being written, read it again.
      if (error instanceof DOMException && ["NotFoundError", "NotReadableError"].includes(error.name)) return null;
      throw error;
    }
  }, FOLDER);

/**
 * The editor's files written back to the project folder; the paths of those that changed. Read
 * once the folder has stopped changing: "Entry saved." may still be on screen from the save
 * before, while the last one is writing.
 */
export const saveBack = async (page: Page, dir: string): Promise<string[]> => {
  let files: Record<string, string> | null = null;
  let previous: string | undefined;
  // Settled: two readings of the poll in a row agree.
  await expect
    .poll(
      async () => {
        files = await readEditorFolder(page);
        const reading = files === null ? undefined : JSON.stringify(files);
        const settled = reading !== undefined && reading === previous;
        previous = reading;
        return settled;
      },
      { timeout: 20_000, intervals: [100, 200, 400] },
    )
    .toBe(true);
  const written: Record<string, string> = files ?? {};
  const before = contentFiles(dir);
  const changed = Object.keys(written).filter((file) => file in before && written[file] !== before[file]);
  for (const file of changed) fs.writeFileSync(path.join(dir, file), written[file]);
  return changed.sort();
};

/** `npm run check` on the project folder: its exit code and what it printed. */
export const checkProject = (dir: string): { status: number; output: string } => {
  // Run in the folder, so that it names files as an editor there sees them (data/faqs.json).
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const script = path.join(ROOT, "scripts", "check-content.ts");
  const result = spawnSync(tsx, [script, "--root", dir], { cwd: dir, encoding: "utf8" });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
};

/** The lines of a file's text that differ from another version of it, as [before, after] pairs. */
export const changedLines = (before: string, after: string): [string, string][] => {
  const a = before.split("\n");
  const b = after.split("\n");
  if (a.length !== b.length) return [[`${a.length} lines`, `${b.length} lines`]];
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]] as [string, string]]));
};

/**
 * A field of the edit pane (the preview pane's have no label), by its path in the entry:
 * "items.1.answer.ar" is the answer of a list's second item, in Arabic.
 */
export const field = (page: Page, keyPath: string) => page.locator(`section[aria-label][data-key-path="${keyPath}"]`);

/**
 * Where each given piece of a field's message (the text that holds `marker`) is drawn, from the
 * left edge of the screen: the order in which a reader sees them.
 */
export const leftEdges = (page: Page, keyPath: string, marker: string, pieces: string[]) =>
  field(page, keyPath)
    .first()
    .evaluate(
      (section, { marker, pieces }) => {
        const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (!text.includes(marker)) continue;
          return pieces.map((piece) => {
            const range = document.createRange();
            range.setStart(node, text.indexOf(piece));
            range.setEnd(node, text.indexOf(piece) + piece.length);
            return range.getBoundingClientRect().left;
          });
        }
        throw new Error(`no message with "${marker}" at ${section.getAttribute("data-key-path")}`);
      },
      { marker, pieces },
    );
/**
 * A field's text box; the editor draws a field's inner fields (a text's languages, a list's
 * items) once the field is scrolled into view, so each field around it is scrolled to first.
 */
export const textBox = async (page: Page, keyPath: string) => {
  const parts = keyPath.split(".");
  for (let length = 1; length < parts.length; length += 1) {
    const part = parts[length - 1];
    // A list's item ("items.1") is no field of its own: its box in the list is scrolled to.
    const outer = /^\d+$/.test(part)
      ? field(page, parts.slice(0, length - 1).join("."))
          .locator(".item-list")
          .first()
          .locator(":scope > .item-wrapper > .item")
          .nth(Number(part))
      : field(page, parts.slice(0, length).join("."));
    await outer.scrollIntoViewIfNeeded();
  }
  return field(page, keyPath).locator("textarea, input").first();
};

/**
 * A file's form (a list's items are open), once drawn: opened while the editor is still signing
 * in, Sveltia's sign-in moves to the first collection's list afterwards, and a reload would
 * then open that list instead of the form.
 */
export const openFile = async (page: Page, collection: string, file: string, editor = "/admin/") => {
  await page.goto(`${editor}#/collections/${collection}/entries/${file}`);
  await expect(page.locator("section[aria-label][data-key-path]").first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/${file}$`));
};

/**
 * Leaves the form unsaved with the editor's own Cancel Editing (its back arrow) and waits for the
 * collection's list it goes back to, in the same visit: another file's address typed while a
 * refused form is still open leaves that file's form empty.
 */
export const leaveForm = async (page: Page) => {
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
  await expect(page.getByRole("group", { name: "Content Editor" })).toHaveCount(0, { timeout: 20_000 });
};

/** Save, in the editor's language. */
export const save = (page: Page) => page.getByRole("button", { name: /^(Save|حفظ)$/ }).click();

/**
 * Sveltia's "Entry saved." (`text`: in the editor's language), and its form closed: Sveltia then
 * goes back to the collection's list through the tab's history, after a view transition, and a
 * form opened before it gets there is left without its entry ("Creating", or Save disabled).
 */
export const expectSaved = async (page: Page, text = "Entry saved.") => {
  await expect(page.getByText(text)).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });
};

/**
 * A file of the editor's folder changed outside the editor while it is open, as a code editor,
 * `npm run legal-dates:accept` or a `git pull` would change it.
 */
export const writeOnDisk = (page: Page, file: string, text: string) =>
  page.evaluate(
    async ({ folder, file, text }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = file.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    },
    { folder: FOLDER, file, text },
  );

/** A file of the editor's folder as it is now. */
export const readOnDisk = (page: Page, file: string): Promise<string> =>
  page.evaluate(
    async ({ folder, file }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = file.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    },
    { folder: FOLDER, file },
  );

/** How a refusal begins, in the editor's two languages. */
const REFUSAL = "(Nothing was saved\\.|لم يُحفظ شيء\\.)";
/** What Sveltia logs for a save the guard refused: allowed in the console of the specs that refuse one. */
export const REFUSAL_LOGGED = new RegExp(`Error: ${REFUSAL}`);
/** The message of a save the editor refused (its save guard's, see src/editor/page.ts). */
export const refusal = (page: Page) => page.getByText(new RegExp(`^${REFUSAL}`));

/** The refusal's text as a reader copies it: without the marks that keep each value in its own direction. */
export const refusalText = async (page: Page) =>
  (await refusal(page).textContent({ timeout: 20_000 }))?.replace(/[\u2068\u2069]/g, "") ?? "";
