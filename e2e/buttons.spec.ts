import { test, expect, type Page } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { LANGS, inLang, t } from "./content";
import { escapeRe } from "./landing-shared";

// The not-found page is served with status 404, which the browser logs.
test.use({ allowedConsole: /status of 404/ });

const fontSizeOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${escapeRe(name)}`) })
    .or(page.getByRole("main").getByRole("button", { name: new RegExp(`^${escapeRe(name)}`) }))
    .filter({ visible: true })
    .first()
    .evaluate((element) => getComputedStyle(element).fontSize);

for (const lang of LANGS) {
  test(
    `${lang}: the large calls to action are set at 16 px, as designed, and the header's at 14 px`,
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoHydrated(page, inLang("/", lang));
      expect(await fontSizeOf(page, t(lang, "hero", "scheduleConsultation"))).toBe("16px");
      expect(await fontSizeOf(page, t(lang, "mission", "cta"))).toBe("16px");
      if (!isMobile) {
        const letsTalk = page
          .getByRole("banner")
          .getByRole("link", { name: new RegExp(`^${escapeRe(t(lang, "header", "letsTalk"))}`) });
        expect(
          await letsTalk
            .filter({ visible: true })
            .first()
            .evaluate((element) => getComputedStyle(element).fontSize),
        ).toBe("14px");
      }
    },
  );

  test(`${lang}: the buttons of the not-found and legal pages are set at 16 px`, async ({ page }) => {
    await gotoHydrated(page, inLang("/no-such-page/", lang));
    expect(await fontSizeOf(page, t(lang, "notFound", "returnHome"))).toBe("16px");
    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    expect(await fontSizeOf(page, t(lang, "legal", "openCookieSettings"))).toBe("16px");
  });
}
