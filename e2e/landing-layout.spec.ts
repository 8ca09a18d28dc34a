// The landing page's layout: section links, the floating call button, widths from phone to desktop, right to left.
import { test, expect } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { LANGS, inLang, site, t } from "./content";
import {
  answerExternalSitesLocally,
  steps,
  NAV_SECTIONS,
  SCHEDULING_URL,
  startsWith,
  sameUrl,
  isNarrow,
  placeOf,
  SETTLE_TIMEOUT,
} from "./landing-shared";

test.beforeEach(({ context }) => answerExternalSitesLocally(context));

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test.describe(`${lang} landing page`, () => {
    // 9 -----------------------------------------------------------------------------------------
    test(
      "header links and 'explore our solutions' land on their sections, clear of the header",
      { tag: "@phone" },
      async ({ page }) => {
        await gotoHydrated(page, home);
        for (const section of NAV_SECTIONS) {
          if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
          await page
            .getByRole("banner")
            .getByRole("navigation")
            .filter({ visible: true })
            .getByRole("link", { name: t(lang, "header", `nav.${section}`), exact: true })
            .click();
          await expect(page).toHaveURL(`${home}#${section}`);
          await expect
            .poll(placeOf(page, `#${section}`), {
              timeout: SETTLE_TIMEOUT,
              message: `#${section} after its header link`,
            })
            .toEqual({ hash: `#${section}`, settled: true, inViewport: true, clearOfHeader: true });
        }

        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.getByRole("link", { name: t(lang, "hero", "exploreSolutions"), exact: true }).click();
        await expect(page).toHaveURL(`${home}#solutions`);
        await expect
          .poll(placeOf(page, "#solutions"), { timeout: SETTLE_TIMEOUT })
          .toEqual({ hash: "#solutions", settled: true, inViewport: true, clearOfHeader: true });
      },
    );

    // 10 ----------------------------------------------------------------------------------------
    // Issue 37: also on tablets, up to the width where the header shows its own booking button.
    test("the floating call button is there wherever the header's booking button is folded into the menu", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, home);
      const name = startsWith(t(lang, "common", "scheduleCall"));
      const floating = page.getByRole("main").getByRole("link", { name });
      for (const width of [1023, 768, 412, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(floating, `visible at ${width}px`).toBeVisible();
        await expect(floating).toBeEnabled();
        await expect(floating).toHaveAttribute("href", SCHEDULING_URL);
        await expect(floating).toHaveAttribute("target", "_blank");
        await expect(floating).toHaveAttribute("rel", "noopener noreferrer");
        await expect(floating).toHaveCSS("position", "fixed");
      }
      const [tab] = await Promise.all([context.waitForEvent("page"), floating.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(sameUrl(SCHEDULING_URL));
      await tab.close();

      for (const width of [1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(floating, `hidden at ${width}px`).toBeHidden();
      }
    });

    // 11 ----------------------------------------------------------------------------------------
    test("no horizontal scrolling and tap targets of at least 44 x 44 px at 360, 768, 1024 and 1440 px", async ({
      page,
    }) => {
      await gotoHydrated(page, home);
      for (const width of [360, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const report = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const root = document.documentElement;
          const scroll = { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
          // body has overflow-x: clip, which would hide an overflow instead of scrolling; look behind it.
          const previous = document.body.style.overflowX;
          document.body.style.overflowX = "visible";
          const unclippedWidth = root.scrollWidth;
          document.body.style.overflowX = previous;

          const small: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>("main a, main button, header a, header button")) {
            if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
            const box = el.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            if (box.width < 44 || box.height < 44) {
              const inline = el.tagName === "A" && !!el.closest("p") ? " (inline link in a paragraph)" : "";
              const label = (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 50);
              small.push(
                `${el.tagName.toLowerCase()} "${label}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}${inline}`,
              );
            }
          }
          return { ...scroll, unclippedWidth, small };
        });
        expect(report.scrollWidth, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(report.innerWidth);
        expect(
          report.unclippedWidth,
          `content wider than the viewport (clipped by body) at ${width}px`,
        ).toBeLessThanOrEqual(report.innerWidth);
        expect(report.small, `tap targets under 44 x 44 px at ${width}px`).toEqual([]);
      }
    });
  });
}

// 12 ------------------------------------------------------------------------------------------
test.describe("right-to-left mirror at 1440 px", () => {
  for (const lang of LANGS) {
    const rtl = lang === "ar";
    test(`${lang}: header, process badges and text direction are ${rtl ? "mirrored" : "left to right"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(inLang("/", lang));
      const banner = page.getByRole("banner");
      const brand = await banner.getByRole("link", { name: startsWith(site.brandName[lang]) }).boundingBox();
      const letsTalk = await banner
        .getByRole("link", { name: startsWith(t(lang, "header", "letsTalk")) })
        .filter({ visible: true })
        .boundingBox();
      expect(brand && letsTalk).toBeTruthy();

      // At this width the step becomes a button once the page is hydrated: measured after that.
      await expect(page.locator("#process button").first()).toBeAttached();
      const firstStep = page.locator("#process").getByRole("listitem").first();
      const badge = await firstStep.locator('span[aria-hidden="true"]').first().boundingBox();
      const title = await firstStep.getByText(steps[0].title[lang], { exact: true }).boundingBox();
      expect(badge && title).toBeTruthy();
      await expect(firstStep.locator('span[aria-hidden="true"]').first()).toHaveText("1");

      if (rtl) {
        expect(brand!.x, "brand right of Let's Talk").toBeGreaterThanOrEqual(letsTalk!.x + letsTalk!.width);
        expect(badge!.x, "step number right of its title").toBeGreaterThanOrEqual(title!.x + title!.width);
      } else {
        expect(brand!.x + brand!.width).toBeLessThanOrEqual(letsTalk!.x);
        expect(badge!.x + badge!.width).toBeLessThanOrEqual(title!.x);
      }
      await expect(page.getByRole("main")).toHaveCSS("direction", rtl ? "rtl" : "ltr");
    });
  }
});
