/**
 * @jest-environment node
 */
// The brand fonts are cut to the characters each language's pages show: one file per face and
// language, declared with exactly its characters, and a build guard for text from elsewhere.
import fs from "fs";
import os from "os";
import path from "path";
import * as fontkit from "fontkit";
import { charactersByLanguage, unicodeRange, writeFontSubsets } from "../../src/build/fontSubsets";
import { uncoveredCharacters, visibleText } from "../../src/build/fontGuard";
import { fontFaceCss } from "../../src/build/fontFaces";
import { formatDate } from "../../src/content/facts";

const PROJECT = path.resolve(__dirname, "../..");
let root: string;
const put = (file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), typeof content === "string" ? content : JSON.stringify(content));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
  fs.symlinkSync(path.join(PROJECT, "node_modules"), path.join(root, "node_modules"));
  put("data/testimonials.json", [{ id: "a", quote: { en: "Wrocław plant,", ar: "مصنع" }, city: "Köln" }]);
  put("locales/en/common.json", { spanish: "Español", arabic: "العربية" });
  put("locales/ar/common.json", { switch: "العربية" });
  put("src/ui/Thing.tsx", 'export const Thing = () => "§ 5…";');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("a language gets its own texts, the texts shared by all and the components' characters, nothing else", () => {
  const characters = charactersByLanguage(root);
  expect(characters.en.has("ł")).toBe(true);
  expect(characters.en.has("W")).toBe(true);
  expect(characters.ar.has("ł")).toBe(false);
  expect(characters.ar.has("ص")).toBe(true);
  expect(characters.en.has("ص")).toBe(false);
  expect(characters.en.has("ñ")).toBe(true);
  expect(characters.ar.has("ñ")).toBe(false);
  // Not localized: shown in every language.
  expect(characters.ar.has("ö")).toBe(true);
  for (const language of ["en", "ar"] as const) {
    expect(characters[language].has("§")).toBe(true);
    expect(characters[language].has("…")).toBe(true);
    expect(characters[language].has("~")).toBe(false);
  }
});

test("every month a legal page can be dated in has its letters, in each language (January's J is in no text)", () => {
  const characters = charactersByLanguage(root);
  for (const language of ["en", "ar"] as const) {
    for (let month = 1; month <= 12; month += 1) {
      for (const date of [`2027-${String(month).padStart(2, "0")}`, `2026-${String(month).padStart(2, "0")}-19`]) {
        const text = formatDate(date, language);
        expect({ text, missing: [...text].filter((char) => !characters[language].has(char)) }).toEqual({
          text,
          missing: [],
        });
      }
    }
  }
});

test("unicode-range lists the code points, consecutive ones as a range", () => {
  expect(unicodeRange(["b", "a", "c", "x", "ł", "a"])).toBe("U+61-63,U+78,U+142");
});

test("each face and language is one file holding exactly that language's characters of its script", async () => {
  const manifest = await writeFontSubsets(root);
  const inter = manifest.en.filter((file) => file.family === "Inter Variable");
  expect(inter).toHaveLength(1);
  expect(inter[0].characters).toContain("ł");
  expect(inter[0].unicodeRange).toContain("U+142");
  expect(inter[0].embedded).toBeDefined();
  expect(inter[0].url).toBeUndefined();

  const arabicOnEnglishPages = manifest.en.filter((file) => file.family === "IBM Plex Sans Arabic");
  // Only the Arabic language name: a file fetched when the switcher is drawn, not embedded in English pages.
  expect(arabicOnEnglishPages).toHaveLength(2);
  expect(
    arabicOnEnglishPages.every(
      (file) => !file.embedded && file.url && [...file.characters].every((char) => "العربية".includes(char)),
    ),
  ).toBe(true);
  expect(manifest.ar.every((file) => file.embedded)).toBe(true);
  expect(manifest.ar.find((file) => file.family === "Inter Variable")!.characters).not.toContain("ł");

  for (const file of [...manifest.en, ...manifest.ar]) {
    const font = fontkit.create(
      file.embedded ? Buffer.from(file.embedded, "base64") : fs.readFileSync(path.join(root, "public", file.url!)),
    );
    for (const char of file.characters) expect(font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
    expect(font.hasGlyphForCodePoint("Ж".codePointAt(0)!)).toBe(false);
  }
  const css = fontFaceCss(manifest.ar);
  expect(css.match(/@font-face/g)).toHaveLength(manifest.ar.length);
  expect(css).toContain('font-family:"IBM Plex Sans Arabic"');
  expect(css).toContain("font-display:block");
  expect(fontFaceCss(arabicOnEnglishPages)).toContain("font-display:optional");
  expect(css).toContain(`src:url(data:font/woff2;base64,${manifest.ar[0].embedded}) format("woff2")`);
  expect(fontFaceCss(arabicOnEnglishPages)).toContain(`src:url(${arabicOnEnglishPages[0].url}) format("woff2")`);
});

test("the build guard names a page whose text has a character its fonts lack", async () => {
  const manifest = await writeFontSubsets(root);
  const page = (text: string) =>
    `<html><head><style>.x{}</style></head><body><p>${text}</p><script>var s="ż"</script></body></html>`;
  expect(
    uncoveredCharacters(root, manifest, [{ language: "en", file: "index.html", html: page("Wrocław plant, Köln") }]),
  ).toEqual([]);
  expect(uncoveredCharacters(root, manifest, [{ language: "ar", file: "ar/index.html", html: page("Köłn") }])).toEqual([
    { file: "ar/index.html", missing: ["ł"] },
  ]);
});

test("visible text leaves out markup, scripts and styles and decodes entities", () => {
  expect(
    visibleText(
      '<head><title>T</title></head><body class="a"><p>A &amp; B &#x27;C&#x27;</p><script>x</script><style>y</style></body>',
    ).trim(),
  ).toBe("A & B 'C'");
});
