// Between pages shown by Gatsby's router: the frame (header, footer, background, Cookie
// Settings) stays as it was, and every navigation ends where a document load or the browser's
// own jump would have ended: the view, the keyboard's starting point, the announcement.
import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, legal, site, t } from "./content";
import { gotoHydrated } from "./hydration";
import {
  expectAtAnchor,
  headerSectionLink,
  isNarrow,
  isSameDocument,
  markDocument,
  placeOf,
  SETTLE_TIMEOUT,
} from "./landing-shared";

const footerLink = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("link", { name, exact: true });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The view once it has stopped moving (a smooth jump takes a moment): two readings a poll interval apart agree. */
const settledScrollY = async (page: Page) => {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const before = last;
        last = await scrollY(page);
        return before === last;
      },
      { timeout: SETTLE_TIMEOUT },
    )
    .toBe(true);
  return last;
};

/**
 * Whether the focused element is the first the keyboard reaches from the start of a section: the
 * first control in it, or, where it has none (the process steps on a phone), the first after it.
 */
const focusIsFirstReachedFrom = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const section = document.querySelector(selector)!;
    const reached = [
      ...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea, [tabindex]"),
    ].find(
      (element) =>
        element.tabIndex >= 0 &&
        element.checkVisibility() &&
        (section.contains(element) || !!(section.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)),
    );
    return !!reached && document.activeElement === reached;
  }, selector);

const privacy = legal("privacy-policy");
const terms = legal("terms-of-service");

test("the frame stays from page to page: the same header, footer and particles, the glow where the pointer left it", async ({
  page,
}) => {
  // About motion: the visitor's preference for it is not reduced here (the suite's default).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoHydrated(page, "/");
  // The particles start once the page is used.
  await page.mouse.wheel(0, 10);
  const canvas = page.locator("#background-particles canvas");
  await expect(canvas).toHaveCount(1, { timeout: 10_000 });
  const particlesOpacity = () =>
    page.locator("#background-particles").evaluate((element) => getComputedStyle(element).opacity);
  // Faded in.
  await expect.poll(particlesOpacity).toBe("1");
  if (!isNarrow(page)) await page.mouse.move(300, 200);
  const glow = () => page.getByTestId("background-glow").evaluate((element) => getComputedStyle(element).transform);
  if (!isNarrow(page)) await expect.poll(glow).toBe("matrix(1, 0, 0, 1, 300, 200)");
  const glowBefore = await glow();
  // The elements of the frame, marked: a frame built again would have new, unmarked ones.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("header, footer, #background-particles canvas"))
      element.setAttribute("data-before-navigation", "");
  });
  // Followed from the keyboard: the pointer stays where it was.
  await footerLink(page, privacy.title.en).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title.en);
  await expect(page.locator("header[data-before-navigation]")).toHaveCount(1);
  await expect(page.locator("footer[data-before-navigation]")).toHaveCount(1);
  await expect(canvas).toHaveAttribute("data-before-navigation", "");
  await expect(canvas).toHaveCount(1);
  expect(await glow()).toBe(glowBefore);
  // Drawn: the particles' layer is fully shown, not fading in again.
  expect(await particlesOpacity()).toBe("1");
});

test("Back after a jump within the Arabic privacy policy returns to the contents, at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/ar/privacy-policy/");
  const tenth = page.locator("nav[aria-labelledby=legal-contents] a").nth(9);
  await tenth.scrollIntoViewIfNeeded();
  const before = await settledScrollY(page);
  const hash = new URL(await tenth.evaluate((link: HTMLAnchorElement) => link.href)).hash;
  await tenth.click();
  await expect(page).toHaveURL(`/ar/privacy-policy/${hash}`);
  const atSection = await settledScrollY(page);
  expect(atSection).toBeGreaterThan(before + 1000);
  await page.goBack();
  await expect(page).toHaveURL("/ar/privacy-policy/");
  expect(Math.abs((await settledScrollY(page)) - before)).toBeLessThanOrEqual(2);
  await page.goForward();
  await expect(page).toHaveURL(`/ar/privacy-policy/${hash}`);
  expect(Math.abs((await settledScrollY(page)) - atSection)).toBeLessThanOrEqual(2);
});

test("Back after the header's Process link on the landing page returns to the top, at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/");
  await (await headerSectionLink(page, "en", "process")).click();
  await expect(page).toHaveURL("/#process");
  expect(await settledScrollY(page)).toBeGreaterThan(500);
  await page.goBack();
  await expect(page).toHaveURL("/");
  expect(await settledScrollY(page)).toBe(0);
});

for (const lang of LANGS) {
  // Walked on a phone too, through its menu.
  test(
    `${inLang("/legal-notice/", lang)}: the header's Process link shows the landing page in the same document, in its language, at the section, and the keyboard goes on from there`,
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, inLang("/legal-notice/", lang));
      await markDocument(page);
      const link = await headerSectionLink(page, lang, "process");
      await expect(link).toHaveAttribute("href", inLang("/#process", lang));
      await link.click();
      await expect(page).toHaveURL(`${inLang("/", lang)}#process`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
      await expectAtAnchor(page, "process");
      // A route taken on the client, not a new document: the mark set above is still there.
      expect(await isSameDocument(page)).toBe(true);
      // Focus reaches the section once the router has focused its page.
      await expect
        .poll(() => page.evaluate(() => !!document.getElementById("process")?.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("Tab");
      expect(await focusIsFirstReachedFrom(page, "#process")).toBe(true);
    },
  );

  test(`${inLang("/", lang)}#process reached by Back and Forward: the keyboard starts where a document from the back/forward cache has it`, async ({
    page,
  }) => {
    // Chromium and Firefox give a document restored from the back/forward cache the focus it
    // had when it was left: at the section a #link led to, or on the link followed from it.
    const focusInProcess = () =>
      page.evaluate(() => !!document.getElementById("process")?.contains(document.activeElement));
    await gotoHydrated(page, inLang("/legal-notice/", lang));
    await (await headerSectionLink(page, lang, "process")).click();
    await expect(page).toHaveURL(`${inLang("/", lang)}#process`);
    await expect.poll(focusInProcess).toBe(true);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal("legal-notice").title[lang]);
    // Forward: the router focuses its page wrapper, which it had already focused on the way back.
    await page.goForward();
    await expect(page).toHaveURL(`${inLang("/", lang)}#process`);
    await expect
      .poll(placeOf(page, "#process"), { timeout: SETTLE_TIMEOUT })
      .toMatchObject({ settled: true, inViewport: true });
    await expect.poll(focusInProcess).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusIsFirstReachedFrom(page, "#process")).toBe(true);
    // Back from the page a footer link led to: on that link again, where the visitor left it.
    const followed = footerLink(page, privacy.title[lang]);
    await followed.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    await page.goBack();
    await expect(page).toHaveURL(`${inLang("/", lang)}#process`);
    await expect(followed).toBeFocused();
    await expect(followed).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("contentinfo").locator(":focus")).toHaveCount(1);
  });

  test(`${inLang("/", lang)}: the new page is announced in its own language`, async ({ page }) => {
    await gotoHydrated(page, inLang("/", lang));
    await footerLink(page, privacy.title[lang]).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    // What a screen reader can hear: every live region in the accessibility tree with something to say.
    const announced = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("[aria-live]")]
          .filter((region) => region.checkVisibility() && !region.closest("[aria-hidden=true]"))
          .map((region) => ({ text: region.textContent?.trim(), lang: region.closest("[lang]")?.getAttribute("lang") }))
          .filter(({ text }) => text),
      );
    await expect.poll(announced).toEqual([{ text: privacy.title[lang], lang }]);
  });
}

test("a link followed during a jump within the page shows the next page at its top, and it stays there", async ({
  page,
}) => {
  // About motion: the visitor's preference for it is not reduced here (the suite's default).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoHydrated(page, "/privacy-policy/");
  // Every place the view takes on the next page, at each scroll, from the moment its heading is in
  // the document until the view first comes to rest: a scroll carried over from the page left
  // moves it before that.
  const places = await page.evaluate(
    (heading) =>
      new Promise<number[]>((resolve) => {
        const places: number[] = [];
        const shown = () => document.querySelector("h1")?.textContent === heading;
        const note = () => shown() && places.push(Math.round(window.scrollY));
        new MutationObserver(() => !places.length && note()).observe(document.body, { childList: true, subtree: true });
        addEventListener("scroll", note);
        addEventListener("scrollend", () => shown() && resolve(places));
        // The visitor's jump to the last section (smooth), and the footer's link once it runs.
        const jump = [...document.querySelectorAll<HTMLAnchorElement>("nav[aria-labelledby=legal-contents] a")].at(-1)!;
        jump.focus();
        jump.click();
        const follow = () =>
          window.scrollY > 100
            ? document.querySelector<HTMLAnchorElement>('footer a[href="/terms-of-service/"]')!.click()
            : requestAnimationFrame(follow);
        requestAnimationFrame(follow);
      }),
    terms.title.en,
  );
  expect(new Set(places)).toEqual(new Set([0]));
});

test("a link followed while a smooth scroll runs opens the next page where the link leads, and it stays there", async ({
  page,
}) => {
  test.skip(isNarrow(page), "the header's section links are in the menu on phones");
  // About motion: the visitor's preference for it is not reduced here (the suite's default).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoHydrated(page, "/privacy-policy/");
  await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "smooth" });
    const link = [...document.querySelectorAll<HTMLAnchorElement>("header nav a")].find((a) =>
      a.href.endsWith("/#testimonials"),
    );
    setTimeout(() => link?.click(), 100);
  });
  await expect(page).toHaveURL("/#testimonials");
  await expectAtAnchor(page, "testimonials");
});

test("scroll positions of two documents of one tab never mix: the landing page loaded again opens at its top", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
  expect(await settledScrollY(page)).toBeGreaterThan(1000);
  // A new document, then the landing page as a new document again (an address typed), where
  // nothing may scroll: Gatsby's record keys the first entry of each document "initial".
  await gotoHydrated(page, "/privacy-policy/");
  await page.addInitScript(() => {
    const places: number[] = [];
    addEventListener("scroll", () => places.push(Math.round(window.scrollY)));
    Object.assign(window, { places });
  });
  await gotoHydrated(page, "/");
  expect(await scrollY(page)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { places: number[] }).places)).toEqual([]);
});

test("a page loaded again from the tab's history opens where the visitor left it", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => window.scrollTo({ top: 6000, behavior: "instant" }));
  expect(await settledScrollY(page)).toBeGreaterThan(3000);
  // The section in the middle of the screen: what the visitor was reading.
  const reading = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("main section[id]")]
          .filter((section) => section.getBoundingClientRect().top <= innerHeight / 2)
          .at(-1)?.id,
    );
  const left = await reading();
  expect(left).toBeTruthy();
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  await expect.poll(reading).toBe(left);
});

for (const lang of LANGS) {
  test(`${inLang("/privacy-policy/", lang)}: the logo shows the landing page's first screen, then every section in order, each as high as after a document load`, async ({
    page,
  }) => {
    const sections = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((section) => ({
          id: section.id,
          height: Math.round(section.getBoundingClientRect().height),
        })),
      );
    await gotoHydrated(page, inLang("/", lang));
    const afterDocumentLoad = await sections();
    expect(afterDocumentLoad.map((section) => section.id)).toEqual(
      expect.arrayContaining(["home", "process", "testimonials", "tools", "mission", "faq"]),
    );

    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(`^${site.brandName[lang]}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
    await expect.poll(sections, { timeout: SETTLE_TIMEOUT }).toEqual(afterDocumentLoad);
    expect(await scrollY(page)).toBe(0);
  });
}

for (const lang of LANGS) {
  test(`${inLang("/", lang)}: Back after the footer's privacy policy link shows the link where it was tapped, and the sections around it as they were`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang("/", lang));
    const link = footerLink(page, privacy.title[lang]);
    // The footer in the middle of the screen, with the FAQ above it.
    await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    const before = await settledScrollY(page);
    const placeOfLink = async () => Math.round((await link.boundingBox())!.y);
    const faqTop = () => page.evaluate(() => Math.round(document.getElementById("faq")!.getBoundingClientRect().top));
    const linkAtTap = await placeOfLink();
    const faqAtTap = await faqTop();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "hero", "title"));
    await expect.poll(placeOfLink).toBe(linkAtTap);
    expect(await faqTop()).toBe(faqAtTap);
    expect(await settledScrollY(page)).toBe(before);
    // Forward: the privacy policy at its top, where it was left.
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title[lang]);
    expect(await settledScrollY(page)).toBe(0);
  });
}

for (const lang of LANGS) {
  test(`${inLang("/privacy-policy/", lang)}: the tab's title goes from the old page's to the new page's, never empty`, async ({
    page,
  }) => {
    await gotoHydrated(page, inLang("/privacy-policy/", lang));
    // Every title the tab shows: at each change of the document and in each frame.
    await page.evaluate(() => {
      const titles = [document.title];
      const note = () => titles.at(-1) !== document.title && titles.push(document.title);
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
      const frame = () => {
        note();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      Object.assign(window, { titles });
    });
    await footerLink(page, terms.title[lang]).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title[lang]);
    await expect.poll(() => page.title()).toContain(terms.title[lang]);
    const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain(privacy.title[lang]);
    expect(titles[1]).toContain(terms.title[lang]);
  });
}

test("an address with a section opens at that section, without scrolling through the page", async ({ page }) => {
  // Where the view is at the first frame after the load, and every frame after it.
  await page.addInitScript(() => {
    const places: number[] = [];
    const frame = () => {
      if (places.at(-1) !== Math.round(window.scrollY)) places.push(Math.round(window.scrollY));
      requestAnimationFrame(frame);
    };
    addEventListener("load", () => requestAnimationFrame(frame));
    Object.assign(window, { places });
  });
  await gotoHydrated(page, "/#faq");
  await expect
    .poll(placeOf(page, "#faq"), { timeout: SETTLE_TIMEOUT })
    .toMatchObject({ settled: true, inViewport: true });
  const places = await page.evaluate(() => (window as unknown as { places: number[] }).places);
  const atSection = await scrollY(page);
  // No frame on the way there (the page may still settle by a few pixels as it is laid out).
  expect(places.filter((place) => Math.abs(place - atSection) > 50)).toEqual([]);
});
