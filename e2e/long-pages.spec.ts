// Long pages: a way back to a legal page's contents from every section, and a logo whose name
// says what it does on the page it is on.
import { test, expect } from "./sharedContext";
import { LANGS, LEGAL_SLUGS, inLang, site, t } from "./content";

// The not-found page is served with status 404, which the browser logs.
test.use({ allowedConsole: /status of 404/ });

for (const lang of LANGS) {
  for (const slug of LEGAL_SLUGS) {
    const url = inLang(`/${slug}/`, lang);

    test(`${url}: every section ends with a link back to the contents, which brings them into view`, async ({
      page,
    }) => {
      await page.goto(url);
      const main = page.getByRole("main");
      const backLinks = main.getByRole("link", { name: t(lang, "legal", "backToContents"), exact: true });
      // The sections shown (some apply to one build mode only).
      const sections = main.locator("section[id]");
      expect(await sections.count()).toBeGreaterThan(2);
      await expect(backLinks).toHaveCount(await sections.count());
      for (const section of await sections.all())
        await expect(section.getByRole("link").last()).toHaveAccessibleName(t(lang, "legal", "backToContents"));

      // From the end of the page, where a visitor on a phone is many screens away from the contents.
      await backLinks.last().scrollIntoViewIfNeeded();
      await backLinks.last().click();
      const contents = main.getByRole("navigation", { name: t(lang, "legal", "contents") });
      await expect(contents).toBeInViewport();
      // The contents' heading is not hidden under the fixed header.
      await expect
        .poll(async () => {
          const heading = await contents.getByRole("heading").boundingBox();
          const header = await page.getByRole("banner").boundingBox();
          return heading && header ? heading.y >= header.y + header.height - 2 : false;
        })
        .toBe(true);
    });
  }

  test(`${lang}: the logo says "back to top" on the landing page and "home page" where it leads home`, async ({
    page,
  }) => {
    const brand = site.brandName[lang];
    const logo = () => page.getByRole("banner").getByRole("link", { name: new RegExp(`^${brand}`) });
    await page.goto(inLang("/", lang));
    await expect(logo()).toHaveAccessibleName(t(lang, "header", "brandLink", { brand }));
    for (const path of [...LEGAL_SLUGS.map((slug) => `/${slug}/`), "/no-such-page/"]) {
      await page.goto(inLang(path, lang));
      await expect(logo()).toHaveAccessibleName(t(lang, "header", "brandLinkHome", { brand }));
      await expect(logo()).toHaveAttribute("href", inLang("/", lang));
    }
  });
}
