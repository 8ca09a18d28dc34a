/**
 * @jest-environment node
 */
/**
 * The content editor's save guard (src/editor/guardSave.ts) on a copy of the project: the
 * merge of a save with a file changed since it was read, and the legal pages a save dates.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { guardSave, jsonText } from "../../src/editor/guardSave";
import { mergeSave } from "../../src/editor/jsonMerge";
import { checkContent, readProject } from "../../src/content/projectFiles";

const ROOT = path.join(__dirname, "..", "..");
// Each test checks the whole project a few times: room for a loaded machine.
jest.setTimeout(30_000);
const PROJECT = ["data", "locales", "static", "translations.lock.json", "legal-dates.lock.json"];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-guard-"));
  for (const part of PROJECT) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a list's items follow their ids: a value changed on disk merges with the list reordered by the save, and the other way round; both reordering is one conflict", () => {
  const base = [
    { id: "a", q: 1 },
    { id: "b", q: 2 },
  ];
  const changed = [
    { id: "a", q: 1 },
    { id: "b", q: 3 },
  ];
  const reordered = [base[1], base[0]];
  const both = [
    { id: "b", q: 3 },
    { id: "a", q: 1 },
  ];
  expect(mergeSave(base, changed, reordered)).toEqual({ merged: both, conflicts: [] });
  expect(mergeSave(base, reordered, changed)).toEqual({ merged: both, conflicts: [] });
  expect(mergeSave(base, reordered, [base[1], base[0], { id: "c", q: 4 }]).conflicts).toEqual([[]]);
});

test("a save merges with a change made on disk to another value, and is refused where both changed the same one", () => {
  const base = { contact: { phone: "1", email: "a" } };
  expect(mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "1", email: "b" } })).toEqual({
    merged: { contact: { phone: "2", email: "b" } },
    conflicts: [],
  });
  expect(
    mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "3", email: "a" } }).conflicts,
  ).toEqual([["contact", "phone"]]);
  // Paragraphs: one corrected on disk, one added by the save: the corrected one is named.
  expect(mergeSave(["p1", "p2"], ["p1", "p2, corrected"], ["p1", "p2", "p3"]).conflicts).toEqual([[1]]);
});

test("a save that adds, moves or removes list items still merges with a change made on disk inside an item, found by its id", () => {
  const base = [
    { id: "a", q: "A" },
    { id: "b", q: "B" },
  ];
  const theirs = [
    { id: "a", q: "A changed on disk" },
    { id: "b", q: "B" },
  ];
  const ours = [
    { id: "b", q: "B" },
    { id: "a", q: "A" },
    { id: "c", q: "C" },
  ];
  expect(mergeSave(base, theirs, ours).merged).toEqual([
    { id: "b", q: "B" },
    { id: "a", q: "A changed on disk" },
    { id: "c", q: "C" },
  ]);
  // Removed by the save, changed on disk: the save is refused.
  expect(mergeSave(base, theirs, [{ id: "b", q: "B" }]).conflicts).toEqual([[0, "q"]]);
  // An item duplicated in the form, its id not yet changed: kept as the save has it.
  const duplicated = [...ours, { id: "a", q: "A's copy" }];
  expect(mergeSave(base, theirs, duplicated)).toEqual({
    merged: [...duplicated.slice(0, 1), { id: "a", q: "A changed on disk" }, ...duplicated.slice(2)],
    conflicts: [],
  });
  // Removed on disk, changed by the save: refused, naming the list; saved again, the save's list.
  const changedBySave = [{ id: "a", q: "A changed in the editor" }, base[1]];
  expect(mergeSave(base, [base[1]], changedBySave)).toEqual({ merged: changedBySave, conflicts: [[]] });
});

test("a page saved after a one-line edit changes one line: the project's form, two spaces and a final newline", () => {
  const original = read("data/legal/legal-notice.json");
  const notice = JSON.parse(original);
  notice.description.en = `${notice.description.en} Edited.`;
  const result = guardSave(readProject(dir), {
    path: "data/legal/legal-notice.json",
    text: jsonText(notice),
    read: original,
  });
  expect(result.refusals).toEqual([]);
  const written = ("writes" in result && result.writes["data/legal/legal-notice.json"]) || "";
  const changed = written.split("\n").filter((line, index) => line !== original.split("\n")[index]);
  expect(changed).toEqual([`    "en": ${JSON.stringify(notice.description.en)},`]);
});

test("a save that changes the phone number also dates the legal pages that show it and records them; the project then passes the check", () => {
  const site = JSON.parse(read("data/site.json"));
  site.contact.phone = "+49 203 7391 4599";
  const result = guardSave(
    readProject(dir),
    { path: "data/site.json", text: jsonText(site), read: read("data/site.json") },
    "2026-12",
  );
  expect(result.refusals).toEqual([]);
  const writes = "writes" in result ? result.writes : {};
  expect(Object.keys(writes).sort()).toEqual([
    "data/legal/privacy-policy.json",
    "data/legal/terms-of-service.json",
    "data/site.json",
    "legal-dates.lock.json",
  ]);
  for (const [file, text] of Object.entries(writes)) fs.writeFileSync(path.join(dir, file), text);
  expect(JSON.parse(writes["data/legal/terms-of-service.json"]).lastUpdated).toEqual({ en: "2026-12", ar: "2026-12" });
  expect(checkContent(dir).problems).toEqual([]);
});
