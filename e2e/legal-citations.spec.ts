import { test, expect } from "./sharedContext";
import { LANGS, LEGAL_SLUGS, inLang, legal } from "./content";

// A legal citation ("Art. 6(1)(f) GDPR", "(§ 5 DDG)", "المادة 6(1)(و)") and a phone number
// ("+49 203 7391 4580") stay on one line at every width: measured in the laid-out page, not
// read from the text.

/** Each citation and phone number of the page's main text, with the number of lines the browser set it on. */
const unbreakableRunLines = () => {
  // A marker, its number and what follows up to the next ordinary space (the build binds the
  // rest of a citation with no-break spaces and word joiners); a phone number's digit groups.
  const citation =
    /(?:§§?|Art\.|Abs\.|Nr\.|No\.|(?<![\p{L}\p{M}])[وف]?(?:ال|لل|بال)?(?:مادة|فقرة|بند))[\u00a0 ][^ \n\t]+|\+\d{1,3}(?:[\u00a0 ]\d+)+/gu;
  const found: { citation: string; lines: number }[] = [];
  const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent!.matchAll(citation)) {
      const range = document.createRange();
      range.setStart(node, match.index!);
      range.setEnd(node, match.index! + match[0].length);
      // Runs in different fonts on one line have boxes of different heights: a new line is a
      // box that starts below the bottom of the line before.
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0).sort((a, b) => a.top - b.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= lineBottom - 1) lines += 1;
        lineBottom = Math.max(lineBottom, box.bottom);
      }
      found.push({ citation: match[0], lines });
    }
  }
  return found;
};

for (const slug of LEGAL_SLUGS) {
  for (const lang of LANGS) {
    const url = inLang(`/${slug}/`, lang);

    // Every document gives the phone number (a fact of data/site.json) in its contact details.
    const hasAny = /§|Art\.|المادة|\{\{phone\}\}/.test(JSON.stringify(legal(slug)));

    test(`${url}: every legal citation and phone number is set on one line, at the project's width and at phone and tablet widths`, async ({
      page,
    }) => {
      await page.goto(url);
      for (const width of [undefined, 320, 390, 768]) {
        if (width) await page.setViewportSize({ width, height: 900 });
        const runs = await page.evaluate(unbreakableRunLines);
        if (hasAny) expect(runs.length).toBeGreaterThan(0);
        expect(
          runs.filter(({ lines }) => lines !== 1),
          `at ${width ?? "the project's"} px`,
        ).toEqual([]);
      }
    });
  }
}
