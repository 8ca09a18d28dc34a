// The content editor (/admin/, Sveltia CMS) on a copy of the project, as an editor uses it on
// their machine: edits saved only when the build's rules hold, files kept as the repository
// keeps them, and `npm run check` passing on the result.
import fs from "fs";
import path from "path";
import { expect, type Page } from "./fixtures";
import {
  changedLines,
  checkProject,
  contentFiles,
  expectSaved,
  field,
  leftEdges,
  openEditor,
  openFile,
  save,
  saveBack,
  test,
  textBox,
} from "./admin";
import { SERVICE_ICONS } from "../src/content/keys";
import { ADMIN_CONTENT_SECURITY_POLICY } from "../src/seo/securityHeaders";
import config from "../scripts/e2e-config.json";
import { TESTS_MONTH } from "./today";

// The editor is a 2 MB script and each save re-reads the project and runs the build's rules
// in the page: on a loaded 2-core machine one test of several saves needs more than a minute.
test.describe.configure({ timeout: 180_000 });

const ROOT = path.join(__dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** Tries to save the file's form; the editor must refuse, naming the field, and write nothing. */
const refused = async (page: Page, keyPath: string, message: string) => {
  await save(page);
  await expect(field(page, keyPath)).toContainText(message);
  // The form stays open (a save closes it); saveBack finds nothing written at the end.
  await expect(page).toHaveURL(/\/entries\//);
};

// Three journeys of one opening of the editor, each a step: the editor is opened once, as none of
// them is about opening it. Each step finds the project as the step before left it and takes
// what it compares against from there (the files written back, then the refusals writing none).
test("in one opening of the editor: an FAQ answer in Arabic and a testimonial in English, then a legal page, the site's facts and an interface text change only their values in the files' own form; what npm run check rejects, the editor refuses to save, naming the field", async ({
  project,
  page,
}) => {
  await openEditor(page, project);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();

  await test.step("an FAQ answer in Arabic and a testimonial in English: only those values change, the files keep their form, and the Arabic of the changed English is flagged for review", async () => {
    const before = contentFiles(project);
    const faqs = read("data/faqs.json");
    const testimonials = read("data/testimonials.json");
    const answer = `${faqs[1].answer.ar} ونرافقك بعد الإطلاق أيضًا.`;
    const text = `${testimonials[0].text.en} We would work with them again.`;

    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.1.answer.ar")).fill(answer);
    await save(page);
    await expect(page.getByText("Entry saved.")).toBeVisible();

    await openFile(page, "lists", "testimonials");
    await (await textBox(page, "items.0.text.en")).fill(text);
    await save(page);
    await expect(page.getByText("Entry saved.")).toBeVisible();

    expect(await saveBack(page, project)).toEqual(["data/faqs.json", "data/testimonials.json"]);
    const after = contentFiles(project);
    // One line for one edit: key order, indentation, escaping and the final newline as they were.
    expect(changedLines(before["data/faqs.json"], after["data/faqs.json"])).toEqual([
      [`      "ar": ${JSON.stringify(faqs[1].answer.ar)}`, `      "ar": ${JSON.stringify(answer)}`],
    ]);
    expect(changedLines(before["data/testimonials.json"], after["data/testimonials.json"])).toEqual([
      [`      "en": ${JSON.stringify(testimonials[0].text.en)},`, `      "en": ${JSON.stringify(text)},`],
    ]);

    const check = checkProject(project);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toContain("Translations to review (1)");
    expect(check.output).toContain(
      `- data/testimonials.json, item 0 (id "${testimonials[0].id}"), field "text": English changed since the Arabic was written`,
    );
  });
  // The form closed, back at the list, before the next file is opened.
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });

  await test.step("a legal page, the site's facts and an interface text keep their form too: one changed line for one edit", async () => {
    const before = contentFiles(project);

    await openFile(page, "legal", "legal-notice");
    const description = await textBox(page, "description.en");
    const sentence = `${await description.inputValue()} It applies to both language versions.`;
    await description.fill(sentence);
    await save(page);
    await expectSaved(page);

    await openFile(page, "site", "site");
    await field(page, "contact").scrollIntoViewIfNeeded();
    await (await textBox(page, "contact.email")).fill("hello@ferrolink.example");
    await save(page);
    await expectSaved(page);

    await openFile(page, "interface", "faq");
    await (await textBox(page, "heading")).fill("Questions and answers");
    await save(page);
    await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });

    // The e-mail address is a fact the privacy policy and the terms show: their texts changed with
    // it, so the editor dated them (those not dated this month yet) and recorded them.
    const month = TESTS_MONTH;
    const dated = ["data/legal/privacy-policy.json", "data/legal/terms-of-service.json"].filter(
      (file) => read(file).lastUpdated.en !== month || read(file).lastUpdated.ar !== month,
    );
    expect(await saveBack(page, project)).toEqual(
      [
        "data/legal/legal-notice.json",
        ...dated,
        "data/site.json",
        "legal-dates.lock.json",
        "locales/en/faq.json",
      ].sort(),
    );
    const after = contentFiles(project);
    for (const file of dated) expect(JSON.parse(after[file]).lastUpdated).toEqual({ en: month, ar: month });
    const site = read("data/site.json");
    expect(changedLines(before["data/legal/legal-notice.json"], after["data/legal/legal-notice.json"])).toEqual([
      [
        `    "en": ${JSON.stringify(read("data/legal/legal-notice.json").description.en)},`,
        `    "en": ${JSON.stringify(sentence)},`,
      ],
    ]);
    expect(changedLines(before["data/site.json"], after["data/site.json"])).toEqual([
      [`    "email": ${JSON.stringify(site.contact.email)},`, `    "email": "hello@ferrolink.example",`],
    ]);
    expect(changedLines(before["locales/en/faq.json"], after["locales/en/faq.json"])).toEqual([
      [`  "heading": ${JSON.stringify(read("locales/en/faq.json").heading)},`, `  "heading": "Questions and answers",`],
    ]);
  });
  // The form closed: the refusals' step opens forms of its own.
  await expect(page).not.toHaveURL(/\/entries\//, { timeout: 20_000 });

  await test.step("what npm run check rejects, the editor refuses to save, naming the field: a missing Arabic text, an unknown icon, a rating of 7, a link that is not https", async () => {
    const services = read("data/services.json");

    await openFile(page, "lists", "faqs");
    await (await textBox(page, "items.0.answer.ar")).fill("");
    await refused(page, "items.0.answer.ar", "This field is required.");
    await expect(field(page, "items.0.answer.ar")).toContainText("العربية");
    // The English message in the right-to-left field reads left to right: its full stop after its words.
    const [words, stop] = await leftEdges(page, "items.0.answer.ar", "required.", ["This", "."]);
    expect(stop).toBeGreaterThan(words);

    // A new visit, as after closing the tab: the editor opens the same folder again by itself.
    await page.goto("about:blank");
    await openFile(page, "lists", "testimonials");
    await (await textBox(page, "items.0.rating")).fill("7");
    await refused(page, "items.0.rating", "The value must be less than or equal to 5.");

    // Then from file to file in the open editor, each form left unsaved.
    await openFile(page, "site", "site");
    await (await textBox(page, "siteUrl")).fill("http://ferrolink.example");
    await refused(page, "siteUrl", "expected an https:// URL");

    // An icon is picked from the drawings the site has: there is no other value to type.
    await openFile(page, "lists", "services");
    const icons = field(page, "items.0.icon").getByRole("radio");
    await expect(icons).toHaveCount(SERVICE_ICONS.length);
    for (const icon of SERVICE_ICONS) {
      await expect(field(page, "items.0.icon").getByRole("radio", { name: icon, exact: true })).toHaveCount(1);
    }
    await expect(field(page, "items.0.icon").getByRole("radio", { checked: true })).toHaveAccessibleName(
      services[0].icon,
    );

    expect(await saveBack(page, project)).toEqual([]);
  });
});

// For an editor working in Arabic, the editor names the field and the rule in Arabic: arabic-admin.spec.ts.

test("visitors pay nothing for the editor: no page links to it (only the privacy policy names it), the sitemap leaves it out, and it has its own policy and noindex on both hosts", async ({
  request,
}) => {
  for (const url of ["/", "/ar/", "/privacy-policy/", "/ar/privacy-policy/", "/ar/legal-notice/", "/no-such-page/"]) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toMatch(/(href|src)="[^"]*\/admin/);
    if (!url.endsWith("privacy-policy/")) expect(html, url).not.toContain("/admin");
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  // This site's server (Netlify's rules: a later rule replaces) and Cloudflare's own runtime
  // (wrangler pages dev: rules join, "! Name" removes) serve the editor alike.
  for (const origin of ["", `http://127.0.0.1:${config.buildTime.cloudflarePort}`]) {
    const page = await request.get(`${origin}/admin/`);
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers["content-security-policy"], origin).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const script = await request.get(`${origin}/admin/sveltia-cms.js`);
    expect(script.headers()["cache-control"], "not a content-hashed file").toBe("public, max-age=0, must-revalidate");
    expect(await script.text()).not.toMatch(/cdn\.jsdelivr\.net\/fontsource|sourceMappingURL/);
    const home = (await request.get(`${origin}/`)).headers();
    expect(home["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  }
});
