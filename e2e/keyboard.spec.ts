import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, site, t } from "./content";
import { gotoHydrated } from "./hydration";

/** Presses Tab until `matches` holds for the focused element; fails after `limit` presses. */
const tabTo = async (page: Page, matches: (el: Element) => boolean, { back = false, limit = 80 } = {}) => {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error("control not reached by keyboard");
};

/** The focused control shows a visible focus indicator. */
/** A ring of at least 2 px round the focused element, or round its card (drawn by its ::after). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() =>
    [null, "::after"].some((pseudo) => {
      const style = getComputedStyle(document.activeElement!, pseudo);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    }),
  );

// A desktop window's scenario: run by the desktop project only (not tagged @phone).
test.describe("desktop keyboard", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 800 }));

  for (const lang of LANGS) {
    test(`${lang}: the whole landing page works from the keyboard alone`, async ({ page, context }) => {
      // It tabs through the whole page: 18-28 s on a 2-core machine running two browsers, too
      // close to the default 30 s (one run timed out at 31.7 s, then passed in 19 s).
      test.slow();
      await context.route(/^https:\/\//, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "ok" }),
      );
      await gotoHydrated(page, inLang("/", lang));

      // First stop: the skip link, which is visible when focused and jumps to the content.
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: t(lang, "common", "skipToContent") });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();

      // Service cards open and close with Enter and Space.
      await tabTo(page, (el) => !!el.closest("#solutions") && el.matches("button[aria-expanded]"));
      const card = page.locator(":focus");
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(card).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Space");
      await expect(card).toHaveAttribute("aria-expanded", "false");

      // Process steps become active as focus reaches them.
      await tabTo(page, (el) => !!el.closest("#process") && el.matches("button"));
      await page.keyboard.press("Tab");
      await expect(page.locator("#process button").nth(1)).toHaveAttribute("aria-pressed", "true");

      // Mission call to action opens the booking page in a new tab.
      await tabTo(page, (el) => !!el.closest("#mission") && el.matches("a[target=_blank]"));
      const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
      expect(tab.url().replace(/\/$/, "")).toBe(site.scheduling.defaultUrl.replace(/\/$/, ""));
      await tab.close();

      // FAQ answers open with the keyboard, one at a time.
      await tabTo(page, (el) => !!el.closest("#faq") && el.matches("button[aria-expanded]"));
      await page.keyboard.press("Enter");
      const first = page.locator("#faq button[aria-expanded]").first();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#faq button[aria-expanded]").nth(1)).toHaveAttribute("aria-expanded", "true");

      // And back up the page in reverse order to the header's language switcher.
      await tabTo(page, (el) => el.matches("header a[hreflang]"), { back: true, limit: 120 });
      expect(await focusIsVisible(page)).toBe(true);
    });
  }
});

test.describe("phone keyboard", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 800 }));

  for (const lang of LANGS) {
    test(`${lang}: the menu opens from the keyboard, Escape closes it and focus returns to its button`, async ({
      page,
    }) => {
      await gotoHydrated(page, inLang("/", lang));
      await tabTo(page, (el) => el.matches("button[aria-controls=mobile-menu]"));
      await page.keyboard.press("Enter");
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.locator("button[aria-controls=mobile-menu]")).toBeFocused();
    });
  }
});

test.describe("after a navigation", () => {
  for (const lang of LANGS) {
    test(
      `${lang}: the keyboard starts at the new page's top; the skip link and the menu work`,
      { tag: "@phone" },
      async ({ page }) => {
        await gotoHydrated(page, inLang("/privacy-policy/", lang));
        // The logo, followed from the keyboard: the router shows the landing page in the same frame.
        await page
          .getByRole("banner")
          .getByRole("link", { name: new RegExp(`^${site.brandName[lang]}`) })
          .focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: t(lang, "common", "skipToContent") });
        await expect(skip).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.locator("main")).toBeFocused();
        const menuButton = page.locator("button[aria-controls=mobile-menu]");
        if (!(await menuButton.isVisible())) return;
        await tabTo(page, (el) => el.matches("button[aria-controls=mobile-menu]"), { back: true });
        await page.keyboard.press("Enter");
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.locator("#mobile-menu")).toBeHidden();
        await expect(menuButton).toBeFocused();
      },
    );
  }
});
