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
  // A list file is edited as its list: { "$schema": ..., "items": [ ... ] }.
  change(Array.isArray(json.items) ? json.items : json);
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
  expect(messageFor(dir)).toMatch(/data\/testimonials\.json, item 2 \(id "[a-z-]+"\), field "rating": rating must be a whole number from 1 to 5/);
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
  expect(messageFor(dir)).toContain('data/services.json, item 0 (id "ai-solutions"), field "features": expected exactly 4 features, found 3');
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
  expect(messageFor(dir)).toContain('locales/ar/header.json, key "nav.contact": missing translation (present in locales/en/header.json)');
});

test("a locale file in one language only is reported", () => {
  fs.rmSync(path.join(dir, "locales/ar/faq.json"));
  expect(messageFor(dir)).toContain("locales/ar/faq.json: file is missing (it exists for en)");
});

test("an image path that does not exist names the item and the path", () => {
  edit(dir, "data/process-steps.json", (steps) => (steps[3].image = "images/process/missing.jpg"));
  expect(messageFor(dir)).toContain('data/process-steps.json, item 3 (id "support"), field "image": file not found: data/images/process/missing.jpg');
});

test("a tool logo that does not exist names the group, the tool and the path", () => {
  edit(dir, "data/tools.json", (groups) => (groups[1].tools[0].icon = "images/tools/nope.svg"));
  expect(messageFor(dir)).toContain(
    'data/tools.json, item 1 (id "cloud-data") > tools[0] (id "googlecloud"), field "icon": file not found: data/images/tools/nope.svg',
  );
});

test("every problem is listed in the one message", () => {
  edit(dir, "data/faqs.json", (faqs) => faqs.splice(0));
  edit(dir, "locales/ar/footer.json", (footer) => delete footer.copyright);
  const message = messageFor(dir);
  expect(message).toMatch(/^Content validation failed \(2 problems\)/);
  expect(message).toContain("data/faqs.json: expected 1 to 12 questions, found 0");
  expect(message).toContain('locales/ar/footer.json, key "copyright": missing translation');
});

describe("counts only where the layout needs them", () => {
  const copies = (list: any[], count: number) => Array.from({ length: count }, (_, index) => ({ ...list[index % list.length], id: `copy-${index}` }));

  test("a sixth FAQ, a fourth testimonial rated 4 and a fourth social link are accepted", () => {
    edit(dir, "data/faqs.json", (faqs) => faqs.push({ ...faqs[0], id: "sixth" }));
    edit(dir, "data/testimonials.json", (testimonials) => testimonials.push({ ...testimonials[0], id: "fourth", rating: 4 }));
    edit(dir, "data/site.json", (site) => site.social.push({ id: "github", name: "GitHub", url: "https://github.com/ferrolink" }));
    expect(() => validateContent(dir)).not.toThrow();
  });

  test("FAQs 1 to 12, testimonials 1 to 9, ratings 1 to 5, each social network once", () => {
    edit(dir, "data/faqs.json", (faqs) => faqs.splice(0, faqs.length, ...copies(faqs, 13)));
    edit(dir, "data/testimonials.json", (testimonials) => testimonials.splice(0, testimonials.length, ...copies(testimonials, 10)));
    edit(dir, "data/site.json", (site) => site.social.push({ ...site.social[0] }));
    const message = messageFor(dir);
    expect(message).toContain("data/faqs.json: expected 1 to 12 questions, found 13");
    expect(message).toContain("data/testimonials.json: expected 1 to 9 testimonials, found 10");
    expect(message).toContain('data/site.json, social[3] (id "linkedin"), field "id": linkedin is already linked: each network once');
  });

  test("a rating is a whole number from 1 to 5", () => {
    edit(dir, "data/testimonials.json", (testimonials) => {
      testimonials[0].rating = 0;
      testimonials[1].rating = 4.5;
      testimonials[2].rating = 6;
    });
    const message = messageFor(dir);
    for (const item of [0, 1, 2]) {
      expect(message).toMatch(
        new RegExp(`data/testimonials\\.json, item ${item} \\(id "[a-z-]+"\\), field "rating": rating must be a whole number from 1 to 5`),
      );
    }
  });

  test("the four services and the four process steps stay exact", () => {
    edit(dir, "data/services.json", (services) => services.push({ ...services[0], id: "fifth" }));
    edit(dir, "data/process-steps.json", (steps) => steps.pop());
    const message = messageFor(dir);
    expect(message).toContain("data/services.json: expected exactly 4 services, found 5");
    expect(message).toContain("data/process-steps.json: expected exactly 4 process steps, found 3");
  });
});

test("every data file names its JSON Schema, which is not content", () => {
  edit(dir, "data/faqs.json", (faqs) => faqs.splice(0));
  const raw = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  expect(raw("data/site.json").$schema).toBe("../schemas/site.schema.json");
  expect(raw("data/legal/legal-notice.json").$schema).toBe("../../schemas/legal.schema.json");
  fs.writeFileSync(path.join(dir, "data/faqs.json"), JSON.stringify({ $schema: 5, items: [] }));
  expect(messageFor(dir)).toContain('data/faqs.json, field "$schema": $schema must be the path of the file\'s JSON Schema');
});

describe("one fact, one place", () => {
  test("a fact written per language where one value belongs is rejected, naming the field", () => {
    edit(dir, "data/site.json", (site) => {
      site.contact.phone = { en: "+49 203 7391 4580", ar: "+49 203 7391 4580" };
      site.company.register.number = { en: "HRB 34567", ar: "HRB 34567" };
      site.metrics[1].value = { en: "3.2x", ar: "3.2×" };
      site.contact.address.streetAddress = { en: "Philosophenweg 21", ar: "فيلوزوفنفيغ 21" };
      site.social[0].url = { en: site.social[0].url, ar: site.social[0].url };
    });
    const message = messageFor(dir);
    expect(message).toContain('data/site.json, field "contact.phone": phone number is the same in every language: write it once, not per language');
    expect(message).toContain('data/site.json, field "company.register.number": register number is the same in every language');
    expect(message).toContain('data/site.json, metrics[1] (id "average-roi"), field "value": figure is the same in every language');
    expect(message).toContain('data/site.json, field "contact.address.streetAddress": street and number is the same in every language');
    expect(message).toContain('data/site.json, social[0] (id "linkedin"), field "url": URL is the same in every language');
  });

  test("a figure with a Latin letter is rejected: it would show as is on the Arabic page", () => {
    edit(dir, "data/site.json", (site) => (site.metrics[1].value = "3.2x"));
    expect(messageFor(dir)).toContain('data/site.json, metrics[1] (id "average-roi"), field "value": figure must look like 120+, 3.2× or 15%');
  });

  test("company facts must look like what they are", () => {
    edit(dir, "data/site.json", (site) => {
      site.company.vatId = "DE 318 472 905";
      site.company.register.number = "34567";
      site.contact.phone = "0203 73914580";
    });
    const message = messageFor(dir);
    expect(message).toContain('field "company.vatId": VAT identification number must look like DE123456789');
    expect(message).toContain('field "company.register.number": register number must look like HRB 12345');
    expect(message).toContain('field "contact.phone": phone number must look like +49 203 1234567');
  });

  test("a legal text that writes out a fact instead of its placeholder is rejected", () => {
    edit(dir, "data/legal/terms-of-service.json", (terms) => {
      terms.sections[0].paragraphs.ar[0] = "تُشغِّل الموقعَ شركة في Philosophenweg 21، دويسبورغ.";
      terms.sections.at(-1).items.en[3] = "E-mail: hello@ferrolink.de";
    });
    const message = messageFor(dir);
    expect(message).toContain(
      'data/legal/terms-of-service.json, sections[0] (id "scope-and-provider") > paragraphs.ar[0]: "Philosophenweg 21" is a fact kept in data/site.json: write {{address}} instead',
    );
    expect(message).toContain('sections[13] (id "contact") > items.en[3]: "hello@ferrolink.de" is a fact kept in data/site.json: write {{email}} instead');
  });

  test("an unknown placeholder in a legal text names the document, the section and the field", () => {
    edit(dir, "data/legal/legal-notice.json", (notice) => (notice.sections[2].items.ar[0] = "الهاتف: {{telephone}}"));
    expect(messageFor(dir)).toContain('data/legal/legal-notice.json, sections[2] (id "contact") > items.ar[0]: unknown placeholder {{telephone}}');
  });

  test("each language version of a legal text has its own revision date, written as a date", () => {
    edit(dir, "data/legal/privacy-policy.json", (policy) => (policy.lastUpdated = { en: "August 2025", ar: "2025-12" }));
    expect(messageFor(dir)).toContain(
      'data/legal/privacy-policy.json, field "lastUpdated.en": date of the English version must be a date like 2025-08 or 2025-08-14',
    );
  });
});

describe("legal documents are the files in data/legal/", () => {
  test("a new legal document is one more file, valid as it is", () => {
    const notice = JSON.parse(fs.readFileSync(path.join(dir, "data/legal/legal-notice.json"), "utf8"));
    fs.writeFileSync(path.join(dir, "data/legal/accessibility.json"), JSON.stringify({ ...notice, id: "accessibility" }));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(() => validateContent(dir)).not.toThrow();
    } finally {
      process.chdir(cwd);
    }
  });

  test("a legal document's id must be its file name, which is its path", () => {
    edit(dir, "data/legal/legal-notice.json", (notice) => (notice.id = "impressum"));
    expect(messageFor(dir)).toContain('data/legal/legal-notice.json, field "id": id must be the file name, "legal-notice"');
  });

  test("a broken legal document is checked like any other content file", () => {
    edit(dir, "data/legal/legal-notice.json", (notice) => delete notice.sections[0].heading.ar);
    expect(messageFor(dir)).toContain('data/legal/legal-notice.json, sections[0] (id "provider"), field "heading.ar": missing Arabic translation');
  });
});

test("the languages list: each code once, a direction, a font the build cuts, and at least one language", () => {
  edit(dir, "data/site.json", (site) => site.languages.push({ code: "ar", label: "العربية", dir: "rtl" }));
  expect(messageFor(dir)).toContain('data/site.json, languages[2], field "code": ar is listed twice');

  edit(dir, "data/site.json", (site) => {
    site.languages.pop();
    site.languages[0].dir = "left";
    site.languages[1].font = "Comic Sans";
  });
  const message = messageFor(dir);
  expect(message).toContain('data/site.json, languages[0], field "dir": dir must be ltr or rtl');
  expect(message).toContain('data/site.json, languages[1], field "font": font must be one of the build\'s font families: Inter Variable, IBM Plex Sans Arabic');

  edit(dir, "data/site.json", (site) => (site.languages = []));
  expect(messageFor(dir)).toContain('data/site.json, field "languages": lists no language: the first one is the default');
});
