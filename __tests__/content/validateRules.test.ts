/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { validateContent } from "../../src/content/projectFiles";
import { edit, messageFor, scratchCopy } from "../helpers/contentCopy";

let dir: string;
beforeEach(() => {
  dir = scratchCopy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('data files are plain JSON: a list file is an array, and a "$schema" key or a wrapped list is named', () => {
  const raw = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  expect(Array.isArray(raw("data/faqs.json"))).toBe(true);
  expect(raw("data/site.json")).not.toHaveProperty("$schema");
  expect(raw("data/legal/legal-notice.json")).not.toHaveProperty("$schema");
  edit(dir, "data/site.json", (site) => (site.$schema = "../schemas/site.schema.json"));
  fs.writeFileSync(
    path.join(dir, "data/faqs.json"),
    JSON.stringify({ $schema: "../schemas/faqs.schema.json", items: raw("data/faqs.json") }),
  );
  const message = messageFor(dir);
  expect(message).toContain(
    'data/site.json, field "$schema": not content: remove it (editors find the file\'s JSON Schema through .vscode/settings.json',
  );
  expect(message).toContain("data/faqs.json: expected a list of questions");
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
    expect(message).toContain(
      'data/site.json, field "contact.phone": phone number is the same in every language: write it once, not per language',
    );
    expect(message).toContain(
      'data/site.json, field "company.register.number": register number is the same in every language',
    );
    expect(message).toContain(
      'data/site.json, metrics[1] (id "average-roi"), field "value": figure is the same in every language',
    );
    expect(message).toContain(
      'data/site.json, field "contact.address.streetAddress": street and number is the same in every language',
    );
    expect(message).toContain(
      'data/site.json, social[0] (id "linkedin"), field "url": URL is the same in every language',
    );
  });

  test("a figure with a Latin letter is rejected: it would show as is on the Arabic page", () => {
    edit(dir, "data/site.json", (site) => (site.metrics[1].value = "3.2x"));
    expect(messageFor(dir)).toContain(
      'data/site.json, metrics[1] (id "average-roi"), field "value": figure must look like 120+, 3.2× or 15%',
    );
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
    expect(message).toContain(
      'sections[13] (id "contact") > items.en[3]: "hello@ferrolink.de" is a fact kept in data/site.json: write {{email}} instead',
    );
  });

  test("an unknown placeholder in a legal text names the document, the section and the field", () => {
    edit(dir, "data/legal/legal-notice.json", (notice) => (notice.sections[2].items.ar[0] = "الهاتف: {{telephone}}"));
    expect(messageFor(dir)).toContain(
      'data/legal/legal-notice.json, sections[2] (id "contact") > items.ar[0]: unknown placeholder {{telephone}}',
    );
  });

  test("each language version of a legal text has its own revision date, written as a date", () => {
    edit(
      dir,
      "data/legal/privacy-policy.json",
      (policy) => (policy.lastUpdated = { en: "August 2025", ar: "2025-12" }),
    );
    expect(messageFor(dir)).toContain(
      'data/legal/privacy-policy.json, field "lastUpdated.en": date of the English version must be a date like 2025-08 or 2025-08-14',
    );
  });
});

describe("legal documents are the files in data/legal/", () => {
  test("a new legal document is one more file, valid as it is", () => {
    const notice = JSON.parse(fs.readFileSync(path.join(dir, "data/legal/legal-notice.json"), "utf8"));
    fs.writeFileSync(
      path.join(dir, "data/legal/accessibility.json"),
      JSON.stringify({ ...notice, id: "accessibility" }),
    );
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
    expect(messageFor(dir)).toContain(
      'data/legal/legal-notice.json, field "id": id must be the file name, "legal-notice"',
    );
  });

  test("a broken legal document is checked like any other content file", () => {
    edit(dir, "data/legal/legal-notice.json", (notice) => delete notice.sections[0].heading.ar);
    expect(messageFor(dir)).toContain(
      'data/legal/legal-notice.json, sections[0] (id "provider"), field "heading.ar": missing Arabic translation',
    );
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
  expect(message).toContain(
    'data/site.json, languages[1], field "font": font must be one of the build\'s font families: Inter Variable, IBM Plex Sans Arabic',
  );

  edit(dir, "data/site.json", (site) => (site.languages = []));
  expect(messageFor(dir)).toContain(
    'data/site.json, field "languages": lists no language: the first one is the default',
  );
});

describe("the host is a fact of data/site.json", () => {
  test("log data processed outside the EU/EEA needs the legal basis of the transfer, citing Art. 45 or 46 GDPR in every language", () => {
    edit(dir, "data/site.json", (site) => delete site.host.transferBasis);
    expect(messageFor(dir)).toContain(
      'data/site.json, field "host.transferBasis": the log data is processed in US, outside the EU/EEA: give the legal basis of the transfer in each language',
    );
    edit(
      dir,
      "data/site.json",
      (site) => (site.host.transferBasis = { en: "the provider's promise", ar: "وعد المزوّد" }),
    );
    const message = messageFor(dir);
    expect(message).toContain(
      'field "host.transferBasis.en": must cite the GDPR article the transfer rests on: 45 (an adequacy decision) or 46',
    );
    expect(message).toContain('field "host.transferBasis.ar": must cite the GDPR article');
  });

  test("log data processed inside the EU/EEA is no transfer, and a policy that still shows {{hostTransferBasis}} is named", () => {
    edit(dir, "data/site.json", (site) => (site.host.logCountry = "DE"));
    expect(messageFor(dir)).toContain(
      'data/site.json, field "host.transferBasis": the log data is processed in DE, inside the EU/EEA: no data leaves it',
    );
    edit(dir, "data/site.json", (site) => delete site.host.transferBasis);
    expect(messageFor(dir)).toMatch(
      /data\/legal\/privacy-policy\.json, sections\[\d+\] \(id "hosting-and-server-logs"\) > paragraphs\.ar\[1\]: \{\{hostTransferBasis\}\} has nothing to show: the host processes the log data in DE, inside the EU\/EEA/,
    );
  });

  test("the host's name, country and log retention must look like what they are", () => {
    edit(dir, "data/site.json", (site) => {
      site.host.name = { en: "Netlify, Inc.", ar: "Netlify, Inc." };
      site.host.logCountry = "USA";
      site.host.logRetentionDays = "14 days";
    });
    const message = messageFor(dir);
    expect(message).toContain(
      'field "host.name": hosting provider\'s name is the same in every language: write it once, not per language',
    );
    expect(message).toContain(
      'field "host.logCountry": country where the host processes the log data must look like DE or US (a two-letter country code)',
    );
    expect(message).toContain(
      'field "host.logRetentionDays": logRetentionDays must be a whole number of days, as the host\'s terms state',
    );
  });

  test("the data protection officer is appointed with name and e-mail, or not, with the reason in every language", () => {
    edit(
      dir,
      "data/site.json",
      (site) => (site.dataProtectionOfficer = { appointed: true, reason: site.dataProtectionOfficer.reason }),
    );
    const appointed = messageFor(dir);
    expect(appointed).toContain(
      'data/site.json, field "dataProtectionOfficer.name": an appointed data protection officer needs a name, which the privacy policy publishes',
    );
    expect(appointed).toContain(
      'field "dataProtectionOfficer.email": an appointed data protection officer needs an e-mail address',
    );
    expect(appointed).toContain(
      'field "dataProtectionOfficer.reason": an appointed officer needs no reason: remove it',
    );
    edit(
      dir,
      "data/site.json",
      (site) => (site.dataProtectionOfficer = { appointed: false, reason: { en: "none required" } }),
    );
    expect(messageFor(dir)).toContain('field "dataProtectionOfficer.reason.ar": missing Arabic translation');
  });

  test("a legal text that writes the host's name out instead of {{hostName}} is named", () => {
    edit(
      dir,
      "data/legal/terms-of-service.json",
      (doc) => (doc.sections[0].paragraphs.en[0] += " Hosted by Netlify, Inc."),
    );
    expect(messageFor(dir)).toContain('"Netlify, Inc." is a fact kept in data/site.json: write {{hostName}} instead');
  });
});

describe("legal sections for one kind of build", () => {
  test("a section may have a twin for the other kind of build, but an id shown twice in one build is named", () => {
    edit(dir, "data/legal/privacy-policy.json", (doc) => {
      const twin = doc.sections.find(
        (section: { id: string; onlyInBuilds?: string }) =>
          section.id === "overview" && section.onlyInBuilds === "public-calendly-token",
      );
      delete twin.onlyInBuilds;
    });
    expect(messageFor(dir)).toMatch(
      /data\/legal\/privacy-policy\.json, sections\[\d+\] \(id "overview"\), field "id": overview is already a section of this document \(a twin needs onlyInBuilds on both/,
    );
  });

  test("an unknown kind of build is refused with the known ones", () => {
    edit(dir, "data/legal/privacy-policy.json", (doc) => (doc.sections[0].onlyInBuilds = "staging"));
    expect(messageFor(dir)).toContain(
      'field "onlyInBuilds": expected one of public-calendly-token, no-public-calendly-token',
    );
  });
});

test("an interface text longer than the page has room for is refused, in either language (trial 7, N5)", () => {
  const label = "Schedule a free thirty-minute call with one of our senior consultants ".repeat(4).trim();
  edit(dir, "locales/en/common.json", (texts) => (texts.scheduleCall = label));
  edit(dir, "locales/ar/about.json", (texts) => (texts.text = "نص طويل ".repeat(60).trim()));
  const message = messageFor(dir);
  expect(message).toContain(
    `locales/en/common.json, key "scheduleCall": the text is ${label.length} characters long, more than the 80 the page has room for: shorten it`,
  );
  expect(message).toContain(
    'locales/ar/about.json, key "text": the text is 479 characters long, more than the 400 the page has room for: shorten it',
  );
});
