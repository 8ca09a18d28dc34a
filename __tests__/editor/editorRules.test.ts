/**
 * @jest-environment node
 *
 * The content editor and `npm run check` apply the same rules. For each rule of the content
 * model, generated from the schemas themselves (counts, patterns and formats, choices, number
 * ranges, whole numbers, lengths, required fields, unique ids, a legal page's fixed id, known
 * placeholders), one save that breaks it and one that keeps it, at the first place in the
 * project's content where the rule applies. The save that breaks it is refused by the editor's
 * save guard (src/editor/guardSave.ts, what /admin/ runs before writing) and by the check
 * (checkFiles, what `npm run check` runs on the files it reads), naming the same problems; the
 * save that keeps it passes both.
 */
import fs from "fs";
import path from "path";
import { formatProblem } from "../../src/content/validate";
import { readProject } from "../../src/content/projectFiles";
import { checkFiles } from "../../src/content/validate";
import { contentSchemas, legalDocument } from "../../src/content/schema";
import { cmsJsonSchema, type JsonSchema } from "../../src/editor/cmsFields";
import { guardSave, jsonText } from "../../src/editor/guardSave";
import { legalTextFingerprint, thisMonth } from "../../src/content/legalDates";
import type { SiteFacts } from "../../src/content/facts";
import type { ProjectFiles } from "../../src/content/problems";
import type { z } from "zod";

const ROOT = path.join(__dirname, "..", "..");

type Json = unknown;
type Schema = JsonSchema;
type Path = (string | number)[];
interface Case {
  file: string;
  rule: string;
  breaks: (value: Json) => Json;
  keeps: (value: Json) => Json;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const at = (value: Json, where: Path): Json =>
  where.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], value);
/** The value with the one at `where` replaced (or removed, for undefined). */
const change = (value: Json, where: Path, replace: (old: Json) => Json): Json => {
  const copy = clone(value);
  const parent = at(copy, where.slice(0, -1)) as Record<string | number, Json>;
  const last = where[where.length - 1];
  const next = replace(parent[last]);
  if (next === undefined) delete parent[last];
  else parent[last] = next;
  return copy;
};

const LEGAL_FILES = fs.readdirSync(path.join(ROOT, "data", "legal")).map((name) => `data/legal/${name}`);
const read = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

const SITE = read("data/site.json") as SiteFacts;

// The project's content as the editor and `npm run check` read it (readProject); each case
// changes it in memory, as both then check the files they read.
const PROJECT = readProject(ROOT);

/**
 * A legal page saved with a changed text: the date of each language version whose text
 * changed moves to this month, as the editor asks (a save that breaks a rule of the date
 * itself keeps its dates as they are).
 */
const dated = (file: string, original: Json, value: Json): Json => {
  const page = value as Parameters<typeof legalTextFingerprint>[0] & { lastUpdated?: Record<string, string> };
  const before = original as typeof page;
  if (!file.startsWith("data/legal/") || !page.lastUpdated || !before.lastUpdated) return value;
  if (JSON.stringify(page.lastUpdated) !== JSON.stringify(before.lastUpdated)) return value;
  const moved = (code: string) => {
    try {
      return legalTextFingerprint(page, code, SITE) !== legalTextFingerprint(before, code, SITE);
    } catch {
      return false; // a text the rules refuse anyway
    }
  };
  return {
    ...page,
    lastUpdated: Object.fromEntries(
      Object.entries(page.lastUpdated).map(([code, date]) => [code, moved(code) ? thisMonth() : date]),
    ),
  };
};

/** An option of a choice that the file does not use yet, else the value itself. */
const unused = (file: string, options: string[], value: Json) =>
  options.find((option) => !fs.readFileSync(path.join(ROOT, file), "utf8").includes(`"${option}"`)) ?? value;

/** The rules of one file, each at the first place in its content where it applies. */
const casesOf = (file: string, schema: z.ZodType): Case[] => {
  const cases: Case[] = [];
  const seen = new Set<string>();
  const add = (where: Path, rule: string, breaks: (old: Json) => Json, keeps: (old: Json) => Json = (old) => old) => {
    const place = where.map((key) => (typeof key === "number" ? "[]" : key)).join(".");
    // Rules that are the same wherever they apply (a required field, a length, placeholders)
    // are tried once per file; the others (counts, patterns, choices, ranges, ids) at each place.
    const once = /^(required|at most \d+ characters|known placeholders)$/.test(rule);
    const name = once ? rule : `${place} ${rule}`;
    if (seen.has(name)) return;
    seen.add(name);
    cases.push({
      file,
      rule: `${place || "(file)"}: ${rule}`,
      breaks: (value) => (change({ root: value }, ["root", ...where], breaks) as { root: Json }).root,
      keeps: (value) => (change({ root: value }, ["root", ...where], keeps) as { root: Json }).root,
    });
  };
  const walk = (node: Schema, value: Json, where: Path) => {
    const plain = node.anyOf?.find((variant) => variant.type !== "null") ?? node;
    if (value === undefined || value === null) return;
    if (plain.type === "array" && Array.isArray(value)) {
      if (plain.minItems !== undefined && plain.minItems > 0) {
        add(where, `at least ${plain.minItems} items`, (old) => (old as Json[]).slice(0, plain.minItems! - 1));
      }
      if (plain.maxItems !== undefined) {
        add(
          where,
          `at most ${plain.maxItems} items`,
          (old) => {
            const list = old as Json[];
            return [
              ...list,
              ...Array.from({ length: plain.maxItems! + 1 - list.length }, (_, index) => {
                const copy = clone(list[0]);
                if (copy && typeof copy === "object" && "id" in copy) (copy as { id: string }).id = `extra-${index}`;
                return copy;
              }),
            ];
          },
          (old) => [...(old as Json[])].reverse(),
        );
      }
      const items = value as Json[];
      if (items.length > 1 && items.every((item) => item && typeof item === "object" && "id" in item)) {
        const twins = items.some((item) => "onlyInBuilds" in (item as object));
        const ids = plain.items?.properties?.id?.enum;
        if (!twins) {
          add(
            [...where, 1, "id"],
            "ids unique in the list",
            () => (items[0] as { id: string }).id,
            (old) => (ids ? unused(file, ids, old) : `${old as string}-renamed`),
          );
        }
      }
      items.forEach((item, index) => walk(plain.items ?? {}, item, [...where, index]));
      return;
    }
    if (plain.type === "object" && value && typeof value === "object") {
      for (const [key, inner] of Object.entries(plain.properties ?? {})) {
        const child = (value as Record<string, Json>)[key];
        if (child === undefined) continue;
        if (plain.required?.includes(key)) add([...where, key], "required", () => undefined);
        walk(inner, child, [...where, key]);
      }
      return;
    }
    if (plain.enum) {
      add(
        where,
        `one of ${plain.enum.join(", ")}`,
        () => "not-an-option",
        () => unused(file, plain.enum!, value),
      );
      return;
    }
    if ((plain.type === "number" || plain.type === "integer") && typeof value === "number") {
      if (plain.minimum !== undefined && plain.minimum > Number.MIN_SAFE_INTEGER) {
        add(
          where,
          `at least ${plain.minimum}`,
          () => plain.minimum! - 1,
          () => plain.minimum,
        );
      }
      if (plain.maximum !== undefined && plain.maximum < Number.MAX_SAFE_INTEGER) {
        add(
          where,
          `at most ${plain.maximum}`,
          () => plain.maximum! + 1,
          () => plain.maximum,
        );
      }
      if (plain.type === "integer") add(where, "a whole number", (old) => (old as number) + 0.5);
      return;
    }
    if (plain.type === "string" && typeof value === "string") {
      if (plain.format === "uri") {
        add(
          where,
          "an https link the build accepts",
          () => "https://%%%",
          () => "https://www.example.com/page",
        );
      } else if (plain.pattern) add(where, `matches ${plain.pattern}`, () => "\u0001 not like that");
      if (
        plain.maxLength !== undefined &&
        plain.maxLength < Number.MAX_SAFE_INTEGER &&
        !plain.pattern &&
        !plain.format
      ) {
        add(
          where,
          `at most ${plain.maxLength} characters`,
          () => "x".repeat(plain.maxLength! + 1),
          () => "x".repeat(plain.maxLength!),
        );
      }
      if (file.startsWith("data/legal/") && !plain.pattern && !plain.enum) {
        add(
          where,
          "known placeholders",
          (old) => `${old as string} {{emial}}`,
          (old) => `${old as string} {{email}}`,
        );
      }
    }
  };
  const value = read(file);
  walk(cmsJsonSchema(schema) as Schema, value, []);
  if (file.startsWith("data/legal/")) {
    add(["id"], "the file's name", () => "renamed-page");
  }
  return cases;
};

const schemas = contentSchemas(PROJECT);
const CASES: Case[] = [
  ...Object.entries(schemas).flatMap(([name, schema]) => casesOf(`data/${name}`, schema as z.ZodType)),
  ...LEGAL_FILES.flatMap((file) => casesOf(file, legalDocument(path.basename(file, ".json")))),
];

const problemsOf = (files: ProjectFiles) => checkFiles(files).problems.map(formatProblem).sort();

test("the rules come from the content model: every list file, the site's facts and every legal page have cases", () => {
  const files = new Set(CASES.map((item) => item.file));
  expect([...files].sort()).toEqual([...Object.keys(schemas).map((name) => `data/${name}`), ...LEGAL_FILES].sort());
  for (const rule of [
    "at least",
    "at most",
    "ids unique",
    "one of",
    "a whole number",
    "an https link",
    "characters",
    "placeholders",
    "required",
  ]) {
    expect(CASES.some((item) => item.rule.includes(rule))).toBe(true);
  }
});

test.each(CASES.map((item, index) => [`${item.file} › ${item.rule}`, index]))(
  "%s: a save that breaks it is refused by the editor and npm run check alike; one that keeps it passes both",
  (_name, index) => {
    const { file, breaks, keeps } = CASES[index as number];
    const original = fs.readFileSync(path.join(ROOT, file), "utf8");
    const value = JSON.parse(original);

    // The save that breaks the rule.
    const broken = jsonText(dated(file, value, breaks(value)));
    const refused = guardSave(PROJECT, [{ path: file, text: broken, read: original }]);
    const problems = problemsOf({ ...PROJECT, [file]: broken });
    expect(problems.length).toBeGreaterThan(0);
    // The same places named; the build's own words, except for a legal date, which the editor
    // tells as what to do in its form.
    const place = (problem: string) => problem.replace(/: .*$/, "");
    expect(refused.refusals.map((refusal) => place(formatProblem(refusal))).sort()).toEqual(
      problems.filter((problem) => problem.startsWith(file)).map(place),
    );
    for (const refusal of refused.refusals.filter(({ kind }) => kind === "rule")) {
      expect(problems).toContain(formatProblem(refusal));
    }

    // The save that keeps it: the editor writes it (with what it records), and the check passes.
    const kept = jsonText(dated(file, value, keeps(value)));
    const result = guardSave(PROJECT, [{ path: file, text: kept, read: original }]);
    expect(result.refusals).toEqual([]);
    expect(problemsOf({ ...PROJECT, ...("writes" in result ? result.writes : {}) })).toEqual([]);
  },
  30_000,
);
