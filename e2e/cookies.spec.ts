import { test, expect } from "./fixtures";
import { LANGS, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";

for (const lang of LANGS) {
  test(`${lang}: Cookie Settings lists the language choice, clears it, keeps focus inside and closes on Escape`, async ({
    page,
  }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("language", value);
        sessionStorage.setItem("seeded", "1");
      }
    }, lang);
    await gotoHydrated(page, inLang("/", lang));
    const control = page.getByRole("contentinfo").getByRole("link", { name: t(lang, "footer", "cookieSettings") });
    await expect(control).not.toHaveAttribute("target", /.*/);
    await control.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t(lang, "cookies", "intro"));
    await expect(dialog).toContainText(t(lang, "cookies", "bookingText"));
    await expect(dialog.locator('[data-storage-kind="language"]')).toContainText(`language = "${lang}"`);

    // Focus stays in the dialog however far one tabs, in both directions.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByRole("button", { name: t(lang, "cookies", "clear") }).click();
    await expect(dialog.getByRole("status")).toHaveText(t(lang, "cookies", "cleared"));
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    // Nothing is left to forget, so forgetting is no longer offered.
    await expect(dialog.getByRole("button", { name: t(lang, "cookies", "clear") })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(control).toBeFocused();
  });

  test(`${lang}: the privacy policy opens the same dialog, which links back to the policy`, async ({ page }) => {
    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    const section = page.locator("#language-preference");
    await section.getByRole("button", { name: t(lang, "legal", "openCookieSettings") }).click();
    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();
    // No language is stored, but the router has kept this page's scroll position: listed, not "nothing".
    await expect(dialog.locator('[data-storage-kind="language"]')).toHaveCount(0);
    await expect(dialog.locator('[data-storage-kind="scrollPosition"]')).toContainText(
      inLang("/privacy-policy/", lang),
    );
    await expect(dialog.getByRole("status")).not.toContainText(t(lang, "cookies", "nothingStored"));
    await expect(dialog.getByRole("button", { name: t(lang, "cookies", "clear") })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: t(lang, "cookies", "privacyPolicy") })).toHaveAttribute(
      "href",
      `${inLang("/privacy-policy/", lang)}#language-preference`,
    );
    await dialog.getByRole("button", { name: t(lang, "cookies", "close") }).click();
    await expect(dialog).toBeHidden();
  });
}

for (const lang of LANGS) {
  test(`${lang}: Cookie Settings closes on its backdrop, and focus returns to what opened it`, async ({ page }) => {
    await gotoHydrated(page, inLang("/", lang));
    const control = page.getByRole("contentinfo").getByRole("link", { name: t(lang, "footer", "cookieSettings") });
    await control.click();
    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();
    // A press that starts in the dialog and ends on the backdrop (selecting text) keeps it open.
    const box = (await dialog.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(4, 4);
    await page.mouse.up();
    await expect(dialog).toBeVisible();

    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(control).toBeFocused();

    await control.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test(`${lang}: on the privacy policy, the dialog's link to it closes the dialog and shows the section`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    const section = page.locator("#language-preference");
    const opener = section.getByRole("button", { name: t(lang, "legal", "openCookieSettings") });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await dialog.getByRole("link", { name: t(lang, "cookies", "privacyPolicy") }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${inLang("/privacy-policy/", lang)}#language-preference`);
    await expect(section.getByRole("heading").first()).toBeInViewport();
  });
}

test.describe("Cookie Settings tells the truth when storage misbehaves", () => {
  const openDialog = async (page: import("./fixtures").Page, lang: string) => {
    await gotoHydrated(page, inLang("/", lang));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t(lang, "footer", "cookieSettings") })
      .click();
    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  for (const lang of LANGS) {
    test(`${lang}: blocked storage is called unavailable, not empty`, async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
      const dialog = await openDialog(page, lang);
      await expect(dialog.getByRole("status")).toHaveText(t(lang, "cookies", "unavailable"));
      await expect(dialog.getByRole("button", { name: t(lang, "cookies", "clear") })).toHaveCount(0);
    });
  }

  test("a removal the browser ignores is not reported as done", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("language", "en");
        sessionStorage.setItem("seeded", "1");
      }
      Storage.prototype.removeItem = () => undefined;
    });
    const dialog = await openDialog(page, "en");
    await dialog.getByRole("button", { name: t("en", "cookies", "clear") }).click();
    await expect(dialog.getByRole("status")).toHaveText(t("en", "cookies", "clearFailed"));
    await expect(dialog.locator('[data-storage-kind="language"]')).toContainText('language = "en"');
    await expect(dialog.getByRole("status")).not.toContainText(t("en", "cookies", "cleared"));
  });
});
