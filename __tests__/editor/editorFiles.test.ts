/**
 * @jest-environment node
 */
/**
 * The content editor as a build ships it (src/editor/editorFiles.ts): a build without a
 * repository for it says so, and the configuration tells which legal text the site shows.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { copyContentEditor, NO_REPOSITORY_WARNING } from "../../src/editor/editorFiles";

const ROOT = path.join(__dirname, "..", "..");
jest.setTimeout(60_000);

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-build-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

type Field = { name: string; hint?: string; options?: { label: string; value: string }[]; fields?: Field[] };
const sections = (language: string) => {
  const file = language === "en" ? "config.json" : `config.${language}.json`;
  const config = JSON.parse(fs.readFileSync(path.join(publicDir, "admin", file), "utf8"));
  const legal = config.collections.find((collection: { name: string }) => collection.name === "legal");
  return { config, sections: legal.fields.find((field: Field) => field.name === "sections") as Field };
};

test("a build with the editor and no CMS_GITHUB_REPO warns; with one, the editor saves there and says nothing", () => {
  const warnings: string[] = [];
  copyContentEditor(ROOT, publicDir, {}, (message) => warnings.push(message));
  expect(warnings).toEqual([NO_REPOSITORY_WARNING]);
  expect(fs.existsSync(path.join(publicDir, "admin", "content-guard.js"))).toBe(true);

  warnings.length = 0;
  copyContentEditor(ROOT, publicDir, { CMS_GITHUB_REPO: "ferrolink/site", CMS_GITHUB_BRANCH: "live" }, (message) =>
    warnings.push(message),
  );
  expect(warnings).toEqual([]);
  expect(sections("en").config.backend).toMatchObject({ name: "github", repo: "ferrolink/site", branch: "live" });
});

test("the legal pages' sections say which build's text this site shows, in both languages of the editor", () => {
  copyContentEditor(ROOT, publicDir, {}, () => undefined);
  const english = sections("en").sections;
  expect(english.hint).toContain("This site is built so that its visitors' browsers do not call Calendly's API.");
  const options = english.fields!.find((field) => field.name === "onlyInBuilds")!.options!;
  expect(options.find((option) => option.value === "no-public-calendly-token")!.label).toContain(
    "the text this site shows",
  );
  expect(options.find((option) => option.value === "public-calendly-token")!.label).toContain("not shown on this site");

  copyContentEditor(
    ROOT,
    publicDir,
    { GATSBY_CALENDLY_TOKEN: "token", ALLOW_PUBLIC_CALENDLY_TOKEN: "true" },
    () => undefined,
  );
  const arabic = sections("ar").sections;
  // The page's sections first, then which of the twins this build shows (arabic-and-legal-5, C1).
  expect(arabic.hint).toMatch(
    /^أقسام الصفحة بعناوينها، بترتيب ظهورها\. هذا الموقع مبني بحيث تطلب متصفحات زواره رابط الحجز من واجهة برمجة التطبيقات \(API\) لدى Calendly برمز عام، لذا يعرض كل قسم غير موسوم، ومن كل قسمين لهما المعرّف نفسه يعرض الموسوم public-calendly-token\. ولبعض الأقسام/,
  );
  const arabicOptions = arabic.fields!.find((field) => field.name === "onlyInBuilds")!.options!;
  expect(arabicOptions.find((option) => option.value === "public-calendly-token")!.label).toBe(
    "فقط في الإصدارات التي تطلب فيها متصفحات الزوار رابط الحجز من Calendly برمز عام، وهو النص الذي يعرضه هذا الموقع (public-calendly-token)",
  );
});

test("above a refused save, Sveltia's script as the site serves it says the save failed, not to try again later", () => {
  copyContentEditor(ROOT, publicDir, {}, () => {});
  const script = fs.readFileSync(path.join(publicDir, "admin", "sveltia-cms.js"), "utf8");
  expect(script).toContain("description:`Couldn’t save the entry.`");
  expect(script).not.toContain("There was an error while saving the entry");
});

test("Sveltia's check for a newer version asks the site's copy of its own package.json, not unpkg.com: no global fetch is replaced", () => {
  copyContentEditor(ROOT, publicDir, {}, () => undefined);
  const script = fs.readFileSync(path.join(publicDir, "admin", "sveltia-cms.js"), "utf8");
  expect(script).toContain("`sveltia-cms.package.json`");
  expect(script).not.toMatch(/`\$\{\w+\}\/package\.json`/);
  const served = JSON.parse(fs.readFileSync(path.join(publicDir, "admin", "sveltia-cms.package.json"), "utf8"));
  const installed = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@sveltia/cms/package.json"), "utf8"));
  expect(served.version).toBe(installed.version);
  expect(fs.readFileSync(path.join(ROOT, "admin", "admin.js"), "utf8")).not.toContain("window.fetch");
});

test("no module of the editor exports a binding named config: Gatsby reads that as a page's configuration and builds rendering engines, which fail to load sharp", () => {
  const dir = path.join(ROOT, "src", "editor");
  const exporting = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .filter((file) =>
      /export\s+(const|let|var|function)\s+config\b|export\s*\{[^}]*\bconfig\b/.test(
        fs.readFileSync(path.join(dir, file), "utf8"),
      ),
    );
  expect(exporting).toEqual([]);
});
