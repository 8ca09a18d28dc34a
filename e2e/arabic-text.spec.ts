import { test, expect, type Page } from "./sharedContext";
import { ROUTES, inLang, site } from "./content";

// The not-found page is served with status 404, which the browser logs.
test.use({ allowedConsole: /status of 404/ });

const ARABIC_PAGES = [...ROUTES.map((route) => inLang(route.path, "ar")), "/ar/no-such-page/"];

/**
 * Every isolated left-to-right run (`bdi`) with the characters just outside it. A run that
 * starts or ends inside a word has a letter or digit on both sides of its edge.
 */
const runEdges = (page: Page) =>
  page.evaluate(() => {
    // Text runs on within a block (a paragraph, a list item); a block's edge is a word's edge.
    const blockOf = (element: Element) => {
      let block = element.parentElement!;
      while (block.parentElement && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return block;
    };
    return [...document.querySelectorAll("bdi")].map((bdi) => {
      const block = blockOf(bdi);
      const before = document.createRange();
      before.setStart(block, 0);
      before.setEndBefore(bdi);
      const after = document.createRange();
      after.setStartAfter(bdi);
      after.setEnd(block, block.childNodes.length);
      return { run: bdi.textContent ?? "", before: before.toString().slice(-1), after: after.toString().slice(0, 1) };
    });
  });

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

for (const url of ARABIC_PAGES) {
  test(`${url}: no isolated Latin run starts or ends in the middle of a word`, async ({ page }) => {
    await page.goto(url);
    const edges = await runEdges(page);
    expect(edges.length).toBeGreaterThan(0);
    const cut = edges
      .filter(
        ({ run, before, after }) =>
          (WORD_CHARACTER.test(before) && WORD_CHARACTER.test(run.slice(0, 1))) ||
          (WORD_CHARACTER.test(after) && WORD_CHARACTER.test(run.slice(-1))),
      )
      .map(({ run, before, after }) => `${before}[${run}]${after}`);
    expect(cut).toEqual([]);
  });
}

test("/ar/terms-of-service/ and /ar/privacy-policy/ show German terms whole, each in one isolated run", async ({
  page,
}) => {
  const runs = async (url: string) => {
    await page.goto(url);
    return page.locator("main bdi").allTextContents();
  };
  const terms = await runs("/ar/terms-of-service/");
  expect(terms).toContain("Erfüllungsgehilfen");
  expect(terms).toContain("öffentlich-rechtliches Sondervermögen");
  const privacy = await runs("/ar/privacy-policy/");
  // "LDI NRW" is one short name, held together by a no-break space (src/content/citations.ts).
  expect(privacy).toContain(
    "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, LDI\u00a0NRW",
  );
});

test("/ar/: the hero figures carry no Latin letter (3.2× with a multiplication sign)", async ({ page }) => {
  await page.goto("/ar/");
  const figures = await page.locator("#home dd").allTextContents();
  expect(figures).toEqual(site.metrics.map((metric) => metric.value));
  for (const figure of figures) expect(figure).not.toMatch(/\p{Script=Latin}/u);
  expect(figures).toContain("3.2×");
});

test(
  "/ar/: a hero figure's sign sits on the right-to-left side, as the body text's «%40» does",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/ar/");
    // Where the first and the last character of each figure are drawn: in "120+" the sign, last
    // in the text, is drawn left of the digits on an Arabic page.
    const signs = await page.locator("#home dd bdi").evaluateAll((figures) =>
      figures
        .filter((figure) => /[+×%]$/.test(figure.textContent ?? ""))
        .map((figure) => {
          const text = figure.firstChild!;
          const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + 1);
            return range.getBoundingClientRect().left;
          };
          const length = (figure.textContent ?? "").length;
          return { figure: figure.textContent, signLeftOfDigits: at(length - 1) < at(0) };
        }),
    );
    expect(signs.length).toBeGreaterThan(0);
    expect(signs.filter((sign) => !sign.signLeftOfDigits)).toEqual([]);
  },
);
