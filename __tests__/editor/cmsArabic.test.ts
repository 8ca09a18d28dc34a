/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { cmsConfig } from "../../src/editor/cmsConfig";
import english from "../../src/editor/texts/en.json";
import arabicTexts from "../../src/editor/texts/ar.json";
import englishSaveGuard from "../../src/editor/texts/saveGuard.en.json";
import arabicSaveGuard from "../../src/editor/texts/saveGuard.ar.json";
import { withSveltiaArabic } from "../../src/editor/editorFiles";
import SVELTIA_ARABIC from "../../src/editor/texts/sveltia.ar.json";

const ROOT = path.join(__dirname, "..", "..");
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LTR_ISOLATE = /\u2066[^\u2069]*\u2069/g;

type Node = { [key: string]: unknown };
/** Every object of a configuration with a string under the key, with where it is. */
const stringsUnder = (value: unknown, key: string, where = ""): { where: string; text: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsUnder(item, key, `${where}/${index}`));
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const here = `${where}/${String(node.name ?? "")}`;
  const own = typeof node[key] === "string" ? [{ where: here, text: node[key] as string }] : [];
  return [...own, ...Object.values(node).flatMap((inner) => stringsUnder(inner, key, here))];
};

/** The message of every pattern of a configuration. */
const patternMessages = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(patternMessages);
  if (!value || typeof value !== "object") return [];
  const { pattern, ...rest } = value as Node;
  return [...(Array.isArray(pattern) ? [pattern[1] as string] : []), ...Object.values(rest).flatMap(patternMessages)];
};

const arabic = cmsConfig(ROOT, "ar");
const englishConfig = cmsConfig(ROOT, "en");

test("the save guard's words are written in both languages, with the same placeholders", () => {
  const { rules, ...arabicWords } = arabicSaveGuard;
  expect(rules.length).toBeGreaterThan(0);
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
  expect(Object.keys(arabicWords).sort()).toEqual(Object.keys(englishSaveGuard).sort());
  for (const [key, text] of Object.entries(englishSaveGuard)) {
    expect(placeholders(arabicWords[key as keyof typeof arabicWords])).toEqual(placeholders(text));
    if (!["rule", "item", "redatedPage"].includes(key))
      expect(arabicWords[key as keyof typeof arabicWords]).toMatch(ARABIC_LETTER);
  }
});

test("every field hint of the Arabic editor is in Arabic", () => {
  const hints = stringsUnder(arabic, "hint");
  expect(hints.length).toBeGreaterThanOrEqual(88);
  expect(hints.filter(({ text }) => !ARABIC_LETTER.test(text))).toEqual([]);
});

/** The key paths of an interface text file ("nav", "nav.process"). */
const keyPaths = (value: Node, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, inner]) => [
    `${prefix}${key}`,
    ...(typeof inner === "object" ? keyPaths(inner as Node, `${prefix}${key}.`) : []),
  ]);

test("every interface text is labelled in words, in English and in Arabic, and no label names a text that is gone", () => {
  const files = fs.readdirSync(path.join(ROOT, "locales", "en")).map((name) => name.replace(/\.json$/, ""));
  const texts = files.flatMap((file) =>
    keyPaths(JSON.parse(fs.readFileSync(path.join(ROOT, "locales", "en", `${file}.json`), "utf8"))).map(
      (keyPath) => `${file} ${keyPath}`,
    ),
  );
  const labelled = Object.entries(english.interfaceTexts).flatMap(([file, labels]) =>
    Object.keys(labels).map((keyPath) => `${file} ${keyPath}`),
  );
  expect(texts.filter((text) => !labelled.includes(text))).toEqual([]);
  expect(labelled.filter((text) => !texts.includes(text))).toEqual([]);

  const interfaceLabels = (config: typeof arabic) =>
    stringsUnder(
      config.collections.find((c) => c.name === "interface")!,
      "label",
    ).slice(1);
  // A label in words: "Heading of what is stored", not the key "storedHeading".
  expect(interfaceLabels(englishConfig).filter(({ text }) => !/^[A-Z][a-z'-]*( [^ ]+)*$/.test(text))).toEqual([]);
  expect(interfaceLabels(arabic).filter(({ text }) => !ARABIC_LETTER.test(text))).toEqual([]);
  const storedHeading = (config: typeof arabic) =>
    interfaceLabels(config).find(({ where }) => /\/cookies\/\d+\/storedHeading$/.test(where))!.text;
  expect(storedHeading(englishConfig)).toBe("Heading of what is stored");
  expect(storedHeading(arabic)).toBe("عنوان فقرة ما يُحفظ على الجهاز");
});

/** The keys written twice in one object of a JSON text (JSON.parse keeps the last one silently). */
const duplicateKeys = (text: string) => {
  const objects: Set<string>[] = [];
  const twice: string[] = [];
  for (const [token, key] of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:|[{}]|"(?:[^"\\]|\\.)*"/g)) {
    if (token === "{") objects.push(new Set());
    else if (token === "}") objects.pop();
    else if (key !== undefined && objects.at(-1)!.has(key)) twice.push(key);
    else if (key !== undefined) objects.at(-1)!.add(key);
  }
  return twice;
};

test("the text tables give no English two translations and no key two texts", () => {
  const dir = path.join(ROOT, "src", "editor", "texts");
  for (const file of fs.readdirSync(dir))
    expect([file, duplicateKeys(fs.readFileSync(path.join(dir, file), "utf8"))]).toEqual([file, []]);
  expect(duplicateKeys('{"a": {"b": "{x}", "c": 1}, "d": {"b": 2}, "a": 3}')).toEqual(["a"]);
  const english = Object.values(arabicTexts.byEnglish).flatMap((group) => Object.keys(group));
  expect(english.filter((text, index) => english.indexOf(text) !== index)).toEqual([]);
});

test("in Arabic text, every left-to-right example (a date, a link, a phone number, a figure) keeps its own direction", () => {
  const texts = [...stringsUnder(arabic, "hint"), ...stringsUnder(arabic, "label")];
  const messages = patternMessages(arabic);
  expect(messages).toContain("تاريخ النسخة العربية يُكتب هكذا: \u20662025-08\u2069 أو \u20662025-08-14\u2069");
  expect(messages).toContain("رقم الهاتف يُكتب بالصيغة الدولية وأرقامه في مجموعات، هكذا: \u2066+49 203 1234567\u2069");
  expect(messages).toContain("يجب أن يكون رابطًا كاملًا يبدأ بـ \u2066https://\u2069");
  // Outside an isolate, no digits joined by - . : / or led by +, no "://", in text with Arabic.
  const unisolated = [...texts.map(({ text }) => text), ...messages]
    .filter((text) => ARABIC_LETTER.test(text))
    .filter((text) => /\d[-.:/]\d|\+\d|\d[+%×]|:\/\//.test(text.replace(LTR_ISOLATE, "")));
  expect(unisolated).toEqual([]);
});

test("a list shows each item by its Arabic title for an editor working in Arabic", () => {
  const summaries = stringsUnder(arabic, "summary").map(({ text }) => text);
  expect(summaries).toContain("{{fields.question.ar}}");
  expect(summaries).toContain("{{title.ar}}");
  expect(summaries.filter((summary) => summary.includes(".en}}"))).toEqual([]);
  expect(stringsUnder(englishConfig, "summary").map(({ text }) => text)).toContain("{{fields.question.en}}");
});

test("a text's English beside its Arabic is called «الإنجليزية» in the Arabic editor", () => {
  expect(JSON.stringify(arabic)).not.toContain('"label":"English"');
  expect(JSON.stringify(arabic)).toContain('"label":"الإنجليزية"');
});

test("Sveltia CMS's Arabic interface gets the texts it lacks, each at a path of its English file", () => {
  const sveltia = path.join(ROOT, "node_modules", "@sveltia", "cms", "locales");
  const englishTexts = JSON.parse(fs.readFileSync(path.join(sveltia, "en-US.json"), "utf8"));
  const at = (texts: Node, keyPath: string) =>
    keyPath.split(".").reduce<unknown>((node, key) => (node as Node | undefined)?.[key], texts);
  expect(Object.keys(SVELTIA_ARABIC).filter((keyPath) => typeof at(englishTexts, keyPath) !== "string")).toEqual([]);
  const sveltiaArabic = JSON.parse(fs.readFileSync(path.join(sveltia, "ar.json"), "utf8"));
  expect(at(sveltiaArabic, "show_errors")).toBeUndefined();
  const merged = withSveltiaArabic(sveltiaArabic) as Node;
  expect(at(merged, "show_errors")).toBe("عرض الأخطاء");
  expect(at(merged, "save_conflict.save_anyway")).toBe("الحفظ على أي حال");
  expect(at(merged, "save")).toBe(at(sveltiaArabic, "save"));
  // Above a refused save: no "try again later" (لاحقًا), which tells the editor to wait, not to fix.
  expect(at(sveltiaArabic, "saving_entry.error.description")).toMatch(/لاحق/);
  expect(at(merged, "saving_entry.error.description")).toBe("تعذّر حفظ العنصر.");
});

/** Every list field of a configuration, with where it is. */
const lists = (value: unknown, where = ""): { where: string; list: Node }[] => {
  if (Array.isArray(value)) return value.flatMap((item) => lists(item, where));
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const here = `${where}/${String(node.name ?? "")}`;
  const own = node.widget === "list" ? [{ where: here, list: node }] : [];
  return [...own, ...Object.values(node).flatMap((inner) => lists(inner, here))];
};

test("every list's Add names one item: «إضافة قسم», not «إضافة أقسام» (review 6, E2)", () => {
  const without = [englishConfig, arabic].flatMap((config) => lists(config).filter(({ list }) => !list.label_singular));
  expect(without.map(({ where }) => where)).toEqual([]);
  const singular = Object.fromEntries(
    lists(arabic).map(({ where, list }) => [where.replace(/^.*\//, ""), list.label_singular]),
  );
  expect(singular).toMatchObject({
    sections: "قسم",
    languages: "لغة",
    social: "حساب",
    metrics: "رقم",
    features: "خدمة فرعية",
    tools: "أداة",
  });
  // A text's paragraphs and a legal section's bullets, in each language.
  expect(singular.ar).toMatch(/^(فقرة|بند)$/);
});

test("an optional choice's empty option reads «(لا شيء)», two words (review 6, E4)", () => {
  const served = withSveltiaArabic(
    JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@sveltia/cms/locales/ar.json"), "utf8")),
  );
  expect(served.unselected_option).toBe("(لا شيء)");
});

test("every interface text states its length limit, the one the rules hold it to", () => {
  const interfaceTexts = (englishConfig.collections as Node[]).find((collection) => collection.name === "interface")!;
  const texts = stringsUnder(interfaceTexts, "widget").filter(({ text }) => text === "string" || text === "text");
  expect(texts.length).toBeGreaterThanOrEqual(99);
  const limits = (value: unknown): unknown[] =>
    Array.isArray(value)
      ? value.flatMap(limits)
      : value && typeof value === "object"
        ? [
            ...((value as Node).widget === "string" || (value as Node).widget === "text"
              ? [(value as Node).maxlength]
              : []),
            ...Object.values(value).flatMap(limits),
          ]
        : [];
  expect(new Set(limits(interfaceTexts))).toEqual(new Set([80, 400]));
});
