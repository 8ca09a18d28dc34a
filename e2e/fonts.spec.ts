import { test, expect, type Page } from "./fixtures";
import { LANGS, ROUTES, inLang } from "./content";
import { gotoHydrated } from "./hydration";

// Each page downloads only font files that its own text needs (no unicode-range subset
// fetched for one stray character, no other language's files), embeds only faces its text
// uses, and every letter it shows is drawn by a brand font, not by a system fallback.

interface Face {
  family: string;
  weight: string;
  /** The file's path, or "embedded" for a face written into the page as a data: URL. */
  url: string;
  codePoints: number[];
}

/** The page's @font-face rules, with their unicode-range expanded to code points. */
const fontFaces = (page: Page): Promise<Face[]> =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter((rule) => /url\(/.test(rule.style.getPropertyValue("src")))
        .map((rule) => ({
          family: rule.style.getPropertyValue("font-family").replace(/"/g, ""),
          weight: rule.style.getPropertyValue("font-weight"),
          url: /url\("?data:/.test(rule.style.getPropertyValue("src"))
            ? "embedded"
            : new URL(/url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue("src"))![1], location.href).pathname,
          codePoints: rule.style
            .getPropertyValue("unicode-range")
            .split(",")
            .flatMap((range) => {
              const [start, end] = range
                .trim()
                .replace(/^U\+/i, "")
                .split("-")
                .map((hex) => parseInt(hex, 16));
              return Array.from({ length: (end ?? start) - start + 1 }, (_, i) => start + i);
            }),
        })),
    ),
  );

/** The characters of the text the page renders (hidden text, such as a closed menu, is not). */
const renderedCharacters = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const characters = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript") || !parent.checkVisibility()) continue;
      for (const char of node.textContent ?? "") characters.add(char);
    }
    return [...characters];
  });

/** One file per face; every face embedded or downloaded draws some character of this page. */
const expectOnlyFilesItsTextNeeds = (faces: Face[], text: string[], requested: string[]) => {
  // One file per family and weight: nothing is split into unicode-range subsets.
  const keys = faces.map((face) => `${face.family} ${face.weight}`);
  expect(new Set(keys).size, keys.join(", ")).toBe(keys.length);

  const embedded = faces.filter((face) => face.url === "embedded");
  expect(embedded.length).toBeGreaterThan(0);
  const draws = (face: Face) => text.filter((char) => face.codePoints.includes(char.codePointAt(0)!));
  for (const face of embedded)
    expect(draws(face), `embedded ${face.family} ${face.weight}: characters of this page it draws`).not.toEqual([]);
  for (const file of requested) {
    const face = faces.find((candidate) => candidate.url === file);
    expect(face, `${file} is declared by this page`).toBeDefined();
    expect(draws(face!), `${file}: characters of this page it draws`).not.toEqual([]);
  }
};

/**
 * The head script adds a FontFace from each embedded face's bytes (loaded as it is made); the
 * @font-face rule's own copy, decoded only when text asks for it, stays unused.
 */
const expectFacesFromEmbeddedBytes = async (page: Page, faces: Face[]) => {
  const embedded = faces.filter((face) => face.url === "embedded").map((face) => `${face.family} ${face.weight}`);
  expect(embedded.length).toBeGreaterThan(0);
  const statuses = await page.evaluate(() =>
    [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`),
  );
  for (const face of embedded)
    expect(statuses.filter((status) => status.startsWith(`${face} `)).sort()).toEqual([
      `${face} loaded`,
      `${face} unloaded`,
    ]);
};

const expectEveryLetterInBrandFont = (faces: Face[], text: string[]) => {
  const covered = new Set(faces.flatMap((face) => face.codePoints));
  const letters = text.filter((char) => /[\p{L}\p{N}]/u.test(char));
  expect(letters.length).toBeGreaterThan(20);
  expect(letters.filter((char) => !covered.has(char.codePointAt(0)!))).toEqual([]);
};

for (const lang of LANGS) {
  for (const route of ROUTES) {
    const url = inLang(route.path, lang);

    // Three checks of one page load: each reads the page as loaded and changes nothing.
    test(`${url} downloads only the font files its text needs, one per face; draws with the faces built from its embedded bytes, ready before the first layout (its native base64 decoder); draws every letter and digit in a brand font`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font" && !request.url().startsWith("data:"))
          requested.push(new URL(request.url()).pathname);
      });
      await gotoHydrated(page, url);
      const faces = await fontFaces(page);
      const text = await renderedCharacters(page);
      await test.step("only the files its text needs", () => expectOnlyFilesItsTextNeeds(faces, text, requested));
      await test.step("faces from the embedded bytes", () => expectFacesFromEmbeddedBytes(page, faces));
      await test.step("every letter and digit in a brand font", () => expectEveryLetterInBrandFont(faces, text));
    });

    test(`${url} draws with the faces built from its embedded bytes, ready before the first layout (the fallback for browsers without one)`, async ({
      page,
    }) => {
      await page.addInitScript(() => delete (Uint8Array as { fromBase64?: unknown }).fromBase64);
      await gotoHydrated(page, url);
      await expectFacesFromEmbeddedBytes(page, await fontFaces(page));
    });
  }
}
