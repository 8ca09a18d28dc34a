// The content editor's page when a file it starts from does not arrive: it says so in the
// editor's language, instead of staying blank.
import { test, expect } from "./fixtures";

test.use({ allowedConsole: /Failed to load resource: the server responded with a status of (404|500)/ });

test("the save guard missing: the page says the editor could not start and what to do", async ({ page }) => {
  await page.route("**/admin/content-guard.js", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/admin/");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    "The content editor could not start (\u2068content-guard.js did not load\u2069). Reload the page. If this stays, the editor's files under /admin/ are missing or broken, and the site needs to be built again.",
  );
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  // Without the guard, Sveltia is not started: nothing could be saved unchecked.
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toHaveCount(0);
});

test.describe("in Arabic", () => {
  test.use({ locale: "ar" });

  test("the configuration missing: the page says so in Arabic, right to left", async ({ page }) => {
    await page.route("**/admin/config.ar.json", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/admin/");
    await expect(page.getByRole("alert")).toHaveText(
      /^تعذّر تشغيل محرّر المحتوى \(\u2068config\.ar\.json answered 500\u2069\)\. أعد تحميل الصفحة\./,
    );
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });
});
