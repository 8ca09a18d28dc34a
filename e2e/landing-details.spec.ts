// Details a careful visitor sees on the landing page: room for Arabic descenders in the
// headline, and testimonial cards whose authors line up side by side.
import { test, expect } from "./sharedContext";
import { LANGS, inLang } from "./content";

// The headline's size and line breaks change with the width: walked on a phone too.
test(
  "ar: the headline's lines leave room for the Arabic descenders, and the paragraph starts below them",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(inLang("/", "ar"));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Each line's glyph area (the font's ascent to descent) as the browser lays it out.
    const lines = await page.evaluate(() => {
      const linesOf = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const byTop = new Map<number, { top: number; bottom: number }>();
        for (const rect of range.getClientRects()) {
          const line = byTop.get(Math.round(rect.top));
          byTop.set(Math.round(rect.top), {
            top: Math.min(line?.top ?? rect.top, rect.top),
            bottom: Math.max(line?.bottom ?? rect.bottom, rect.bottom),
          });
        }
        return [...byTop.values()].sort((a, b) => a.top - b.top);
      };
      return {
        headline: linesOf(document.getElementById("hero-title")!),
        paragraph: linesOf(document.querySelector("#hero-title + p")!),
      };
    });
    expect(lines.headline.length).toBeGreaterThan(1);
    for (const [index, line] of lines.headline.slice(1).entries())
      expect(line.top, `headline line ${index + 2} starts below line ${index + 1}'s descenders`).toBeGreaterThanOrEqual(
        lines.headline[index].bottom,
      );
    expect(lines.paragraph[0].top).toBeGreaterThan(lines.headline.at(-1)!.bottom);
  },
);

for (const lang of LANGS) {
  test(`${lang}: side by side, the testimonials' dividers and authors line up, whatever the length of each quote`, async ({
    page,
  }) => {
    // Three cards in a row from 1024 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(inLang("/", lang));
    const cards = page.locator("#testimonials li");
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => ({
        card: Math.round(element.getBoundingClientRect().top),
        divider: Math.round(element.querySelector("figcaption")!.getBoundingClientRect().top),
        author: Math.round(element.querySelector("figcaption > :first-child")!.getBoundingClientRect().top),
      })),
    );
    const firstRow = boxes.filter((box) => box.card === boxes[0].card);
    expect(firstRow).toHaveLength(3);
    for (const box of firstRow) expect(box).toEqual({ ...boxes[0] });
  });
}
