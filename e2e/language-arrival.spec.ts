// The stored language choice sends a visitor to their language when they arrive from outside
// the site (a typed address, a bookmark, a shared link), in both directions, and never when
// they move through history or follow a link within the site.
import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, labelOf, t } from "./content";
import { gotoHydrated } from "./hydration";
import { openMenuIfCollapsed, switcherLink } from "./languageSwitcher";

/** The page shown once its scripts have run: where it is, and in which language it speaks. */
const expectSettledOn = async (page: Page, path: string, lang: string) => {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  await page.waitForLoadState("load");
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
};

const storeLanguage = (page: Page, lang: string) =>
  page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("language", value);
      sessionStorage.setItem("seeded", "1");
    }
  }, lang);

for (const [from, to] of [LANGS, [...LANGS].reverse()]) {
  test(`${inLang("/", from)} → ${labelOf(to)} → Back → Back returns to the ${from} pages, then Forward to the ${to} one`, async ({
    page,
  }) => {
    // Seven documents, each waited for until its scripts have run.
    test.slow();
    // Two pages opened from outside, then a language switch on the second.
    await gotoHydrated(page, inLang("/terms-of-service/", from));
    await gotoHydrated(page, inLang("/", from));
    await openMenuIfCollapsed(page);
    await switcherLink(page, labelOf(to)).click();
    await expectSettledOn(page, inLang("/", to), to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(to, "hero", "title"));

    await page.goBack();
    await expectSettledOn(page, inLang("/", from), from);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(from, "hero", "title"));

    await page.goBack();
    await expectSettledOn(page, inLang("/terms-of-service/", from), from);

    await page.goForward();
    await expectSettledOn(page, inLang("/", from), from);
    await page.goForward();
    await expectSettledOn(page, inLang("/", to), to);
  });

  test(`with ${from} stored, a shared ${to} link opens in ${from}; followed from within the site or reloaded it stays ${to}`, async ({
    page,
    baseURL,
  }) => {
    await storeLanguage(page, from);
    // Opened from another site's page, and typed or from a bookmark (no referrer).
    await page.goto(inLang("/terms-of-service/", to), { referer: "https://example.org/shared" });
    await expectSettledOn(page, inLang("/terms-of-service/", from), from);
    await page.goto(inLang("/privacy-policy/", to));
    await expectSettledOn(page, inLang("/privacy-policy/", from), from);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A link within the site (as a document, e.g. before the page's scripts run).
    await page.goto(inLang("/terms-of-service/", to), { referer: new URL(inLang("/", to), baseURL).href });
    await expectSettledOn(page, inLang("/terms-of-service/", to), to);
    await page.reload();
    await expectSettledOn(page, inLang("/terms-of-service/", to), to);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(from);
  });
}
