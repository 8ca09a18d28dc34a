/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { validateContent, ContentValidationError } from "../../src/content/validate";

const ROOT = path.join(__dirname, "..", "..");

/** A scratch copy of data/ and locales/ that a test may break. */
const scratchCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(ROOT, "locales"), path.join(dir, "locales"), { recursive: true });
  return dir;
};

const edit = (dir: string, file: string, change: (json: any) => void) => {
  const absolute = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(absolute, "utf8"));
  change(json);
  fs.writeFileSync(absolute, JSON.stringify(json, null, 2));
};

/** The message an editor would read, with paths relative to the copy like a build's. */
const messageFor = (dir: string): string => {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    validateContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message;
  } finally {
    process.chdir(cwd);
  }
  throw new Error("expected validation to fail");
};

let dir: string;
beforeEach(() => {
  dir = scratchCopy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the site's own content is valid", () => {
  expect(() => validateContent(ROOT)).not.toThrow();
});

test("malformed JSON names the file, line and column", () => {
  const file = path.join(dir, "data/faqs.json");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/"question"/, '"question" "oops"'));
  expect(messageFor(dir)).toMatch(/data\/faqs\.json: not valid JSON \(line \d+, column \d+\)/);
});

test("a missing field names the file, the item by id and the field", () => {
  edit(dir, "data/services.json", (services) => delete services[1].description);
  expect(messageFor(dir)).toContain('data/services.json, item 1 (id "data-platform"), field "description": missing field');
});

test("a mistyped field says what was expected", () => {
  edit(dir, "data/testimonials.json", (testimonials) => (testimonials[2].rating = "5"));
  expect(messageFor(dir)).toMatch(/data\/testimonials\.json, item 2 \(id "[a-z-]+"\), field "rating": rating must be 5/);
});

test("a misspelt field is reported as unknown, and the real one as missing", () => {
  edit(dir, "data/faqs.json", (faqs) => {
    faqs[0].anwser = faqs[0].answer;
    delete faqs[0].answer;
  });
  const message = messageFor(dir);
  expect(message).toContain('data/faqs.json, item 0 (id "timeline"), field "anwser": unknown field');
  expect(message).toContain('data/faqs.json, item 0 (id "timeline"), field "answer": missing field');
});

test("a service with three features is a wrong count", () => {
  edit(dir, "data/services.json", (services) => services[0].features.pop());
  expect(messageFor(dir)).toContain(
    'data/services.json, item 0 (id "ai-solutions"), field "features": expected exactly 4 features, found 3',
  );
});

test("a missing translation names the nested item and the language", () => {
  edit(dir, "data/services.json", (services) => delete services[2].features[1].title.ar);
  expect(messageFor(dir)).toMatch(
    /data\/services\.json, item 2 \(id "iiot-mes"\) > features\[1\] \(id "[a-z-]+"\), field "title\.ar": missing Arabic translation/,
  );
});

test("an empty translation is an error too", () => {
  edit(dir, "data/faqs.json", (faqs) => (faqs[4].answer.en = "  "));
  expect(messageFor(dir)).toContain('data/faqs.json, item 4 (id "industries"), field "answer.en": English translation is empty');
});

test("a locale key present in one language only names both files and the key", () => {
  edit(dir, "locales/en/header.json", (header) => (header.nav.contact = "Contact"));
  expect(messageFor(dir)).toContain(
    'locales/ar/header.json, key "nav.contact": missing translation (present in locales/en/header.json)',
  );
});

test("a locale file in one language only is reported", () => {
  fs.rmSync(path.join(dir, "locales/ar/faq.json"));
  expect(messageFor(dir)).toContain("locales/ar/faq.json: file is missing (it exists for en)");
});

test("an image path that does not exist names the item and the path", () => {
  edit(dir, "data/process-steps.json", (steps) => (steps[3].image = "images/process/missing.jpg"));
  expect(messageFor(dir)).toContain(
    'data/process-steps.json, item 3 (id "support"), field "image": file not found: data/images/process/missing.jpg',
  );
});

test("a tool logo that does not exist names the group, the tool and the path", () => {
  edit(dir, "data/tools.json", (groups) => (groups[1].tools[0].icon = "images/tools/nope.svg"));
  expect(messageFor(dir)).toContain(
    'data/tools.json, item 1 (id "cloud-data") > tools[0] (id "googlecloud"), field "icon": file not found: data/images/tools/nope.svg',
  );
});

test("every problem is listed in the one message", () => {
  edit(dir, "data/faqs.json", (faqs) => faqs.pop());
  edit(dir, "locales/ar/footer.json", (footer) => delete footer.copyright);
  const message = messageFor(dir);
  expect(message).toMatch(/^Content validation failed \(2 problems\)/);
  expect(message).toContain("data/faqs.json: expected exactly 5 questions, found 4");
  expect(message).toContain('locales/ar/footer.json, key "copyright": missing translation');
});
