/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { EDITOR_SETTINGS_FILE, editorSchemaMappings, jsonSchemas, schemaText } from "../../src/content/jsonSchema";

const ROOT = path.join(__dirname, "..", "..");
const DATA = path.join(ROOT, "data");

const dataFiles = (dir = DATA): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? dataFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [path.join(dir, entry.name)]
          : [],
    );
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** The `json.schemas` entries of the committed editor settings. */
const mappings = (): { fileMatch: string[]; url: string }[] =>
  readJson(path.join(ROOT, EDITOR_SETTINGS_FILE))["json.schemas"];

/**
 * Whether a VS Code `fileMatch` pattern matches a file: it is matched against the end of the
 * file's path in the workspace ("/data/legal/*.json"; "*" stays within one folder).
 */
const matches = (pattern: string, file: string) => {
  const glob = pattern
    .replace(/^\//, "")
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, "[^/]*");
  return new RegExp(`(^|/)${glob}$`).test(path.relative(ROOT, file).split(path.sep).join("/"));
};

/** The schema URLs the editor settings map a file to. */
const schemasOf = (file: string) =>
  mappings()
    .filter(({ fileMatch }) => fileMatch.some((pattern) => matches(pattern, file)))
    .map(({ url }) => url);

/** A standard validator, as an editor runs it: the schema .vscode/settings.json maps the data file to. */
const validatorFor = (file: string) => {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  const [url] = schemasOf(file);
  return ajv.compile(readJson(path.resolve(ROOT, url)));
};

test("the committed JSON Schemas and editor settings are the ones the zod schemas generate (else: npm run schemas)", () => {
  const generated = jsonSchemas();
  expect(Object.keys(generated).length).toBeGreaterThanOrEqual(8);
  for (const [file, schema] of Object.entries(generated)) {
    expect({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }).toEqual({ file, text: schemaText(schema) });
  }
  expect(mappings()).toEqual(editorSchemaMappings());
  expect(
    editorSchemaMappings()
      .map(({ url }) => url.replace(/^\.\//, ""))
      .sort(),
  ).toEqual(Object.keys(generated).sort());
});

test("the editor settings map every data file to exactly one schema, which it passes in a standard validator (ajv)", () => {
  const files = dataFiles();
  expect(files.length).toBeGreaterThanOrEqual(10);
  for (const file of files) {
    expect({ file: path.relative(ROOT, file), schemas: schemasOf(file).length }).toEqual({
      file: path.relative(ROOT, file),
      schemas: 1,
    });
    const validate = validatorFor(file);
    validate(readJson(file));
    expect({ file: path.relative(ROOT, file), errors: validate.errors ?? null }).toEqual({
      file: path.relative(ROOT, file),
      errors: null,
    });
  }
});

test("a broken copy fails: a missing translation, a wrong type, an unknown field, a thirteenth FAQ", () => {
  const file = path.join(DATA, "faqs.json");
  const validate = validatorFor(file);
  const broken = readJson(file);
  delete broken[1].answer.ar;
  broken[2].question = "Only one language";
  broken[3].anwser = "misspelt";
  expect(validate(broken)).toBe(false);
  const errors = validate.errors!.map((error) => `${error.instancePath} ${error.message}`);
  expect(errors).toEqual(
    expect.arrayContaining([
      "/1/answer must have required property 'ar'",
      "/2/question must be object",
      "/3 must NOT have additional properties",
    ]),
  );
  const first = readJson(file)[0];
  const thirteen = Array.from({ length: 13 }, (_, index) => ({ ...first, id: `q-${index}` }));
  expect(validate(thirteen)).toBe(false);
  expect(validate.errors!.map((error) => `${error.instancePath} ${error.message}`)).toContain(
    " must NOT have more than 12 items",
  );

  const testimonials = path.join(DATA, "testimonials.json");
  const rated = readJson(testimonials);
  rated[0].rating = 4;
  expect(validatorFor(testimonials)(rated)).toBe(true);
  rated[0].rating = 6;
  expect(validatorFor(testimonials)(rated)).toBe(false);

  const site = path.join(DATA, "site.json");
  const wrongUrl = readJson(site);
  wrongUrl.social[0].url = "not a url";
  wrongUrl.social[1].id = "myspace";
  const validateSite = validatorFor(site);
  expect(validateSite(wrongUrl)).toBe(false);
  expect(validateSite.errors!.map((error) => error.instancePath)).toEqual(
    expect.arrayContaining(["/social/0/url", "/social/1/id"]),
  );
});

test("fields carry their GraphQL descriptions, so an editor shows them on hover", () => {
  const faqs = readJson(path.join(ROOT, "schemas/faqs.schema.json"));
  expect(faqs.type).toBe("array");
  const faq = faqs.items;
  expect(faq.properties.question.description).toBe("The question, as a visitor would ask it.");
  expect(faq.properties.id.description).toBe("The question's id in data/faqs.json.");
  const site = readJson(path.join(ROOT, "schemas/site.schema.json"));
  expect(site.properties.company.properties.vatId.description).toMatch(/VAT/);
  const legal = readJson(path.join(ROOT, "schemas/legal.schema.json"));
  expect(legal.properties.sections.items.properties.heading.description).toBe("The section's title.");
});
