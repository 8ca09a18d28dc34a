import { test, expect } from "./fixtures";
import { LANGS, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";

// A visitor who types an address the site does not have sees the not-found page in the
// address's language, and the address bar still shows what they typed, so they can see and
// fix it (walk 7, N4); the document has the status of such an address.
for (const lang of LANGS) {
  test.describe(() => {
    // The browser logs the document's own status; the page logs the path it was asked for.
    test.use({
      allowedConsole:
        /^(Failed to load resource: the server responded with a status of (404 \(Not Found\)|400 \(Bad Request\))|404: no page at \/.*)$/,
    });

    test(`${inLang("/no-such-page/", lang)} keeps its address and answers 404`, async ({ page }) => {
      const asked = inLang("/no-such-page/", lang);
      const response = await gotoHydrated(page, asked);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound", "message"));
      expect(new URL(page.url()).pathname).toBe(asked);
    });

    // A broken percent escape: no page can have it, and Gatsby's router cannot read it.
    const malformed = inLang("/%E0", lang);
    test(`${malformed} keeps its address, in its language, with its way home`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const response = await page.goto(malformed);
      expect(response!.status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound", "message"));
      await page.waitForLoadState("load");
      expect(new URL(page.url()).pathname).toBe(malformed);
      const home = page.getByRole("main").getByRole("link", { name: t(lang, "notFound", "returnHome") });
      await home.click();
      await expect(page).toHaveURL(new RegExp(`${inLang("/", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
      expect(pageErrors).toEqual([]);
    });
  });
}
