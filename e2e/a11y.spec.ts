import { test, expect, type Page } from "./sharedContext";
import { axe } from "./axe";
import { LANGS, ROUTES, dataFile, inLang, legal, t, type Lang } from "./content";
import { gotoHydrated } from "./hydration";
import { isNarrow } from "./landing-shared";

test.use({ allowedConsole: /status of 404/ });

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now; reports each violation with the elements it found. */
const violations = async (page: Page) => {
  const { violations: found } = await axe(page).withTags(WCAG).analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
};

const openMenuIfPhone = async (page: Page, lang: Lang) => {
  if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
};

/** Opens Cookie Settings from the footer, as a visitor does, and waits for its dialog. */
const openCookieSettings = async (page: Page, lang: Lang) => {
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t(lang, "footer", "cookieSettings") })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
};

for (const lang of LANGS) {
  for (const route of [...ROUTES.map((r) => r.path), "/no-such-page/"]) {
    const path = inLang(route, lang);

    // Cookie Settings is the same dialog on every page, over a page scanned closed (and inert
    // behind it): it is scanned open on the landing page, and after the router's navigation below.
    const withDialog = route === "/";
    test(
      `${path}: no WCAG violation, with the menu closed and open${withDialog ? ", and with the cookie dialog open" : ""}`,
      { tag: "@phone" },
      async ({ page }) => {
        // Up to three full axe scans of a long page: 29-32 s on a slow 2-core machine.
        test.slow();
        await gotoHydrated(page, path);
        expect(await violations(page)).toEqual([]);
        if (isNarrow(page)) {
          await openMenuIfPhone(page, lang);
          expect(await violations(page), "menu open").toEqual([]);
          await page.keyboard.press("Escape");
        }
        if (withDialog) {
          await openCookieSettings(page, lang);
          expect(await violations(page), "cookie dialog open").toEqual([]);
        }
      },
    );
  }

  test(`${inLang("/", lang)}: no WCAG violation with every service card and an FAQ answer open`, async ({ page }) => {
    // A full scan of the longest page after six clicks: 26-32 s on a slow 2-core machine.
    test.slow();
    await gotoHydrated(page, inLang("/", lang));
    const cards = page.locator("#solutions button[aria-expanded]");
    await expect(cards).toHaveCount(dataFile("services.json").length);
    for (const card of await cards.all()) await card.click();
    await page.locator("#faq button[aria-expanded]").nth(2).click();
    // A step chosen where it shows its picture; on a phone the steps are text.
    if (!isNarrow(page)) await page.locator("#process button").nth(2).click();
    expect(await violations(page)).toEqual([]);
  });
}

// A desktop window zoomed in: run by the desktop project only (not tagged @phone).
test.describe("200% zoom and narrow screens", () => {
  // 200% zoom of a 1280 px window lays the page out at 640 CSS px; WCAG's reflow test is 320.
  for (const width of [640, 320]) {
    for (const lang of LANGS) {
      test(`${lang} at ${width} CSS px: nothing cut off sideways, menu usable`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const route of ROUTES) {
          await gotoHydrated(page, inLang(route.path, lang));
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
        }
        await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
        await page
          .locator("#mobile-menu")
          .getByRole("link", { name: t(lang, "header", "nav.mission") })
          .click();
        await expect(page.locator("#mission")).toBeInViewport();
      });
    }
  }
});

for (const lang of LANGS) {
  test(`${inLang("/", lang)} → the privacy policy by the router: no WCAG violation, with the cookie dialog closed and open`, async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, inLang("/", lang));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legal("privacy-policy").title[lang], exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal("privacy-policy").title[lang]);
    expect(await violations(page)).toEqual([]);
    await openCookieSettings(page, lang);
    expect(await violations(page), "cookie dialog open").toEqual([]);
  });
}
