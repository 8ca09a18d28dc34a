/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { validateContent } from "../../src/content/projectFiles";
import { ROOT, edit, messageFor, scratchCopy } from "../helpers/contentCopy";

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

describe("a key written twice in one object, which JSON.parse would let pass, names the item and the key", () => {
  test("a field of a list item", () => {
    const file = path.join(dir, "data/faqs.json");
    // The editor copied the English answer to write a new one and left the old line in.
    const text = fs.readFileSync(file, "utf8");
    const faqs = JSON.parse(text);
    const answer = `"en": ${JSON.stringify(faqs[1].answer.en)}`;
    fs.writeFileSync(file, text.replace(answer, `${answer},\n      "en": "A newer answer"`));
    expect(messageFor(dir)).toMatch(
      /data\/faqs\.json, item 1 \(id "technical-expertise"\), field "answer\.en": written twice in the same object \(lines \d+ and \d+\); only the second counts/,
    );
  });

  test("a key of a locale file", () => {
    const file = path.join(dir, "locales/en/faq.json");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"heading":', '"intro": "Old intro",\n  "heading":'));
    expect(messageFor(dir)).toMatch(
      /locales\/en\/faq\.json, field "intro": written twice in the same object \(lines 3 and 5\)/,
    );
  });
});

test("a missing field names the file, the item by id and the field", () => {
  edit(dir, "data/services.json", (services) => delete services[1].description);
  expect(messageFor(dir)).toContain(
    'data/services.json, item 1 (id "data-platform"), field "description": missing field',
  );
});

test("a mistyped field says what was expected", () => {
  edit(dir, "data/testimonials.json", (testimonials) => (testimonials[2].rating = "5"));
  expect(messageFor(dir)).toMatch(
    /data\/testimonials\.json, item 2 \(id "[a-z-]+"\), field "rating": rating must be a whole number from 1 to 5/,
  );
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
  expect(messageFor(dir)).toContain(
    'data/faqs.json, item 4 (id "industries"), field "answer.en": English translation is empty',
  );
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
  edit(dir, "data/tools.json", (groups) => (groups[1].tools[0].icon = "/tools/nope.svg"));
  expect(messageFor(dir)).toContain(
    'data/tools.json, item 1 (id "cloud-data") > tools[0] (id "googlecloud"), field "icon": file not found: static/tools/nope.svg',
  );
  edit(dir, "data/tools.json", (groups) => (groups[1].tools[0].icon = "tools/grafana.svg"));
  expect(messageFor(dir)).toContain(
    'field "icon": expected a path in static/ starting with "/", e.g. "/tools/logo.svg"',
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
  const copies = (list: any[], count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...list[index % list.length], id: `copy-${index}` }));

  test("a sixth FAQ, a fourth testimonial rated 4 and a fourth social link are accepted", () => {
    edit(dir, "data/faqs.json", (faqs) => faqs.push({ ...faqs[0], id: "sixth" }));
    edit(dir, "data/testimonials.json", (testimonials) =>
      testimonials.push({ ...testimonials[0], id: "fourth", rating: 4 }),
    );
    edit(dir, "data/site.json", (site) =>
      site.social.push({ id: "github", name: "GitHub", url: "https://github.com/ferrolink" }),
    );
    expect(() => validateContent(dir)).not.toThrow();
  });

  test("FAQs 1 to 12, testimonials 1 to 9, ratings 1 to 5, each social network once", () => {
    edit(dir, "data/faqs.json", (faqs) => faqs.splice(0, faqs.length, ...copies(faqs, 13)));
    edit(dir, "data/testimonials.json", (testimonials) =>
      testimonials.splice(0, testimonials.length, ...copies(testimonials, 10)),
    );
    edit(dir, "data/site.json", (site) => site.social.push({ ...site.social[0] }));
    const message = messageFor(dir);
    expect(message).toContain("data/faqs.json: expected 1 to 12 questions, found 13");
    expect(message).toContain("data/testimonials.json: expected 1 to 9 testimonials, found 10");
    expect(message).toContain(
      'data/site.json, social[3] (id "linkedin"), field "id": linkedin is already linked: each network once',
    );
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
        new RegExp(
          `data/testimonials\\.json, item ${item} \\(id "[a-z-]+"\\), field "rating": rating must be a whole number from 1 to 5`,
        ),
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
