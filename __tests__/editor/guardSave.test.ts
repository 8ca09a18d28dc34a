/**
 * @jest-environment node
 */
/**
 * The content editor's save guard (src/editor/guardSave.ts) on a copy of the project: the
 * merge of a save with a file changed since it was read, and the live site's commits
 * (editorGuardCommit.ts), checked and completed before they are sent.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { guardSave, jsonText } from "../../src/editor/guardSave";
import { guardCommit } from "../../src/editor/guardCommit";
import { changedPaths, keepKeyOrder, mergeSave } from "../../src/editor/jsonMerge";
import { checkContent } from "../../src/content/validate";

const ROOT = path.join(__dirname, "..", "..");
// Each test checks the whole project a few times: room for a loaded machine.
jest.setTimeout(30_000);
const PROJECT = ["data", "locales", "static", "translations.lock.json", "legal-dates.lock.json"];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const text = (contents: string) => Buffer.from(contents, "base64").toString("utf8");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-guard-"));
  for (const part of PROJECT) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a list's items follow their ids: keys keep the file's order, changes are found per value, a reordered list is one change", () => {
  const file = [{ id: "a", onlyInBuilds: "x", heading: "A" }];
  expect(Object.keys(keepKeyOrder([{ heading: "B", id: "a", onlyInBuilds: "x" }], file) as object[])).toEqual(["0"]);
  expect(Object.keys((keepKeyOrder([{ heading: "B", id: "a", onlyInBuilds: "x" }], file) as object[])[0])).toEqual([
    "id",
    "onlyInBuilds",
    "heading",
  ]);
  expect(
    changedPaths(
      [
        { id: "a", q: 1 },
        { id: "b", q: 2 },
      ],
      [
        { id: "a", q: 1 },
        { id: "b", q: 3 },
      ],
    ),
  ).toEqual([[1, "q"]]);
  expect(changedPaths([{ id: "a" }, { id: "b" }], [{ id: "b" }, { id: "a" }])).toEqual([[]]);
});

test("a save merges with a change made on disk to another value, and is refused where both changed the same one", () => {
  const base = { contact: { phone: "1", email: "a" } };
  expect(mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "1", email: "b" } })).toEqual({
    merged: { contact: { phone: "2", email: "b" } },
    conflicts: [],
    theirChanges: [["contact", "phone"]],
  });
  expect(
    mergeSave(base, { contact: { phone: "2", email: "a" } }, { contact: { phone: "3", email: "a" } }).conflicts,
  ).toEqual([["contact", "phone"]]);
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
});

test("the privacy policy saved after a one-line edit changes one line: its keys stay in the file's order", () => {
  const original = read("data/legal/privacy-policy.json");
  const policy = JSON.parse(original);
  // Sveltia writes keys in the schema's order: id, heading, paragraphs, items, action, onlyInBuilds.
  const schemaOrder = {
    ...policy,
    sections: policy.sections.map(({ id, heading, paragraphs, items, action, onlyInBuilds }: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries({ id, heading, paragraphs, items, action, onlyInBuilds }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
  expect(jsonText(schemaOrder)).not.toBe(original);
  const result = guardSave(dir, {
    path: "data/legal/privacy-policy.json",
    text: jsonText(schemaOrder),
    read: original,
  });
  expect(result.refusals).toEqual([]);
  expect("writes" in result && result.writes["data/legal/privacy-policy.json"]).toBe(original);
});

test("on the live site, a commit that changes the phone number also dates the legal pages that show it and records them; the repository then passes the check", () => {
  const site = JSON.parse(read("data/site.json"));
  site.contact.phone = "+49 203 7391 4599";
  const result = guardCommit(
    dir,
    {
      expectedHeadOid: "0123456789abcdef",
      fileChanges: { additions: [{ path: "data/site.json", contents: base64(JSON.stringify(site)) }], deletions: [] },
    },
    "2026-12",
  );
  expect(result.refusals).toEqual([]);
  const additions = "input" in result ? result.input.fileChanges.additions! : [];
  expect(additions.map((addition) => addition.path).sort()).toEqual([
    "data/legal/privacy-policy.json",
    "data/legal/terms-of-service.json",
    "data/site.json",
    "legal-dates.lock.json",
  ]);
  for (const addition of additions) fs.writeFileSync(path.join(dir, addition.path), text(addition.contents));
  expect(
    JSON.parse(text(additions.find((a) => a.path === "data/legal/terms-of-service.json")!.contents)).lastUpdated,
  ).toEqual({
    en: "2026-12",
    ar: "2026-12",
  });
  expect(checkContent(dir).problems).toEqual([]);
});

test("on the live site, a commit that breaks a rule is not sent: the refusal names the field", () => {
  const faqs = JSON.parse(read("data/faqs.json"));
  const result = guardCommit(dir, {
    expectedHeadOid: "0123456789abcdef",
    fileChanges: { additions: [{ path: "data/faqs.json", contents: base64(JSON.stringify([...faqs, faqs[0]])) }] },
  });
  expect(result.refusals).toEqual([
    expect.objectContaining({ file: "data/faqs.json", field: "id", message: expect.stringContaining("is used twice") }),
  ]);
});

test("on the live site, a commit built on a colleague's newer commit keeps the colleague's change: merged when the editor changed another value, refused when the same", () => {
  const read = fs.readFileSync(path.join(dir, "data/faqs.json"), "utf8");
  const faqs = JSON.parse(read);
  // The branch now has the colleague's commit: `dir` is the project at expectedHeadOid.
  const colleague = structuredClone(faqs);
  colleague[0].question.en = "How long does a project usually take?";
  fs.writeFileSync(path.join(dir, "data/faqs.json"), jsonText(colleague));
  const ours = structuredClone(faqs);
  ours[1].answer.en = "Edited on the live site.";
  const commit = (value: unknown) => ({
    expectedHeadOid: "0123456789abcdef",
    fileChanges: { additions: [{ path: "data/faqs.json", contents: base64(JSON.stringify(value)) }] },
  });

  const merged = guardCommit(dir, commit(ours), undefined, { "data/faqs.json": read });
  expect(merged.refusals).toEqual([]);
  const sent = "input" in merged ? JSON.parse(text(merged.input.fileChanges.additions![0].contents)) : undefined;
  expect(sent[0].question.en).toBe("How long does a project usually take?");
  expect(sent[1].answer.en).toBe("Edited on the live site.");

  const same = structuredClone(faqs);
  same[0].question.en = "How long do projects take?";
  expect(guardCommit(dir, commit(same), undefined, { "data/faqs.json": read }).refusals).toEqual([
    expect.objectContaining({
      file: "data/faqs.json",
      kind: "conflict",
      field: "question.en",
      value: "How long does a project usually take?",
    }),
  ]);
});
