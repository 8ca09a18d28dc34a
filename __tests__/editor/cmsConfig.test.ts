/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { z } from "zod";
import { CMS_LANGUAGES, cmsConfig, cmsConfigFile, cmsConfigText } from "../../src/editor/cmsConfig";
import { cmsJsonSchema, objectFields, type CmsField } from "../../src/editor/cmsFields";
import { SERVICE_ICONS } from "../../src/content/keys";
import { LANGUAGES } from "../../src/i18n/languages";

const ROOT = path.join(__dirname, "..", "..");
const config = cmsConfig(ROOT);

type Entry = { name: string; file?: string; folder?: string; fields: CmsField[] };
const collection = (name: string) => config.collections.find((c) => c.name === name)! as { files?: Entry[] };
const listItemFields = (file: string) =>
  collection("lists").files!.find((entry) => entry.file === `data/${file}`)!.fields[0].fields as CmsField[];
const field = (fields: CmsField[], ...names: string[]): CmsField =>
  names.reduce<CmsField>((found, name) => (found.fields as CmsField[]).find((f) => f.name === name)!, {
    fields,
  } as unknown as CmsField);

test("the committed configurations are the ones the content schemas generate (run npm run schemas)", () => {
  expect(CMS_LANGUAGES).toEqual(["en", "ar"]);
  for (const language of CMS_LANGUAGES) {
    expect(fs.readFileSync(path.join(ROOT, cmsConfigFile(language)), "utf8")).toBe(cmsConfigText(ROOT, language));
  }
});

test("for an editor working in Arabic, the fields the build's rules name and their messages are in Arabic", () => {
  const arabic = cmsConfig(ROOT, "ar");
  const lists = arabic.collections.find((c) => c.name === "lists") as { files: Entry[] };
  const items = (file: string) => lists.files.find((entry) => entry.file === `data/${file}`)!.fields[0];
  expect(items("faqs.json").label).toBe("أسئلة شائعة");
  expect(items("faqs.json").label_singular).toBe("سؤال");
  expect(field(items("faqs.json").fields as CmsField[], "answer").label).toBe("الإجابة");
  expect(field(items("testimonials.json").fields as CmsField[], "rating").label).toBe("التقييم");
  expect(field(items("services.json").fields as CmsField[], "icon").label).toBe("الأيقونة");
  const site = (arabic.collections.find((c) => c.name === "site") as { files: Entry[] }).files[0].fields;
  expect(field(site, "siteUrl")).toMatchObject({
    label: "عنوان الموقع",
    pattern: ["^https://[^\\s/?#%:@]+(:\\d+)?([/?#]\\S*)?$", "يجب أن يكون رابطًا كاملًا يبدأ بـ \u2066https://\u2069"],
  });
});

test("in Arabic, a list's label is an indefinite plural: the editor writes its count before it («6 أسئلة شائعة»)", () => {
  const lists: string[] = [];
  const walk = (fields: CmsField[]) => {
    for (const found of fields) {
      // A text's languages (a list of paragraphs per language) are named by the language.
      if (found.widget === "list" && !LANGUAGES.includes(found.name)) lists.push(found.label as string);
      walk([...((found.fields as CmsField[]) ?? []), ...(found.field ? [found.field as CmsField] : [])]);
    }
  };
  for (const entry of cmsConfig(ROOT, "ar").collections as { fields?: CmsField[]; files?: Entry[] }[]) {
    walk(entry.fields ?? []);
    for (const file of entry.files ?? []) walk(file.fields);
  }
  expect(lists).toContain("أسئلة شائعة");
  expect(lists.filter((label) => label.startsWith("ال"))).toEqual([]);
});

test("every content file of data/ and locales/ is an entry of the editor", () => {
  const entries = config.collections.flatMap((c) =>
    "files" in c ? (c.files as Entry[]).map((entry) => entry.file) : [`${(c as Entry).folder}/*.json`],
  );
  const dataFiles = fs.readdirSync(path.join(ROOT, "data")).filter((name) => name.endsWith(".json"));
  for (const name of dataFiles) expect(entries).toContain(`data/${name}`);
  expect(entries).toContain("data/legal/*.json");
  for (const name of fs.readdirSync(path.join(ROOT, "locales", "en"))) {
    expect(entries).toContain(`locales/{{locale}}/${name}`);
  }
});

test("a list file is one list at the top of the file, its items' count as the build allows", () => {
  const faqs = collection("lists").files!.find((entry) => entry.file === "data/faqs.json")!.fields[0];
  expect(faqs).toMatchObject({
    widget: "list",
    root: true,
    min: 1,
    max: 12,
    label_singular: "FAQ",
    summary: "{{fields.question.en}}",
  });
});

test("a text per language is one field per language, each required, labelled with the language's own name, and whether its translation is to review", () => {
  const answer = field(listItemFields("faqs.json"), "answer");
  expect(answer.hint).toBe("The answer shown when the question is opened.");
  expect(
    (answer.fields as CmsField[]).map(({ name, label, required, widget }) => ({ name, label, required, widget })),
  ).toEqual([
    { name: "en", label: "English", required: true, widget: "text" },
    { name: "ar", label: "العربية", required: true, widget: "text" },
    { name: "translation", label: "Translation", required: true, widget: "select" },
  ]);
  expect(LANGUAGES).toEqual(["en", "ar"]);
});

test("the build's rules: choices, ranges and patterns with the build's own message", () => {
  expect(field(listItemFields("services.json"), "icon")).toMatchObject({
    widget: "select",
    options: [...SERVICE_ICONS],
  });
  expect(field(listItemFields("testimonials.json"), "rating")).toMatchObject({ widget: "number", min: 1, max: 5 });
  const site = (collection("site").files![0] as Entry).fields;
  // A host name is required, as the build's URL parser requires one ("https://%%%" is refused).
  expect(field(site, "siteUrl").pattern).toEqual([
    "^https://[^\\s/?#%:@]+(:\\d+)?([/?#]\\S*)?$",
    "expected an https:// URL",
  ]);
  expect(field(site, "company", "vatId").pattern).toEqual([
    "^DE\\d{9}$",
    "VAT identification number must look like DE123456789",
  ]);
  expect((field(listItemFields("faqs.json"), "id").pattern as string[])[1]).toBe(
    "id must be lower-case words joined by hyphens",
  );
});

test("a field added to a schema appears in the editor with its description, with no other edit", () => {
  const schema = z.strictObject({
    title: z.string().describe("A title."),
    budget: z.number().int().min(0).optional().describe("In euros."),
  });
  expect(objectFields(cmsJsonSchema(schema))).toEqual([
    { name: "title", label: "Title", required: true, hint: "A title.", widget: "string" },
    {
      name: "budget",
      label: "Budget",
      required: false,
      hint: "In euros.",
      widget: "number",
      // Kept as typed (Sveltia saves 4.5 as 4 for "int"); the save guard refuses what is not whole.
      value_type: "float",
      step: 1,
      min: 0,
    },
  ]);
});

test("an interface text file is edited per language, every text of the English file a field", () => {
  const faq = (collection("interface").files as (Entry & { i18n: boolean })[]).find((e) => e.name === "faq")!;
  const english = JSON.parse(fs.readFileSync(path.join(ROOT, "locales", "en", "faq.json"), "utf8"));
  expect(faq).toMatchObject({ file: "locales/{{locale}}/faq.json", i18n: true });
  expect(faq.fields.map((f) => f.name)).toEqual(Object.keys(english));
});

test("each list says in its hint how many items it takes, in the editor's language (the form greys out Add at the maximum without a word)", () => {
  const listOf = (language: string, file: string) => {
    const lists = cmsConfig(ROOT, language).collections.find((collection) => collection.name === "lists") as {
      files: { name: string; fields: { hint?: string }[] }[];
    };
    return lists.files.find((entry) => entry.name === file)!.fields[0];
  };
  expect(listOf("en", "services").hint).toBe("Items: exactly 4.");
  expect(listOf("en", "faqs").hint).toBe("Items: 1 to 12.");
  expect(listOf("ar", "faqs").hint).toBe("عدد البنود: من 1 إلى 12.");
});
