/**
 * @jest-environment node
 */
// A reader of README.md or docs/ who opens a code file they name finds it there. A file named as
// removed (its paragraph says so) is history; the recipes name the files a change creates.
import fs from "fs";
import path from "path";

const ROOT = path.join(__dirname, "..", "..");
const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
// The folders of code: a name under data/ or locales/ may be an example or another package's file.
const FOLDERS = ["src", "scripts", "e2e", "__tests__", "functions", "types", "admin"];

/** Paragraphs and list items, each with the repository paths it names in backticks. */
const namedPaths = (file: string) =>
  fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .split(/\n(?:\s*\n|(?=\s*- ))/)
    .flatMap((paragraph) =>
      [...paragraph.matchAll(/`([^`\s]+)`/g)]
        .map(([, name]) => name.replace(/[#:].*$/, ""))
        .filter((name) => FOLDERS.includes(name.split("/")[0]) && name.includes("/") && !/[*<{…]/.test(name))
        .map((name) => ({ name, removed: /\bremoved\b/i.test(paragraph) })),
    );

test.each(DOCS)("every file %s names exists", (file) => {
  const missing = namedPaths(file)
    .filter(({ name, removed }) => !removed && !fs.existsSync(path.join(ROOT, name)))
    .map(({ name }) => name);
  expect(missing).toEqual([]);
});
