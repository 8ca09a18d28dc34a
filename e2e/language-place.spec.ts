// Switching language mid-page keeps the visitor's place: the other language opens at the
// section they were reading, not at the top.
import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, labelOf, t } from "./content";
import { gotoHydrated } from "./hydration";
import { placeOf, SETTLE_TIMEOUT } from "./landing-shared";
import { openMenuIfCollapsed, switcherLink } from "./languageSwitcher";

/** Scrolls as a visitor would until the section's start is at the top of the reading area. */
const readSection = async (page: Page, id: string) => {
  await page.locator(`#${id}`).evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
  await expect
    .poll(placeOf(page, `#${id}`), { timeout: SETTLE_TIMEOUT })
    .toMatchObject({ settled: true, inViewport: true, clearOfHeader: true });
};

for (const [lang, other] of [LANGS, [...LANGS].reverse()]) {
  for (const section of ["tools", "faq"]) {
    test(`${inLang("/", lang)}: switching to ${labelOf(other)} while reading #${section} opens that section in ${other}`, async ({
      page,
    }) => {
      await gotoHydrated(page, inLang("/", lang));
      await readSection(page, section);
      await openMenuIfCollapsed(page);
      await switcherLink(page, labelOf(other)).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect
        .poll(placeOf(page, `#${section}`), { timeout: SETTLE_TIMEOUT })
        .toMatchObject({ settled: true, inViewport: true, clearOfHeader: true });
      await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
      // The address names the section, so a reload or a copied link keeps the place too.
      await expect(page).toHaveURL(new RegExp(`^[^#]*${inLang("/", other)}#${section}$`));
    });
  }

  test(`${inLang("/", lang)}: switching to ${labelOf(other)} at the top opens the top`, async ({ page }) => {
    await gotoHydrated(page, inLang("/", lang));
    await openMenuIfCollapsed(page);
    await switcherLink(page, labelOf(other)).click();
    await expect(page).toHaveURL(inLang("/", other));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(other, "hero", "title"));
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
}
