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
  // Both reordered, differently: one conflict, the list's.
  const three = [...base, { id: "c", q: 4 }];
  expect(mergeSave(three, [three[2], three[0], three[1]], [three[1], three[0], three[2]]).conflicts).toEqual([
    { at: [] },
  ]);
});

test("a save merges with a change made on disk to another value, and is refused where both changed the same one", () => {
  const base = { contact: { phone: "1", email: "a" } };
  expect(mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "1", email: "b" } })).toEqual({
    merged: { contact: { phone: "2", email: "b" } },
    conflicts: [],
  });
  expect(
    mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "3", email: "a" } }).conflicts,
  ).toEqual([{ at: ["contact", "phone"] }]);
  // Paragraphs: one corrected on disk, one added by the save: the corrected one is named.
  expect(mergeSave(["p1", "p2"], ["p1", "p2, corrected"], ["p1", "p2", "p3"]).conflicts).toEqual([{ at: [1] }]);
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
  // Removed by the save, changed on disk: the save is refused, naming the item.
  expect(mergeSave(base, theirs, [{ id: "b", q: "B" }]).conflicts).toEqual([{ at: [], item: theirs[0] }]);
  // An item duplicated in the form, its id not yet changed: kept as the save has it.
  const duplicated = [...ours, { id: "a", q: "A's copy" }];
  expect(mergeSave(base, theirs, duplicated)).toEqual({
    merged: [...duplicated.slice(0, 1), { id: "a", q: "A changed on disk" }, ...duplicated.slice(2)],
    conflicts: [],
  });
  // Removed on disk, changed by the save: refused, naming the item.
  const changedBySave = [{ id: "a", q: "A changed in the editor" }, base[1]];
  expect(mergeSave(base, [base[1]], changedBySave).conflicts).toEqual([{ at: [], item: changedBySave[0] }]);
});

test("a page saved after a one-line edit changes one line: the project's form, two spaces and a final newline", () => {
  const original = read("data/legal/legal-notice.json");
  const notice = JSON.parse(original);
  notice.description.en = `${notice.description.en} Edited.`;
  const result = guardSave(readProject(dir), [
    { path: "data/legal/legal-notice.json", text: jsonText(notice), read: original },
  ]);
  expect(result.refusals).toEqual([]);
  const written = ("writes" in result && result.writes["data/legal/legal-notice.json"]) || "";
  const changed = written.split("\n").filter((line, index) => line !== original.split("\n")[index]);
  expect(changed).toEqual([`    "en": ${JSON.stringify(notice.description.en)},`]);
});

test("a save that changes the phone number also dates the legal pages that show it and records them; the project then passes the check", () => {
  const site = JSON.parse(read("data/site.json"));
  site.contact.phone = "+49 203 7391 4599";
  // The month after the latest date either page shows: whenever they were last dated, this save
  // has to move both.
  const shown = ["privacy-policy", "terms-of-service"].flatMap((slug) =>
    Object.values<string>(JSON.parse(read(`data/legal/${slug}.json`)).lastUpdated),
  );
  const [year, month] = shown.sort().at(-1)!.split("-").map(Number);
  const today = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  const result = guardSave(
    readProject(dir),
    [{ path: "data/site.json", text: jsonText(site), read: read("data/site.json") }],
    today,
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
  expect(JSON.parse(writes["data/legal/terms-of-service.json"]).lastUpdated).toEqual({ en: today, ar: today });
  expect(checkContent(dir).problems).toEqual([]);
});

describe("a colleague's list items are never lost (trial 7, N1)", () => {
  const faq = (id: string) => ({ id, question: { en: `${id}?`, ar: `${id}؟` }, answer: { en: id, ar: id } });
  const ids = (list: unknown) => (list as { id: string }[]).map(({ id }) => id);

  test("items added, removed and moved on both sides are merged by id, each in its place", () => {
    const base = ["a", "b", "c", "d"].map(faq);
    // On disk: "x" added after "a", "d" removed. In the form: "c" moved first, "y" added at the end, "b" removed.
    const theirs = ["a", "x", "b", "c"].map(faq);
    const ours = ["c", "a", "d", "y"].map(faq);
    expect(mergeSave(base, theirs, ours)).toEqual({ merged: ["c", "a", "x", "y"].map(faq), conflicts: [] });
    // One added on each side at the end: both kept, the colleague's first.
    expect(ids(mergeSave(base, [...base, faq("theirs")], [...base, faq("ours")]).merged)).toEqual([
      "a",
      "b",
      "c",
      "d",
      "theirs",
      "ours",
    ]);
  });

  test("one id added on both sides with different texts, or both sides reordering, is a conflict, never a silent pick", () => {
    const base = ["a", "b"].map(faq);
    const theirs = [...base, { ...faq("c"), answer: { en: "theirs", ar: "theirs" } }];
    expect(mergeSave(base, theirs, [...base, faq("c")]).conflicts).toEqual([{ at: [], item: theirs[2] }]);
  });

  test("FAQs added on both sides are saved together, or refused by the list's rule when they are too many", () => {
    const original = read("data/faqs.json");
    const faqs = JSON.parse(original) as unknown[];
    const colleague = jsonText([...faqs, faq("locations")]);
    fs.writeFileSync(path.join(dir, "data/faqs.json"), colleague);
    const mine = { path: "data/faqs.json", text: jsonText([...faqs, faq("languages")]), read: original };
    const result = guardSave(readProject(dir), [mine]);
    expect(result.refusals).toEqual([]);
    expect(ids(JSON.parse(("writes" in result && result.writes["data/faqs.json"]) || "[]")).slice(-2)).toEqual([
      "locations",
      "languages",
    ]);
    // Seven of the colleague's: together more than the list holds, refused by its rule, and saving again
    // (the way a conflict on one text is settled) is refused the same: nothing of theirs can be dropped.
    const many = [...faqs, ...[1, 2, 3, 4, 5, 6, 7].map((n) => faq(`extra-${n}`))];
    fs.writeFileSync(path.join(dir, "data/faqs.json"), jsonText(many));
    for (const replace of [false, true]) {
      const refused = guardSave(readProject(dir), [{ ...mine, replace }]);
      expect(refused.refusals.map(({ message }) => message)).toEqual(["expected 1 to 12 questions, found 13"]);
    }
  });
});

test("a list saved, then an item removed in the same visit: the file as Sveltia wrote it (its fields' key order) is the data the tab saved (its draft's sorted keys), not a change outside", () => {
  const saved = [
    { id: "b", name: { ar: "ب", en: "B" }, rating: 5 },
    { id: "a", name: { ar: "أ", en: "A" }, rating: 4 },
  ];
  const written = saved.map(({ id, name, rating }) => ({ id, name: { en: name.en, ar: name.ar }, rating }));
  expect(mergeSave(saved, written, [saved[1]])).toEqual({ merged: [saved[1]], conflicts: [] });
});
