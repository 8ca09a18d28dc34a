import { test, expect } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { ADDRESS, LANGS, LEGAL_SLUGS, inLang, legal, site, t } from "./content";
import { NAV_SECTIONS, isNarrow } from "./landing-shared";

const SCHEDULING_DEFAULT = site.scheduling.defaultUrl;

/** External sites are unreachable in tests: answer them locally so new tabs can load. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
  );
});

for (const lang of LANGS) {
  test.describe(`${lang}`, () => {
    test("the header turns solid once the page is scrolled past 50 px", async ({ page }) => {
      await gotoHydrated(page, inLang("/privacy-policy/", lang));
      const header = page.getByRole("banner");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      // Scrolled to 50 px, and the scroll handled: its event dispatched and the next frame drawn.
      await page.evaluate(
        () =>
          new Promise((handled) => {
            addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(handled)), {
              once: true,
            });
            window.scrollTo(0, 50);
          }),
      );
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 51));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    });

    test("section links point at the landing page of the same language", async ({ page }) => {
      await gotoHydrated(page, inLang("/terms-of-service/", lang));
      const nav = page.getByRole("banner").getByRole("navigation").filter({ visible: true });
      if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
      for (const section of NAV_SECTIONS) {
        await expect(nav.getByRole("link", { name: t(lang, "header", `nav.${section}`) })).toHaveAttribute(
          "href",
          `${inLang("/", lang)}#${section}`,
        );
      }
    });

    test("let's talk opens the scheduling link in a new tab", async ({ page, context }) => {
      await gotoHydrated(page, inLang("/", lang));
      if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
      const button = page
        .getByRole("banner")
        .getByRole("link", { name: new RegExp(t(lang, "header", "letsTalk")) })
        .filter({ visible: true });
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
      await tab.waitForLoadState();
      expect(tab.url().replace(/\/$/, "")).toBe(SCHEDULING_DEFAULT.replace(/\/$/, ""));
    });

    test("the footer has quick links, contact, social links in new tabs and the 2025 copyright", async ({ page }) => {
      await gotoHydrated(page, inLang("/", lang));
      const footer = page.getByRole("contentinfo");
      const expectLink = async (name: string, href: string) =>
        expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      for (const section of NAV_SECTIONS) {
        await expectLink(t(lang, "header", `nav.${section}`), `${inLang("/", lang)}#${section}`);
      }
      // One link per file in data/legal/, titled as the page is.
      for (const slug of LEGAL_SLUGS) await expectLink(legal(slug).title[lang], inLang(`/${slug}/`, lang));
      await expect(footer).toContainText(ADDRESS[lang]);
      await expect(footer.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone.replace(/ /g, "")}`,
      );
      await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email}`,
      );
      for (const social of site.social) {
        const link = footer.getByRole("link", { name: new RegExp(`^${social.name}\\b`) });
        await expect(link).toHaveAttribute("href", social.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const cookieSettings = footer.getByText(t(lang, "footer", "cookieSettings"));
      await expect(cookieSettings).toBeVisible();
      await expect(cookieSettings).not.toHaveAttribute("target", /.*/);
      await expect(footer).toContainText(t(lang, "footer", "copyright", { year: 2025, brand: site.brandName[lang] }));
    });
  });
}

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
  });

  for (const lang of LANGS) {
    test(
      `${lang}: toggles, and closes on a link, the call button and Escape`,
      { tag: "@phone-only" },
      async ({ page, context }) => {
        await gotoHydrated(page, inLang("/", lang));
        const toggle = page.getByRole("button", { name: t(lang, "header", "openMenu") });
        const menu = page.locator("#mobile-menu");
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(menu).toBeHidden();

        await toggle.click();
        const close = page.getByRole("button", { name: t(lang, "header", "closeMenu") });
        await expect(close).toHaveAttribute("aria-expanded", "true");
        await expect(menu).toBeVisible();
        await close.click();
        await expect(menu).toBeHidden();

        await toggle.click();
        await menu.getByRole("link", { name: t(lang, "header", "nav.process") }).click();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(`${inLang("/", lang)}#process`);

        await toggle.click();
        const [tab] = await Promise.all([
          context.waitForEvent("page"),
          menu.getByRole("link", { name: new RegExp(t(lang, "header", "letsTalk")) }).click(),
        ]);
        await tab.close();
        await expect(menu).toBeHidden();

        await toggle.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      },
    );
  }

  for (const lang of LANGS) {
    test(
      `${lang}: closes on a tap outside it, and when keyboard focus moves past it`,
      { tag: "@phone-only" },
      async ({ page }, testInfo) => {
        await gotoHydrated(page, inLang("/", lang));
        const toggle = page.getByRole("button", { name: t(lang, "header", "openMenu") });
        const menu = page.locator("#mobile-menu");

        await toggle.click();
        await expect(menu).toBeVisible();
        // A point of the page below the open menu, in the gutter beside the content.
        const below = (await page.getByRole("banner").boundingBox())!;
        const point = { x: 6, y: below.y + below.height + 24 };
        if (testInfo.project.use.hasTouch) await page.touchscreen.tap(point.x, point.y);
        else await page.mouse.click(point.x, point.y);
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(inLang("/", lang));

        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(menu.locator("a[href]").first()).toBeFocused();
        // On from the menu's last control to the page behind it.
        await menu.locator("a[href], button").last().focus();
        await expect(menu).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(menu).toBeHidden();
        expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      },
    );
  }

  test("is not shown at desktop width, where the links are in the bar", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: t("en", "header", "openMenu") })).toBeHidden();
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: t("en", "header", "nav.mission") })
        .first(),
    ).toBeVisible();
  });
});
