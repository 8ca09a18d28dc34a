/**
 * @jest-environment node
 *
 * The records beside the content (src/content/lockFile.ts), on a copy of the project: a record
 * not there yet is empty; one that cannot be read stops the check, the commands that write it
 * and the editor's save, naming the file and the problem, and changes nothing.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { LEGAL_DATES_FILE, readLegalDates } from "../../src/content/legalDates";
import { acceptLegalDates } from "../../src/content/projectFiles";
import { LOCK_FILE, readLock } from "../../src/content/translations";
import { acceptTranslations, checkContent, readProject } from "../../src/content/projectFiles";
import { guardSave } from "../../src/editor/guardSave";

const ROOT = path.join(__dirname, "..", "..");
const PROJECT = ["data", "locales", "static", LOCK_FILE, LEGAL_DATES_FILE];
// Each test checks the whole project: room for a loaded machine.
jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-file-"));
  for (const part of PROJECT) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const text = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
/** Every file of the copy's data/ and the records, by path. */
const snapshot = () =>
  Object.fromEntries(
    [...fs.readdirSync(path.join(dir, "data"), { recursive: true, encoding: "utf8" })]
      .filter((file) => file.endsWith(".json"))
      .map((file) => `data/${file}`)
      .concat([LOCK_FILE, LEGAL_DATES_FILE])
      .map((file) => [file, text(file)]),
  );

/** A merge of two branches that both dated the privacy policy: git's markers around the two sides. */
const conflicted = (source: string) => {
  const lines = source.split("\n");
  const at = lines.findIndex((line) => line.includes('"lastUpdated"'));
  return [
    ...lines.slice(0, at),
    "<<<<<<< HEAD",
    lines[at],
    "=======",
    '      "lastUpdated": "2026-10",',
    ">>>>>>> colleague",
    ...lines.slice(at + 1),
  ].join("\n");
};

test("a record that does not exist yet is empty: nothing recorded, no error", () => {
  fs.rmSync(path.join(dir, LEGAL_DATES_FILE));
  fs.rmSync(path.join(dir, LOCK_FILE));
  expect(readLegalDates(readProject(dir))).toEqual({});
  expect(readLock(readProject(dir))).toEqual({});
  const { problems } = checkContent(dir);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.every((problem) => /has no recorded revision yet/.test(problem.message))).toBe(true);
});

test("a legal-dates record left with merge conflict markers stops the check naming the file and the line, and legal-dates:accept dates nothing", () => {
  fs.writeFileSync(path.join(dir, LEGAL_DATES_FILE), conflicted(text(LEGAL_DATES_FILE)));
  const line = text(LEGAL_DATES_FILE).split("\n").indexOf("<<<<<<< HEAD") + 1;
  const { problems } = checkContent(dir);
  expect(problems).toEqual([
    {
      file: expect.stringMatching(/legal-dates\.lock\.json$/),
      message: expect.stringContaining(`has an unresolved merge conflict (line ${line}: <<<<<<<)`),
    },
  ]);
  const before = snapshot();
  expect(() => acceptLegalDates(dir)).toThrow(
    `${LEGAL_DATES_FILE}: has an unresolved merge conflict (line ${line}: <<<<<<<)`,
  );
  expect(snapshot()).toEqual(before);
});

test("a translation record that is not JSON stops the check (not a warning for every field) and translations:accept records nothing", () => {
  fs.writeFileSync(path.join(dir, LOCK_FILE), text(LOCK_FILE).replace(/\}\s*$/, ""));
  const { problems, warnings } = checkContent(dir);
  expect(problems).toEqual([
    {
      file: expect.stringMatching(/translations\.lock\.json$/),
      message: expect.stringMatching(/^is not valid JSON \(/),
    },
  ]);
  expect(warnings).toEqual([]);
  const before = snapshot();
  expect(() => acceptTranslations(dir)).toThrow(`${LOCK_FILE}: is not valid JSON`);
  expect(snapshot()).toEqual(before);
});

test("an entry that is not what the record holds is named, as is a record that cannot be read", () => {
  const record = JSON.parse(text(LEGAL_DATES_FILE));
  record["data/legal/privacy-policy.json"].en.lastUpdated = "August 2025";
  fs.writeFileSync(path.join(dir, LEGAL_DATES_FILE), JSON.stringify(record));
  expect(() => readLegalDates(readProject(dir))).toThrow(
    `${LEGAL_DATES_FILE}: "data/legal/privacy-policy.json" › "en": expected { "lastUpdated": "YYYY-MM", "text": "sha256:…", "words": "sha256:…" }`,
  );

  const lock = JSON.parse(text(LOCK_FILE));
  const [file] = Object.keys(lock);
  const [key] = Object.keys(lock[file]);
  lock[file][key] = 3;
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(lock));
  expect(() => readLock(readProject(dir))).toThrow(
    `${LOCK_FILE}: "${file}" › "${key}": expected the English text (a string, or a list of strings)`,
  );

  fs.rmSync(path.join(dir, LOCK_FILE));
  fs.mkdirSync(path.join(dir, LOCK_FILE));
  expect(() => readLock(readProject(dir))).toThrow(`${LOCK_FILE}: cannot be read (`);
});

test("the editor's save is refused while a record cannot be read, naming it; nothing is written", () => {
  fs.writeFileSync(path.join(dir, LEGAL_DATES_FILE), conflicted(text(LEGAL_DATES_FILE)));
  const faqs = text("data/faqs.json");
  const before = snapshot();
  const result = guardSave(readProject(dir), [{ path: "data/faqs.json", text: faqs.replace("?", "??"), read: faqs }]);
  expect(result).toEqual({
    refusals: [
      expect.objectContaining({
        file: LEGAL_DATES_FILE,
        kind: "rule",
        message: expect.stringContaining("has an unresolved merge conflict"),
      }),
    ],
  });
  expect(snapshot()).toEqual(before);
});
