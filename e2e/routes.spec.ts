import { test, expect } from "./sharedContext";
import { LANGS, ROUTES, dirOf, inLang, legal, site, t } from "./content";
import { gotoHydrated } from "./hydration";
import { placeOf, SETTLE_TIMEOUT } from "./landing-shared";

for (const lang of LANGS) {
  const dir = dirOf(lang);

  for (const route of ROUTES) {
    const url = inLang(route.path, lang);

    test(`${url} answers 200 with lang="${lang}" dir="${dir}" in its static HTML`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
      expect(html).toMatch(new RegExp(`<html[^>]*\\bdir="${dir}"`));
      // The heading is in the static HTML itself, not added by JavaScript.
      expect(html).toContain(route.heading(lang).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    });

    test(`${url} shows its heading, the header and the footer`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading(lang));
      await expect(page.getByRole("banner")).toContainText(site.brandName[lang]);
      await expect(page.getByRole("contentinfo")).toContainText(
        t(lang, "footer", "copyright", { year: 2025, brand: site.brandName[lang] }),
      );
    });
  }

  test(`an in-page link leaves lang="${lang}" and dir="${dir}" on the page throughout`, async ({ page }) => {
    // Gatsby renders the page again on every change of the #fragment.
    await gotoHydrated(page, inLang("/", lang));
    await page.evaluate(() => {
      const changes: string[] = [];
      Object.assign(window, { htmlChanges: changes });
      const html = document.documentElement;
      new MutationObserver((records) =>
        records.forEach(({ attributeName: name }) => changes.push(`${name}=${html.getAttribute(name!)}`)),
      ).observe(html, {
        attributeFilter: ["lang", "dir"],
      });
    });
    await page.getByRole("link", { name: t(lang, "hero", "exploreSolutions"), exact: true }).click();
    await expect(page).toHaveURL(`${inLang("/", lang)}#solutions`);
    await expect
      .poll(placeOf(page, "#solutions"), { timeout: SETTLE_TIMEOUT })
      .toMatchObject({ settled: true, inViewport: true });
    expect(await page.evaluate(() => (window as unknown as { htmlChanges: string[] }).htmlChanges)).toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
  });

  for (const slug of ["privacy-policy", "terms-of-service"]) {
    test(`${inLang(`/${slug}/`, lang)} says whose date it shows, which version prevails, and shows every section`, async ({
      page,
    }) => {
      const doc = legal(slug);
      await page.goto(inLang(`/${slug}/`, lang));
      // Each language version has its own revision date: the privacy policy was revised in
      // December 2026 (issue 66: review 6's G1 and G2), the terms in November 2026 (issue 56:
      // review 5's L6).
      const dateLines: Record<string, Record<string, string>> = {
        "privacy-policy": {
          en: "This English version was last updated in December 2026.",
          ar: "آخر تحديث لهذه النسخة العربية: ديسمبر 2026",
        },
        "terms-of-service": {
          en: "This English version was last updated in November 2026.",
          ar: "آخر تحديث لهذه النسخة العربية: نوفمبر 2026",
        },
      };
      const dateLine = dateLines[slug][lang];
      await expect(page.getByText(dateLine, { exact: true })).toBeVisible();
      const precedence = page.locator("#language-versions");
      await expect(precedence).toContainText(
        lang === "en" ? "the English version prevails" : "فالعبرة بالنسخة الإنجليزية",
      );
      // This build has no public token, so its sections are those of such a build.
      for (const section of doc.sections.filter((section) => section.onlyInBuilds !== "public-calendly-token")) {
        await expect(
          page.getByRole("main").getByRole("heading", { level: 2, name: section.heading[lang], exact: true }),
        ).toBeVisible();
      }
    });
  }

  test.describe(() => {
    // The not-found page's document answers 404 (the browser logs that); the page's own log
    // line, the path it was asked for, is allowed by the console guard (fixtures.ts).
    const missing = inLang("/no-such-page/", lang);
    test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/ });

    test(`an unknown ${lang} path gets the ${lang} not-found page with status 404, and logs the path`, async ({
      page,
    }) => {
      const logged = page.waitForEvent(
        "console",
        (message) => message.type() === "error" && message.text().startsWith("404: no page"),
      );
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      expect((await logged).text()).toBe(`404: no page at ${missing}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound", "message"));
      const home = page.getByRole("link", { name: t(lang, "notFound", "returnHome") });
      await expect(home).toHaveAttribute("href", inLang("/", lang));
      await home.click();
      await expect(page).toHaveURL(inLang("/", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
    });
  });
}
