// A booking button in reach on the landing page at every width, wherever the page is scrolled.
import { test, expect, type Page } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { LANGS, inLang } from "./content";
import { answerExternalSitesLocally } from "./landing-shared";

test.beforeEach(({ context }) => answerExternalSitesLocally(context));

const WIDTHS = [320, 390, 768, 900, 1023, 1024, 1440];

/**
 * The booking buttons a visitor can see and press at this scroll position: wholly on the screen,
 * not covered by anything, and either in the header or staying in place as the page scrolls.
 */
const bookingButtonsInReach = (page: Page) =>
  page.locator("a[data-scheduling-link]").evaluateAll((links) =>
    links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.top < 0 || box.left < 0) return false;
        if (box.bottom > window.innerHeight || box.right > document.documentElement.clientWidth) return false;
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!onTop || !link.contains(onTop)) return false;
        let fixed = false;
        for (let node: Element | null = link; node; node = node.parentElement) {
          if (getComputedStyle(node).position === "fixed") fixed = true;
        }
        return fixed;
      })
      .map((link) => (link.closest("header") ? "header" : "floating")),
  );

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`${lang}: at ${width} px a booking button is in reach at the top, in the middle and at the end of the landing page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, inLang("/", lang));
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        const top = Math.round(height * fraction);
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        await expect
          .poll(() => bookingButtonsInReach(page), { message: `scrolled to ${top} px of ${height}` })
          .not.toEqual([]);
      }
    });
  }
}

/** The screen lines of the tools section's text: each text node's line boxes, in document order. */
const toolLines = (page: Page) =>
  page.locator("#tools").evaluate((section) => {
    const lines: { top: number; bottom: number; left: number; right: number }[] = [];
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.height > 0) lines.push({ top: box.top, bottom: box.bottom, left: box.left, right: box.right });
      }
    }
    return lines;
  });

/**
 * Waits for a smooth scroll from `start` to end: the page has moved and then holds still for a few
 * frames. (A `scrollend` listener added after one Page Down could still hear that scroll's end,
 * late on a loaded machine, and let the next measurement happen mid-scroll.)
 */
const settledScroll = (page: Page, start: number) =>
  page.evaluate(async (from) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = window.scrollY;
    for (let still = 0, frames = 0; still < 3 && frames < 600; frames += 1) {
      await frame();
      still = window.scrollY === last && window.scrollY !== from ? still + 1 : 0;
      last = window.scrollY;
    }
  }, start);

for (const lang of LANGS) {
  test(`${lang}: at 200% zoom, reading on with Page Down shows the lines the floating button covered`, async ({
    page,
  }) => {
    // 1440 × 900 at 200% zoom: the page is laid out in 720 × 450 CSS pixels.
    await page.setViewportSize({ width: 720, height: 450 });
    await gotoHydrated(page, inLang("/", lang));
    const floating = page.locator("a[data-scheduling-link]").filter({ visible: true }).last();
    await page.evaluate(() => {
      document.querySelector("#tools")!.scrollIntoView({ behavior: "instant" });
      (document.activeElement as HTMLElement | null)?.blur();
    });
    const header = (await page.getByRole("banner").boundingBox())!;
    const button = (await floating.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(450);

    let seen = 0;
    for (let pages = 0; pages < 8; pages += 1) {
      const before = await toolLines(page);
      const covered = before
        .map((line, index) => ({ ...line, index }))
        .filter((line) => line.bottom > button.y && line.top < button.y + button.height)
        .filter((line) => line.right > button.x && line.left < button.x + button.width);
      seen += covered.length;
      const start = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("PageDown");
      await settledScroll(page, start);
      const after = await toolLines(page);
      for (const line of covered) {
        const now = after[line.index];
        expect(now.top, `line ${line.index}, covered by the floating button before Page Down`).toBeGreaterThanOrEqual(
          header.y + header.height,
        );
        expect(now.bottom, `line ${line.index}, covered by the floating button before Page Down`).toBeLessThanOrEqual(
          button.y,
        );
      }
    }
    expect(seen, "lines under the floating button as the visitor pages through the tools").toBeGreaterThan(0);
  });
}

for (const lang of LANGS) {
  test(
    `${lang}: on a 320 × 640 phone the floating button never covers the hero's booking button`,
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, inLang("/", lang));
      const floating = page.locator("a[data-scheduling-link].floating-call");
      for (let top = 0; top <= 700; top += 35) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        // Both boxes after the frame the scroll is drawn in (the floating button answers to it).
        const overlap = await page.evaluate(
          async ([heroSelector]) => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const heroBox = document.querySelector(heroSelector)!.getBoundingClientRect();
            const floatingLink = document.querySelector("a[data-scheduling-link].floating-call")!;
            if (getComputedStyle(floatingLink).visibility === "hidden") return 0;
            const box = floatingLink.getBoundingClientRect();
            const width = Math.min(heroBox.right, box.right) - Math.max(heroBox.left, box.left);
            const height = Math.min(heroBox.bottom, box.bottom) - Math.max(heroBox.top, box.top);
            return width > 0 && height > 0 ? width * height : 0;
          },
          ["main a[data-scheduling-link]:not(.floating-call)"],
        );
        expect(overlap, `scrolled to ${top} px`).toBe(0);
      }
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
      await expect(floating, "in reach once the hero's button is gone").toBeVisible();
    },
  );
}
