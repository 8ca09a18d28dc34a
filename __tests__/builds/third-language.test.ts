/**
 * @jest-environment node
 *
 * Languages are data: a copy of the site gets a third language the way docs/recipes/add-a-language.md
 * says (one entry in data/site.json, one text per localized field, locales/<code>/),
 * with no source file touched (its files saved with Windows line endings), and its build has that language's pages, lang/dir, hreflang
 * links, switcher link and sitemap entries.
 */
import fs from "fs";
import path from "path";
import { copyOfSite, gatsbyBuild } from "../helpers/copyOfSite";
import { acceptLegalDates } from "../../src/content/projectFiles";

const GERMAN = { code: "de", label: "Deutsch", dir: "ltr" };

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

/** Adds a German text beside every English one: objects keyed by exactly the site's languages. */
const withGerman = (value: Json, languages: string[]): Json => {
  if (Array.isArray(value)) return value.map((item) => withGerman(item, languages));
  if (!value || typeof value !== "object") return value;
  const keys = Object.keys(value);
  if (keys.length === languages.length && languages.every((code) => keys.includes(code))) {
    return { ...value, de: value.en };
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withGerman(child, languages)]));
};

const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [path.join(dir, entry.name)]
          : [],
    );

let dir: string;
let output = "";
let status: number | null;
const read = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8");

beforeAll(() => {
  dir = copyOfSite("third-language-");
  const siteFile = path.join(dir, "data", "site.json");
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8"));
  const languages: string[] = site.languages.map((language: { code: string }) => language.code);
  site.languages.push(GERMAN);
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2));
  for (const file of jsonFiles(path.join(dir, "data"))) {
    fs.writeFileSync(file, JSON.stringify(withGerman(JSON.parse(fs.readFileSync(file, "utf8")), languages), null, 2));
  }
  fs.cpSync(path.join(dir, "locales", "en"), path.join(dir, "locales", "de"), { recursive: true });
  // The recipe's last step: the new language versions of the legal pages are dated.
  acceptLegalDates(dir);
  // Saved as an editor on Windows may save them: CR LF line endings, no final newline.
  for (const file of [...jsonFiles(path.join(dir, "data")), ...jsonFiles(path.join(dir, "locales"))]) {
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").trimEnd().replaceAll("\n", "\r\n"));
  }

  // A file an earlier build left behind (an old bundle, a removed page) must not ship.
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.writeFileSync(path.join(dir, "public", "left-by-an-earlier-build.js"), "old");
  ({ output, status } = gatsbyBuild(dir, { CALENDLY_TOKEN: undefined, GATSBY_CALENDLY_TOKEN: undefined }, 600_000));
}, 620_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the build passes, with no source file changed (and every data and locale file saved with CR LF, without a final newline)", () => {
  expect({ status, output: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, output: "" });
  expect(fs.readFileSync(path.join(dir, "src", "i18n", "languages.ts"), "utf8")).not.toContain('"de"');
});

test("the build says that, with no token, every booking button opens the provider's home page, and how to fix it", () => {
  // Gatsby's reporter wraps long lines.
  const printed = output.replace(/\s+/g, " ");
  expect(printed).toContain(
    'Every "book a call" button opens https://calendly.com, the scheduling provider\'s home page',
  );
  expect(printed).toContain("set scheduling.defaultUrl to the company's own booking page");
});

test("a file an earlier build left in public/ is gone after the build", () => {
  expect(fs.existsSync(path.join(dir, "public", "left-by-an-earlier-build.js"))).toBe(false);
});

test("the new language has every page, as a left-to-right German document", () => {
  for (const page of [
    "de/index.html",
    "de/privacy-policy/index.html",
    "de/legal-notice/index.html",
    "de/terms-of-service/index.html",
    "de/404.html",
  ]) {
    expect(read(page)).toMatch(/<html[^>]* lang="de" dir="ltr"/);
  }
  expect(read("de/index.html")).toContain("Ferrolink Digital");
});

test("every page links its German twin (hreflang) and the switcher offers it", () => {
  for (const [page, twin] of [
    ["index.html", "/de/"],
    ["ar/privacy-policy/index.html", "/de/privacy-policy/"],
  ]) {
    expect(read(page)).toContain(`<link rel="alternate" hrefLang="de" href="https://www.ferrolink.de${twin}"`);
    expect(read(page)).toMatch(new RegExp(`<a href="${twin}" hrefLang="de" lang="de"[^>]*>Deutsch</a>`));
  }
});

test("the sitemap lists the German pages with their twins, and unknown German paths get the German not-found page", () => {
  const sitemap = read("sitemap.xml");
  expect(sitemap).toContain("<loc>https://www.ferrolink.de/de/</loc>");
  expect(sitemap).toContain(
    '<xhtml:link rel="alternate" hreflang="de" href="https://www.ferrolink.de/de/terms-of-service/"/>',
  );
  expect(read("_redirects")).toContain("/de/*  /de/404.html  404");
  expect(JSON.parse(read("manifest_de.webmanifest"))).toMatchObject({ lang: "de", dir: "ltr", start_url: "/de/" });
});
