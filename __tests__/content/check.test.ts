/**
 * @jest-environment node
 *
 * `npm run check` and `npm run translations:accept` as an editor runs them, on a copy of
 * the project's content.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { ContentValidationError } from "../../src/content/validate";
import { checkContent } from "../../src/content/projectFiles";

const ROOT = path.join(__dirname, "..", "..");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-"));
  for (const entry of [
    "data",
    "locales",
    "static",
    "schemas",
    "src",
    "scripts",
    "package.json",
    "translations.lock.json",
    "legal-dates.lock.json",
    "tsconfig.json",
  ]) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// The environment of a build with no scheduling token (CI's own may have one).
const { CALENDLY_TOKEN, GATSBY_CALENDLY_TOKEN, CALENDLY_REQUIRED, ...noToken } = process.env;
const run = (script: string, ...args: string[]) => runIn(noToken, script, ...args);
const runIn = (env: NodeJS.ProcessEnv, script: string, ...args: string[]) => {
  const result = spawnSync(path.join(dir, "node_modules", ".bin", "tsx"), [script, ...args], {
    cwd: dir,
    encoding: "utf8",
    env,
  });
  return { status: result.status, out: result.stdout + result.stderr };
};
const check = () => run("scripts/check-content.ts");
const accept = (...targets: string[]) => run("scripts/accept-translations.ts", ...targets);

const edit = (file: string, change: (json: any) => void) => {
  const absolute = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(absolute, "utf8"));
  change(json);
  fs.writeFileSync(absolute, JSON.stringify(json, null, 2));
};

test("npm run check passes the site's content", () => {
  const { status, out } = check();
  expect(out).toContain("Content is valid");
  expect(out).not.toContain("Translations to review");
  expect(status).toBe(0);
});

test("a problem exits 1 with the build's message: file, item and field", () => {
  edit("data/faqs.json", (faqs) => delete faqs[2].answer.ar);
  edit("locales/en/header.json", (header) => (header.nav.contact = "Contact"));
  const { status, out } = check();
  expect(status).toBe(1);
  expect(out).toContain('data/faqs.json, item 2 (id "roi"), field "answer.ar": missing Arabic translation');
  // The very message the build stops with (gatsby-node's onPreInit runs checkContent too).
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    expect(out).toContain(new ContentValidationError(checkContent(dir).problems).message);
  } finally {
    process.chdir(cwd);
  }
});

test("a changed English text is named with its old and new English until accepted; it does not fail", () => {
  const old = JSON.parse(fs.readFileSync(path.join(dir, "data/faqs.json"), "utf8"))[2].question.en;
  edit("data/faqs.json", (faqs) => (faqs[2].question.en = "How soon will we see a return?"));
  edit("data/services.json", (services) => (services[0].features[0].title.en = "Predictive maintenance, now"));

  const stale = check();
  expect(stale.status).toBe(0);
  expect(stale.out).toContain("Translations to review (2)");
  expect(stale.out).toContain(
    `data/faqs.json, item 2 (id "roi"), field "question": English changed since the Arabic was written: was ${JSON.stringify(old)}, now "How soon will we see a return?"`,
  );
  expect(stale.out).toMatch(
    /data\/services\.json, item 0 \(id "ai-solutions"\) > features\[0\] \(id "[a-z-]+"\), field "title": English changed/,
  );

  // Accepting one item leaves the other named.
  expect(accept("data/faqs.json#roi").out).toContain("1 field recorded");
  const partly = check();
  expect(partly.out).toContain("Translations to review (1)");
  expect(partly.out).not.toContain('id "roi"');

  expect(accept().status).toBe(0);
  const done = check();
  expect(done.out).not.toContain("Translations to review");
  expect(done.status).toBe(0);
});

test("new content needs review until accepted", () => {
  edit("data/faqs.json", (faqs) =>
    faqs.push({
      id: "pricing",
      question: { en: "What does it cost?", ar: "كم التكلفة؟" },
      answer: { en: "It depends.", ar: "يعتمد ذلك." },
    }),
  );
  const fresh = check();
  expect(fresh.status).toBe(0);
  expect(fresh.out).toContain(
    'data/faqs.json, item 5 (id "pricing"), field "question": new English text, its Arabic not yet reviewed ("What does it cost?")',
  );
  expect(fresh.out).toContain('data/faqs.json, item 5 (id "pricing"), field "answer": new English text');
  accept("data/faqs.json");
  expect(check().out).not.toContain("Translations to review");
});

test("accepting a file that is not content says so", () => {
  const { status, out } = accept("data/nothing.json");
  expect(status).toBe(1);
  expect(out).toContain("not a content file: data/nothing.json");
});

describe("files as editors save them", () => {
  const bytes = (file: string) => fs.readFileSync(path.join(dir, file));
  const write = (file: string, content: Buffer | string) => fs.writeFileSync(path.join(dir, file), content);
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

  test("Windows line endings and no final newline pass the check and the translation record", () => {
    for (const file of ["data/faqs.json", "data/site.json", "data/legal/privacy-policy.json", "locales/ar/faq.json"]) {
      write(file, bytes(file).toString("utf8").trimEnd().replaceAll("\n", "\r\n"));
    }
    write(
      "translations.lock.json",
      bytes("translations.lock.json").toString("utf8").trimEnd().replaceAll("\n", "\r\n"),
    );
    const { status, out } = check();
    expect(out).toContain("Content is valid");
    expect(out).not.toContain("Translations to review");
    expect(status).toBe(0);
    expect(accept().out).toContain("0 fields recorded");
  });

  test("a byte-order mark is named in plain words, and --fix removes it and nothing else", () => {
    const faqs = bytes("data/faqs.json");
    const locale = bytes("locales/ar/faq.json");
    write("data/faqs.json", Buffer.concat([BOM, faqs]));
    write("locales/ar/faq.json", Buffer.concat([BOM, locale]));
    // Our own files are read past it: the translation record here.
    write("translations.lock.json", Buffer.concat([BOM, bytes("translations.lock.json")]));

    const stopped = check();
    expect(stopped.status).toBe(1);
    expect(stopped.out).toContain(
      "data/faqs.json: starts with a byte-order mark, an invisible character some editors add at the start of a file, which gatsby-transformer-json (the package that reads data/ for the build) cannot read. Remove it with: npm run check -- --fix (it changes nothing else in the file)",
    );
    expect(stopped.out).toContain("locales/ar/faq.json: starts with a byte-order mark");
    expect(stopped.out).not.toContain("Unexpected token");
    expect(stopped.out).not.toContain("translations.lock.json");
    expect(stopped.out).not.toContain("Translations to review");

    const fixed = run("scripts/check-content.ts", "--fix");
    expect(fixed.out).toContain("data/faqs.json: removed the byte-order mark");
    expect(fixed.out).toContain("locales/ar/faq.json: removed the byte-order mark");
    expect(fixed.out).toContain("Content is valid");
    expect(fixed.status).toBe(0);
    expect(bytes("data/faqs.json").equals(faqs)).toBe(true);
    expect(bytes("locales/ar/faq.json").equals(locale)).toBe(true);
  });

  test("really broken JSON gives line and column, and names an invisible character", () => {
    const text = bytes("data/faqs.json").toString("utf8");
    // A no-break space pasted between a key and its value (line 3 of the file).
    const lines = text.split("\n");
    lines[2] = lines[2].replace('": ', '":\u00a0');
    write("data/faqs.json", lines.join("\r\n"));
    const column = lines[2].indexOf("\u00a0") + 1;
    const { status, out } = check();
    expect(status).toBe(1);
    expect(out).toContain(
      `data/faqs.json: not valid JSON (line 3, column ${column}): a no-break space (U+00A0), an invisible character, stands where JSON allows only ordinary spaces, line breaks or punctuation`,
    );

    write("data/faqs.json", text.replace("},\n  {", "}\n  {"));
    const missingComma = check();
    expect(missingComma.out).toMatch(/data\/faqs\.json: not valid JSON \(line \d+, column 3\): Expected ','/);
  });
});

/** Dates a legal page's language versions (its file and the record of its dates) as if it had not changed since. */
const datedEarlier = (file: string, dates: { en: string; ar: string }) => {
  const absolute = path.join(dir, file);
  const text = fs.readFileSync(absolute, "utf8");
  fs.writeFileSync(
    absolute,
    text.replace(
      /"lastUpdated": \{[^}]*\}/,
      `"lastUpdated": {\n    "en": "${dates.en}",\n    "ar": "${dates.ar}"\n  }`,
    ),
  );
  const lockFile = path.join(dir, "legal-dates.lock.json");
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
  lock[file].en.lastUpdated = dates.en;
  lock[file].ar.lastUpdated = dates.ar;
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2));
};

test("a legal text changed without its date stops the check, naming page and language, until the one command dates it today", () => {
  const file = "data/legal/terms-of-service.json";
  datedEarlier(file, { en: "2025-08", ar: "2025-12" });
  expect(check().status).toBe(0);
  const before = fs.readFileSync(path.join(dir, file), "utf8");
  fs.writeFileSync(path.join(dir, file), before.replace("Terms of Service", "Terms of Use"));
  const stopped = check();
  expect(stopped.status).toBe(1);
  expect(stopped.out).toContain(
    `${file}, field "lastUpdated.en": the English version's text changed since it was dated August 2025 ("2025-08"), but its date did not.`,
  );
  expect(stopped.out).toContain(`npm run legal-dates:accept -- ${file}#en`);
  expect(stopped.out).not.toContain('"lastUpdated.ar"');

  const today = new Date().toISOString().slice(0, 7);
  const accepted = run("scripts/accept-legal-dates.ts");
  expect(accepted.out).toContain(`${file}#en: dated today`);
  expect(accepted.status).toBe(0);
  const after = fs.readFileSync(path.join(dir, file), "utf8");
  expect(JSON.parse(after).lastUpdated).toEqual({ en: today, ar: "2025-12" });
  // Nothing but the text edited and the one date moved.
  expect(after).toBe(before.replace("Terms of Service", "Terms of Use").replace('"en": "2025-08"', `"en": "${today}"`));
  expect(check().status).toBe(0);
});

test("npm run check says when every booking button would open the provider's home page, and CALENDLY_REQUIRED=true stops it", () => {
  const warned = check();
  expect(warned.status).toBe(0);
  expect(warned.out).toContain(
    'Warning: Every "book a call" button opens https://calendly.com, the scheduling provider\'s home page',
  );
  expect(warned.out).toContain("set scheduling.defaultUrl to the company's own booking page");
  expect(warned.out).toContain("or build with CALENDLY_TOKEN");

  const stopped = runIn({ ...noToken, CALENDLY_REQUIRED: "true" }, "scripts/check-content.ts");
  expect(stopped.status).toBe(1);
  expect(stopped.out).toContain('Error: Every "book a call" button opens https://calendly.com');

  edit("data/site.json", (site) => {
    site.scheduling.defaultUrl = "https://calendly.com/ferrolink-digital/30min";
  });
  const booking = check();
  expect(booking.status).toBe(0);
  expect(booking.out).not.toContain("book a call");
});
