// Addresses a visitor may arrive by other than a page's own: the page's file name (`/index.html`,
// from an old link or bookmark). A broken percent escape (a mangled link) is a missing address:
// not-found-address.spec.ts.
import { test, expect, type Page } from "./sharedContext";
import { LANGS, ROUTES, inLang, legal } from "./content";
import { gotoHydrated } from "./hydration";

/** The address of each page with its file name, with and without a query. */
const FILE_ADDRESSES = LANGS.flatMap((lang) =>
  ROUTES.filter((route) => ["/", "/privacy-policy/"].includes(route.path)).flatMap((route) => {
    const own = inLang(route.path, lang);
    return [
      { lang, route, own, asked: `${own}index.html` },
      { lang, route, own: `${own}?utm=1`, asked: `${own}index.html?utm=1` },
    ];
  }),
);

/** The page is the one asked for, with its frame, and its links lead on (the router took it). */
const showsItsPage = async (page: Page, lang: (typeof LANGS)[number], heading: string, own: string) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(own);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const legalNotice = page.getByRole("contentinfo").getByRole("link", { name: legal("legal-notice").title[lang] });
  await legalNotice.click();
  await expect(page).toHaveURL(new RegExp(`${inLang("/legal-notice/", lang)}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading);
};

for (const { lang, route, own, asked } of FILE_ADDRESSES) {
  test(`${asked} redirects to ${own} and shows that page`, async ({ page }) => {
    const response = await gotoHydrated(page, asked);
    expect(response!.request().redirectedFrom()?.url()).toMatch(/index\.html/);
    await showsItsPage(page, lang, route.heading(lang), own);
  });

  test(`${asked} served as it is by a host shows that page, at its own address`, async ({ page }) => {
    // A host that answers the file name with the page's HTML, status 200, and no redirect.
    await page.route(/\/index\.html(\?.*)?$/, async (request) => {
      const url = new URL(request.request().url());
      url.pathname = url.pathname.replace(/index\.html$/, "");
      await request.fulfill({ response: await request.fetch({ url: url.href }) });
    });
    const response = await gotoHydrated(page, asked);
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    await showsItsPage(page, lang, route.heading(lang), own);
  });
}
