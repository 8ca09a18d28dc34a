/**
 * @jest-environment node
 *
 * A legal page's "last updated" follows its text, per language (src/content/legalDates.ts),
 * on a copy of the project's content.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { legalDateProblems } from "../../src/content/legalDates";
import { acceptLegalDates } from "../../src/content/projectFiles";
import { formatProblem } from "../../src/content/problems";
import { readProject } from "../../src/content/projectFiles";
import { checkFiles, formatWarnings } from "../../src/content/validate";

const ROOT = path.join(__dirname, "..", "..");
const POLICY = "data/legal/privacy-policy.json";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "legal-dates-"));
  for (const entry of ["data", "locales", "static", "legal-dates.lock.json", "translations.lock.json"]) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
const edit = (file: string, change: (json: any) => void) => {
  const json = read(file);
  change(json);
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
};
// A month after the site's pages were last dated, as on any day their text has not changed this month.
const problems = () => legalDateProblems(readProject(dir), "2027-03").map(formatProblem);
const section = (doc: any, id: string) => doc.sections.find((s: any) => s.id === id);

test("the site's legal texts carry the dates recorded for them", () => {
  expect(legalDateProblems(readProject(ROOT))).toEqual([]);
});

test("an Arabic text changed without its date is named with its page and language; the English is not", () => {
  edit(POLICY, (doc) => (section(doc, "children").paragraphs.ar[0] += " شكرًا."));
  const { lastUpdated } = read(POLICY);
  expect(problems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${POLICY}, field "lastUpdated.ar": the Arabic version's text changed since it was dated .+ \\("${lastUpdated.ar}"\\), but its date did not\\. When the change is final, date it today \\(2027-03\\) and record it: npm run legal-dates:accept -- ${POLICY}#ar$`,
      ),
    ),
  ]);
});

test("spacing alone is no change: no-break spaces and line breaks typed into a text", () => {
  edit(POLICY, (doc) => {
    const paragraphs = section(doc, "your-rights").paragraphs;
    paragraphs.en[0] = paragraphs.en[0].replaceAll(" ", "\u00a0");
    paragraphs.ar[0] = paragraphs.ar[0].replace(" ", "  \n ");
  });
  expect(problems()).toEqual([]);
});

test("a fact the text shows is part of it: a new log retention dates both versions again, as bookkeeping", () => {
  edit("data/site.json", (site) => (site.host.logRetentionDays = 30));
  // The fact's commit builds (the editor dates the pages and records them in the next one) ...
  expect(problems()).toEqual([]);
  const warned = checkFiles(readProject(dir), "2027-03").warnings.filter(({ field }) =>
    field?.startsWith("lastUpdated"),
  );
  expect(warned.map(formatProblem)).toEqual([
    expect.stringContaining(
      `${POLICY}, field "lastUpdated.en": the English version's text shows a company fact that changed since it was dated`,
    ),
    expect.stringContaining(`${POLICY}, field "lastUpdated.ar": the Arabic version's text shows a company fact`),
  ]);
  // ... and accepting dates both versions.
  expect(acceptLegalDates(dir, [], "2027-03")).toEqual([`${POLICY}#en`, `${POLICY}#ar`]);
  // A word changed with the fact, without its date, still stops.
  edit("data/site.json", (site) => (site.host.logRetentionDays = 60));
  edit(POLICY, (doc) => (section(doc, "children").paragraphs.en[0] += " Thank you."));
  expect(legalDateProblems(readProject(dir), "2027-04").map(formatProblem)).toEqual([
    expect.stringContaining(`${POLICY}, field "lastUpdated.en": the English version's text changed since it was dated`),
  ]);
});

test("accepting dates today only the versions whose text changed, and changes nothing else in the file", () => {
  const before = fs.readFileSync(path.join(dir, POLICY), "utf8");
  const { lastUpdated } = read(POLICY);
  edit(POLICY, (doc) => (section(doc, "children").paragraphs.en[0] += " Thank you."));
  const edited = fs.readFileSync(path.join(dir, POLICY), "utf8");
  expect(acceptLegalDates(dir, [], "2027-03")).toEqual([`${POLICY}#en`]);
  expect(read(POLICY).lastUpdated).toEqual({ ...lastUpdated, en: "2027-03" });
  expect(fs.readFileSync(path.join(dir, POLICY), "utf8")).toBe(
    edited.replace(`"en": "${lastUpdated.en}"`, `"en": "2027-03"`),
  );
  expect(before).not.toBe(edited);
  expect(problems()).toEqual([]);
});

test("a date moved by hand without a text change is named, and accepting keeps the date given", () => {
  edit(POLICY, (doc) => (doc.lastUpdated.en = "2026-10"));
  expect(problems()).toEqual([
    expect.stringContaining(`but its text did not change. Put the date back, or keep it and record it`),
  ]);
  expect(acceptLegalDates(dir, [`${POLICY}#en`], "2027-03")).toEqual([]);
  expect(read(POLICY).lastUpdated.en).toBe("2026-10");
  expect(problems()).toEqual([]);
});

test("a new language version has no record until accepted; a page that is not dated cannot be accepted", () => {
  fs.rmSync(path.join(dir, "legal-dates.lock.json"));
  expect(problems()).toContainEqual(
    `${POLICY}, field "lastUpdated.en": the English version has no recorded revision yet. When its text is final, date it today (2027-03) and record it: npm run legal-dates:accept -- ${POLICY}#en`,
  );
  expect(() => acceptLegalDates(dir, ["data/legal/legal-notice.json"])).toThrow(
    "not a dated legal page: data/legal/legal-notice.json",
  );
});

test("Windows line endings are kept when a date is set", () => {
  const crlf = fs.readFileSync(path.join(dir, POLICY), "utf8").replaceAll("\n", "\r\n");
  fs.writeFileSync(path.join(dir, POLICY), crlf.replace("Children", "Children and young people"));
  acceptLegalDates(dir, [], "2027-03");
  const after = fs.readFileSync(path.join(dir, POLICY), "utf8");
  expect(after.includes("\n") && !/[^\r]\n/.test(after)).toBe(true);
  expect(problems()).toEqual([]);
});

describe("every commit of a save builds: a text whose date moved with it builds before its record is written", () => {
  const check = (today: string) => checkFiles(readProject(dir), today);

  test("a changed text dated this month is no problem, only a warning that its record is to be written", () => {
    edit(POLICY, (doc) => {
      section(doc, "children").paragraphs.en[0] += " Thank you.";
      doc.lastUpdated.en = "2027-03";
    });
    const { problems, warnings } = check("2027-03");
    expect(problems).toEqual([]);
    expect(formatWarnings(warnings.filter(({ field }) => field?.startsWith("lastUpdated")))).toBe(
      `Legal dates to record (1): the text changed with its date, or a company fact it shows changed.\n  - ${POLICY}, field "lastUpdated.en": the English version's text changed and is dated 2027-03; its record is not written yet: npm run legal-dates:accept -- ${POLICY}#en`,
    );
    // The same commit built a month later still builds: its date is after its record's.
    expect(check("2027-04").problems).toEqual([]);
  });

  test("a changed text whose date did not move, or moved into the future, still stops", () => {
    edit(POLICY, (doc) => (section(doc, "children").paragraphs.ar[0] += " شكرًا."));
    expect(check("2027-03").problems.map(formatProblem)).toEqual([
      expect.stringContaining(
        `${POLICY}, field "lastUpdated.ar": the Arabic version's text changed since it was dated`,
      ),
    ]);
    edit(POLICY, (doc) => (doc.lastUpdated.ar = "2027-04"));
    expect(check("2027-03").problems.map(formatProblem)).toEqual([
      expect.stringContaining(
        `the Arabic version's text changed and its date was set to April 2027 ("2027-04") by hand`,
      ),
    ]);
  });
});

test.each(["privacy-policy", "terms-of-service"])("%s cannot lose its date: the rules refuse it", (page) => {
  edit(`data/legal/${page}.json`, (doc) => delete doc.lastUpdated);
  expect(checkFiles(readProject(dir), "2027-03").problems.map(formatProblem)).toEqual([
    `data/legal/${page}.json, field "lastUpdated": this page shows the date of its last revision: it cannot be left out`,
  ]);
});
