// The second page of a visit: links between pages of one language are followed by Gatsby's
// router, and everything a document load would give is still true after it.
import { test, expect, type Page } from "./sharedContext";
import { axe } from "./axe";
import { LANGS, SITE_URL, inLang, legal, site, t } from "./content";
import { gotoHydrated } from "./hydration";
import { isSameDocument, markDocument } from "./landing-shared";

/** What the head and <html> say about the page shown. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.hreflang} ${link.href}`,
    ),
    ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    shareImage: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
    switcher: [...document.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]")].map(
      (link) => `${link.hreflang} ${link.getAttribute("href")}`,
    ),
  }));

const footerLink = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("link", { name, exact: true });

for (const lang of LANGS) {
  const privacy = legal("privacy-policy");
  const terms = legal("terms-of-service");

  test(`${inLang("/", lang)}: the footer's privacy policy link opens the page in the same document, with its own head`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang("/", lang));
    await markDocument(page);
    await footerLink(page, privacy.title[lang]).click();
    await expect(page).toHaveURL(inLang("/privacy-policy/", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    expect(await isSameDocument(page)).toBe(true);
    // Head and <html> as the same page's own document has them.
    const own = await page.context().newPage();
    await own.goto(inLang("/privacy-policy/", lang));
    const expected = await headOf(own);
    await own.close();
    expect(expected.canonical).toBe(`${SITE_URL}${inLang("/privacy-policy/", lang)}`);
    expect(expected.title).toBe(`${privacy.title[lang]} | ${site.brandName[lang]}`);
    expect(expected.switcher).toEqual(
      expect.arrayContaining(LANGS.map((code) => `${code} ${inLang("/privacy-policy/", code)}`)),
    );
    await expect.poll(() => headOf(page)).toEqual(expected);
    // The new page is announced, and the keyboard starts from it, not from the old link.
    await expect(page.getByTestId("page-announcer")).toHaveText(privacy.title[lang]);
    await expect(footerLink(page, privacy.title[lang])).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("gatsby-focus-wrapper");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`${inLang("/terms-of-service/", lang)}: legal to legal and back, Back returns to the same place`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang("/terms-of-service/", lang));
    await markDocument(page);
    const link = footerLink(page, privacy.title[lang]);
    // At once: the stylesheet's smooth scrolling would still be moving when the link is tapped.
    const scrolledTo = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      return window.scrollY;
    });
    expect(scrolledTo).toBeGreaterThan(0);
    // The place is where the tapped link sat on the screen when it was tapped. Not the scroll
    // offset: a font that arrives for the text just scrolled to grows the page above, and the
    // browser's scroll anchoring moves the offset to keep the same text in view.
    await page.evaluate(() => {
      const keep = (event: Event) =>
        Object.assign(window, { linkTopAtTap: (event.target as Element).getBoundingClientRect().top });
      document.addEventListener("click", keep, { capture: true, once: true });
    });
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    const linkTopAtTap = await page.evaluate(() => (window as unknown as { linkTopAtTap: number }).linkTopAtTap);
    await page.goBack();
    await expect(page).toHaveURL(inLang("/terms-of-service/", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title[lang]);
    // Within a third of a line: the same place to a reader (a font arriving late has moved it 2 px).
    await expect.poll(async () => Math.abs((await link.boundingBox())!.y - linkTopAtTap)).toBeLessThanOrEqual(8);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page).toHaveTitle(`${terms.title[lang]} | ${site.brandName[lang]}`);
  });

  test(`${inLang("/privacy-policy/", lang)}: after a navigation the page passes axe, and its cookie settings and booking button work`, async ({
    page,
  }) => {
    // axe reads the whole landing page, as the a11y spec's sweeps do.
    test.slow();
    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    await markDocument(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(`^${site.brandName[lang]}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
    expect(await isSameDocument(page)).toBe(true);
    // The sections below the first screen are added just after it is drawn.
    await expect(page.locator("#faq")).toBeAttached();
    const scan = await axe(page).analyze();
    expect(scan.violations.map((violation) => violation.id)).toEqual([]);
    await footerLink(page, t(lang, "footer", "cookieSettings")).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    const book = page.getByRole("link", { name: t(lang, "hero", "scheduleConsultation") });
    await expect(book.first()).toHaveAttribute("href", site.scheduling.defaultUrl);
  });

  test.describe(() => {
    // The not-found page answers with status 404, which the browser reports on the console.
    test.use({ allowedConsole: /status of 404/ });

    test(`${inLang("/nope/", lang)}: "Return to Home" leads home in the same document, and the unknown path was logged`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on("console", (message) => message.text().startsWith("404:") && logged.push(message.text()));
      const response = await gotoHydrated(page, inLang("/nope/", lang));
      expect(response?.status()).toBe(404);
      await markDocument(page);
      expect(logged).toEqual([`404: no page at ${inLang("/nope/", lang)}`]);
      // Followed from the keyboard: it starts at the new page's top, as after any other link.
      await page.getByRole("link", { name: t(lang, "notFound", "returnHome") }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(inLang("/", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
      expect(await isSameDocument(page)).toBe(true);
      expect(logged).toHaveLength(1);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: t(lang, "common", "skipToContent") })).toBeFocused();
      // Back: the not-found page is announced by its heading, in words of its language.
      await page.goBack();
      await expect(page.getByTestId("page-announcer")).toHaveText(t(lang, "notFound", "message"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notFound", "message"));
    });
  });
}

test("the bundles still load, and the page hydrates, in a browser that never reports the first contentful paint", async ({
  page,
}) => {
  // Paint entries exist, but the observer never hears of one.
  await page.addInitScript(() => {
    const Native = window.PerformanceObserver;
    class Silent extends Native {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) =>
          callback({ ...list, getEntriesByName: () => [] } as PerformanceObserverEntryList, observer),
        );
      }
    }
    Object.defineProperty(Silent, "supportedEntryTypes", { value: Native.supportedEntryTypes });
    window.PerformanceObserver = Silent;
  });
  await gotoHydrated(page, "/");
  // Hydrated: the menu's button (phones) or the cookie dialog (every width) answer.
  await footerLink(page, t("en", "footer", "cookieSettings")).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
