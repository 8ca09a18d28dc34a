import { test, expect } from "./sharedContext";
import { LANGS, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";
import { SETTLE_TIMEOUT } from "./landing-shared";

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
    // The entry's key, never its value.
    await expect(dialog.locator('[data-storage-kind="language"] [data-storage-key="language"]')).toHaveText("language");

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
    // A smooth jump across most of the page: on a loaded machine it can take longer than 5 s.
    await expect(section.getByRole("heading").first()).toBeInViewport({ timeout: SETTLE_TIMEOUT });
    // The next Tab goes on from the section shown, not from what opened the dialog.
    await expect(section).toBeFocused();
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
    await expect(dialog.locator('[data-storage-kind="language"] [data-storage-key="language"]')).toBeVisible();
    await expect(dialog.getByRole("status")).not.toContainText(t("en", "cookies", "cleared"));
  });
});

// An access key that GitHub issued (the shape of one, not a real one).
const TOKEN = "gho_6TmTvRzNbq0xQpEw3LcYa1FkD9uJ2sH8iGnO";

for (const lang of LANGS) {
  test(`${lang}: Cookie Settings never shows a stored value, and names the content editor's entries as the editor's`, async ({
    page,
  }) => {
    await page.addInitScript((token) => {
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token }));
      localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: "auto" }));
      localStorage.setItem("left-by-something-else", "private-value-7d41");
      sessionStorage.setItem("seeded", "1");
    }, TOKEN);
    await gotoHydrated(page, inLang("/", lang));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t(lang, "footer", "cookieSettings") })
      .click();
    const dialog = page.getByRole("dialog", { name: t(lang, "cookies", "title") });
    await expect(dialog).toBeVisible();

    const editor = dialog.locator('[data-storage-kind="contentEditor"]');
    await expect(editor).toContainText(t(lang, "cookies", "entries.contentEditor.title"));
    await expect(editor).toContainText(t(lang, "cookies", "entries.contentEditor.purpose"));
    await expect(editor.locator("[data-storage-key]")).toHaveText(["sveltia-cms.prefs", "sveltia-cms.user"]);
    // An entry of unknown origin is listed by its key alone.
    await expect(
      dialog.locator('[data-storage-kind="unknown"] [data-storage-key="left-by-something-else"]'),
    ).toHaveText("left-by-something-else");
    for (const value of [TOKEN, "private-value-7d41", "github", "auto"]) {
      await expect(dialog).not.toContainText(value);
    }
  });
}

const openEditorsDialog = async (page: import("./fixtures").Page) => {
  await gotoHydrated(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("en", "footer", "cookieSettings") })
    .click();
  const dialog = page.getByRole("dialog", { name: t("en", "cookies", "title") });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("after a visit to the content editor at /admin/", () => {
  test("Cookie Settings lists what the editor itself stored, as the content editor's", async ({ page }) => {
    await page.route("https://www.githubstatus.com/**", (route) =>
      route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
    );
    await page.goto("/admin/");
    await page.waitForFunction(() => localStorage.getItem("sveltia-cms.prefs") !== null);
    const dialog = await openEditorsDialog(page);
    await expect(
      dialog.locator('[data-storage-kind="contentEditor"] [data-storage-key="sveltia-cms.prefs"]'),
    ).toBeVisible();
    await expect(dialog.locator('[data-storage-kind="unknown"]')).toHaveCount(0);
  });
});
