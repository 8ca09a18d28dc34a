import { test, expect } from "./sharedContext";
import { LANGS, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";
import config from "../scripts/e2e-config.json";

/** The site on Cloudflare Pages' own runtime (wrangler pages dev), with the site's functions/. */
const ON_CLOUDFLARE = `http://127.0.0.1:${config.buildTime.cloudflarePort}`;

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

    // The not-found page's own addresses, Gatsby's (/404/) and the hosts' file (/404.html), are
    // missing addresses like any other: reloaded or bookmarked, they must not read as a page.
    for (const asked of [inLang("/404/", lang), inLang("/404.html", lang)]) {
      test(`${asked}, the not-found page's own address, answers 404 and keeps its address`, async ({ page }) => {
        const response = await gotoHydrated(page, asked);
        expect(response!.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound", "message"));
        expect(new URL(page.url()).pathname).toBe(asked);
      });
    }

    // A broken percent escape: no page can have it, and Gatsby's router cannot read it. The
    // address is well formed (a percent and two hex digits), it only names no page: 404.
    const malformed = inLang("/%E0", lang);
    test(`${malformed} keeps its address, in its language, with its way home`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const response = await page.goto(malformed);
      expect(response!.status()).toBe(404);
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

// Cloudflare Pages serves a file for its address without ".html" (and sends /404.html and /404/
// there), with status 200 unless the site's functions/404.ts answers it.
for (const lang of LANGS) {
  for (const asked of ["/404", "/404/", "/404.html"].map((address) => inLang(address, lang))) {
    test(`on Cloudflare Pages, ${asked} answers 404 with the ${lang} not-found page`, async ({ request }) => {
      const response = await request.get(`${ON_CLOUDFLARE}${asked}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    });
  }
}
