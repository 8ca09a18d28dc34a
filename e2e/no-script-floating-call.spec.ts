import type { Locator } from "@playwright/test";
import { test, expect } from "./sharedContext";
import { LANGS, inLang, t } from "./content";

// A phone without JavaScript: the first screen of the landing page shows the hero's links
// whole; the floating "Schedule a Call" covers none of them (walk 7, N3), and it is there once
// they have scrolled away.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const overlap = async (a: Locator, b: Locator) => {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return 0;
  const width = Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x);
  const height = Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y);
  return width > 0 && height > 0 ? width * height : 0;
};

for (const lang of LANGS) {
  test(
    `${inLang("/", lang)} without JavaScript: the floating call button covers none of the hero's links`,
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.goto(inLang("/", lang));
      // Named by their words (a link that opens a new tab says so after them).
      const link = (words: string) => page.getByRole("link", { name: new RegExp(`^${words}`) });
      const floating = link(t(lang, "common", "scheduleCall"));
      const heroLinks = [link(t(lang, "hero", "scheduleConsultation")), link(t(lang, "hero", "exploreSolutions"))];
      // The first screen reaches at least the hero's call button (at 390 x 844 its top edge in English).
      await expect(heroLinks[0]).toBeInViewport();
      for (const heroLink of heroLinks)
        if (await floating.isVisible()) expect(await overlap(floating, heroLink)).toBe(0);
      // Further down, it is in reach.
      await page.locator("#process").scrollIntoViewIfNeeded();
      await expect(floating).toBeVisible();
    },
  );
}
