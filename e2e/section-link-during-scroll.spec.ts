import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, site, t } from "./content";
import { gotoHydrated } from "./hydration";

// A visitor far down the landing page taps the logo to go back up, and at once a section link
// (on a phone, through the menu): the page ends at that section, just below the header (walk 7,
// N1). And the logo's way to the top leaves no #section in the address to share (N6). Motion is
// what these tests are about: the suite's default of reduced motion is off here. Walked on a
// phone too, through its menu.
test.use({ reducedMotion: "no-preference" });

const logo = (page: Page, lang: string) =>
  page.getByRole("banner").getByRole("link", { name: t(lang, "header", "brandLink", { brand: site.brandName[lang] }) });

/**
 * Taps a section's link in the header: in the bar on a wide screen, in the menu on a phone. At
 * once (`force`: no wait for the page to stand still), as a visitor taps while it moves.
 */
const tapSectionLink = async (page: Page, lang: string, section: string, isMobile: boolean) => {
  const nav = page.getByRole("banner").getByRole("navigation");
  if (isMobile) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click({ force: true });
  const link = nav.getByRole("link", { name: t(lang, "header", `nav.${section}`), exact: true });
  await link.filter({ visible: true }).click({ force: true });
};

/** Where a section's top is below the header, once the page stands still. */
const restingOffset = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        let last = NaN;
        const read = () => {
          if (window.scrollY === last) {
            const header = document.querySelector("header")!.getBoundingClientRect().bottom;
            resolve(Math.round(document.getElementById(id)!.getBoundingClientRect().top - header));
          } else {
            last = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(read));
          }
        };
        read();
      }),
    id,
  );

for (const lang of LANGS) {
  test(
    `${inLang("/", lang)}: a section link tapped while the logo leads up ends at that section`,
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoHydrated(page, inLang("/", lang));
      // From the page's end: the way up is long.
      const below = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        return window.scrollY;
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(below);
      await logo(page, lang).click({ force: true });
      await tapSectionLink(page, lang, "mission", isMobile);
      await expect(page).toHaveURL(new RegExp(`${inLang("/", lang)}#mission$`));
      // As a section link alone leaves it: its top just below the header (scroll-padding-top, 1rem).
      expect(Math.abs((await restingOffset(page, "mission")) - 16)).toBeLessThanOrEqual(2);
    },
  );

  test(
    `${inLang("/", lang)}: the logo leads back to the top and leaves no #section in the address`,
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoHydrated(page, inLang("/", lang));
      await tapSectionLink(page, lang, "testimonials", isMobile);
      await expect(page).toHaveURL(new RegExp(`#testimonials$`));
      await logo(page, lang).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(inLang("/", lang));
    },
  );
}
