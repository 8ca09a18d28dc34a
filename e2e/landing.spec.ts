import { test, expect, type BrowserContext, type Page } from "./fixtures";
import { gotoHydrated } from "./hydration";
import { LANGS, dataFile, inLang, site, t } from "./content";

// ---------------------------------------------------------------------------------------------
// Content: the landing page shows what data/*.json holds, so the expectations come from there.
// ---------------------------------------------------------------------------------------------

const services = dataFile("services.json");
const steps = dataFile("process-steps.json");
const testimonials = dataFile("testimonials.json");
const toolGroups = dataFile("tools.json");
const missionValues = dataFile("mission-values.json");
const faqs = dataFile("faqs.json");

const SECTION_IDS = ["home", "process", "testimonials", "tools", "mission", "faq"];
const NAV_SECTIONS = ["process", "testimonials", "mission"] as const;
const SCHEDULING_URL: string = site.scheduling.defaultUrl;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Accessible names of call buttons end with "(opens in a new tab)", so match the start. */
const startsWith = (text: string) => new RegExp(`^${escapeRe(text)}`);
const sameUrl = (a: string) => new RegExp(`^${escapeRe(a.replace(/\/$/, ""))}/?$`);

const MOBILE_BREAKPOINT = 1024; // the header folds its links into the menu below Tailwind lg
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT;

/** External sites are unreachable in tests: answer them locally so new tabs can load. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>ok" }));
});

/**
 * The text of an HTML fragment as a reader sees it: tags and comments dropped, entities decoded,
 * and NUL characters dropped as the browser's parser drops them from text (they are reported by
 * a test of their own).
 */
const htmlToText = (html: string) =>
  html
    .replaceAll("\u0000", "")
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/**
 * Where an element is once (smooth) scrolling has stopped, relative to the viewport and the fixed
 * header. Uses only Playwright's own measurements, so it also works with JavaScript disabled.
 */
const placeOf = async (page: Page, selector: string) => {
  const box = () => page.locator(selector).boundingBox();
  const before = await box();
  await page.waitForTimeout(100);
  const after = await box();
  const header = await page.locator("header").first().boundingBox();
  // What the visitor must see first: the section's heading (the section itself starts with
  // blank padding, which may pass under the header).
  const heading = await page.locator(`${selector} :is(h2, h3)`).first().boundingBox();
  const viewportHeight = page.viewportSize()!.height;
  const top = after?.y ?? Number.NaN;
  return {
    hash: new URL(page.url()).hash,
    settled: before?.y === after?.y,
    inViewport: top >= 0 && top < viewportHeight,
    // Below the bottom edge of the header, wherever the header is (fixed, or scrolled away).
    clearOfHeader: (heading?.y ?? Number.NaN) >= (header ? header.y + header.height : 0) - 2,
  };
};

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test.describe(`${lang} landing page`, () => {
    // 1 -----------------------------------------------------------------------------------------
    test("the static HTML has every section in order and all of the content", async ({ request }) => {
      const response = await request.get(home);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]).filter((id) => SECTION_IDS.includes(id));
      expect(ids).toEqual(SECTION_IDS);

      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main.length).toBeGreaterThan(1000);
      const text = htmlToText(main);
      const expected = [
        ...services.flatMap((s) => [s.title[lang], s.description[lang], ...s.features.flatMap((f) => [f.title[lang], f.description[lang]])]),
        ...steps.flatMap((s) => [s.title[lang], s.description[lang]]),
        ...testimonials.flatMap((x) => [x.text[lang], x.name[lang], x.role[lang]]),
        ...toolGroups.flatMap((g) => [g.title[lang], ...g.tools.flatMap((tool) => [tool.name, tool.description[lang]])]),
        ...missionValues.flatMap((v) => [v.title[lang], v.description[lang]]),
        ...faqs.flatMap((f) => [f.question[lang], f.answer[lang]]),
      ];
      expect(services.every((s) => s.features.length === 4)).toBe(true);
      expect(expected.filter((words) => !text.includes(words.replace(/\s+/g, " ")))).toEqual([]);
    });

    test("the static HTML has no NUL characters (browsers turn them into U+FFFD in attributes)", async ({ request }) => {
      const html = await (await request.get(home)).text();
      // eslint-disable-next-line no-control-regex -- the test looks for NUL characters
      const found = [...html.matchAll(/\u0000/g)].map((match) =>
        html.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + 20).replaceAll("\u0000", "<NUL>"),
      );
      expect(found, "NUL characters in the page, with what precedes them").toEqual([]);
    });

    // 2 -----------------------------------------------------------------------------------------
    test.describe("without JavaScript", () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeEach(async ({ browser }, testInfo) => {
        const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
        context = await browser.newContext({
          viewport,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          userAgent,
          javaScriptEnabled: false,
          baseURL: "http://127.0.0.1:9100",
        });
        page = await context.newPage();
        await page.goto(home);
      });
      test.afterEach(async () => {
        await context.close();
      });

      test("the FAQ answers and the service features are shown", async () => {
        for (const faq of faqs) {
          const answer = page.locator(`#faq-${faq.id}-answer`);
          await expect(answer, `answer to "${faq.question[lang]}"`).toBeVisible();
          await expect(answer).toHaveText(faq.answer[lang]);
        }
        for (const service of services) {
          const panel = page.locator(`#service-${service.id}-features`);
          await expect(panel, `features of ${service.title[lang]}`).toBeVisible();
          await expect(panel.getByRole("listitem")).toHaveCount(4);
          for (const feature of service.features) {
            await expect(panel.getByText(feature.title[lang], { exact: true })).toBeVisible();
            await expect(panel.getByText(feature.description[lang], { exact: true })).toBeVisible();
          }
        }
      });

      test("the header's section links still work", async () => {
        // The menu toggle needs JavaScript, so it is hidden; on phones the menu is meant to be shown open.
        await expect(page.getByRole("button", { name: t(lang, "header", "openMenu") })).toBeHidden();
        const link = page
          .getByRole("banner")
          .getByRole("link", { name: t(lang, "header", "nav.process"), exact: true })
          .filter({ visible: true });
        await expect(link, "a visible Process link in the header").toHaveCount(1);
        await link.click();
        await expect(page).toHaveURL(`${home}#process`);
        await expect
          .poll(() => placeOf(page, "#process"), { timeout: 2_000 })
          .toEqual({
            hash: "#process",
            settled: true,
            inViewport: true,
            clearOfHeader: true,
          });
        await expect(page.locator("#process")).toBeInViewport();
      });
    });

    // 3 -----------------------------------------------------------------------------------------
    test("service cards open their features independently of each other", async ({ page }) => {
      await gotoHydrated(page, home);
      const cards = page.locator("#solutions").getByRole("button");
      await expect(cards).toHaveCount(services.length);
      for (const [index, service] of services.entries()) {
        await expect(cards.nth(index)).toContainText(service.title[lang]);
        await expect(cards.nth(index)).toHaveAttribute("aria-expanded", "false");
      }
      const panelOf = async (index: number) => page.locator(`#${await cards.nth(index).getAttribute("aria-controls")}`);
      const first = await panelOf(0);
      const second = await panelOf(1);
      await expect(first).toBeHidden();
      await expect(second).toBeHidden();

      await cards.nth(0).click();
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeVisible();
      await expect(first.getByRole("listitem")).toHaveCount(4);
      for (const feature of services[0].features) {
        await expect(first.getByText(feature.title[lang], { exact: true })).toBeVisible();
      }

      await cards.nth(1).click();
      await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(second).toBeVisible();
      await expect(second.getByRole("listitem")).toHaveCount(4);
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeVisible();

      await cards.nth(0).click();
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(first).toBeHidden();
      await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(second).toBeVisible();
      await expect(cards.nth(2)).toHaveAttribute("aria-expanded", "false");
      await expect(cards.nth(3)).toHaveAttribute("aria-expanded", "false");
    });

    // 4 -----------------------------------------------------------------------------------------
    test("process steps follow click, hover and focus; the image panel is for large screens", async ({ page }) => {
      await gotoHydrated(page, home);
      const section = page.locator("#process");
      const buttons = section.getByRole("listitem").getByRole("button");
      await expect(buttons).toHaveCount(steps.length);
      for (const [index, step] of steps.entries()) await expect(buttons.nth(index)).toContainText(step.title[lang]);

      const expectCurrent = async (current: number) => {
        for (let index = 0; index < steps.length; index += 1) {
          if (index === current) await expect(buttons.nth(index)).toHaveAttribute("aria-current", "step");
          else await expect(buttons.nth(index)).not.toHaveAttribute("aria-current", /.*/);
        }
      };
      await expectCurrent(0);

      await buttons.nth(2).click();
      await expectCurrent(2);

      const desktop = !isNarrow(page);
      if (desktop) {
        await buttons.nth(1).hover();
        await expectCurrent(1);
      }

      // Keyboard: focusing a step selects it, Tab moves on to the next one, Enter keeps it.
      await page.mouse.move(0, 0);
      await buttons.nth(3).focus();
      await expectCurrent(3);
      await buttons.nth(0).focus();
      await expectCurrent(0);
      await page.keyboard.press("Tab");
      await expect(buttons.nth(1)).toBeFocused();
      await expectCurrent(1);
      await page.keyboard.press("Enter");
      await expectCurrent(1);

      const panel = page.getByTestId("process-image-panel");
      if (desktop) {
        await expect(panel).toBeVisible();
        await buttons.nth(2).click();
        await expectCurrent(2);
        const layers = panel.locator(":scope > div");
        await expect(layers).toHaveCount(steps.length);
        const active = panel.locator('[data-active="true"]');
        await expect(active).toHaveCount(1);
        await expect(layers.nth(2)).toHaveAttribute("data-active", "true");
        await expect(active).toHaveCSS("transition-duration", "0.7s");
        await expect.poll(() => active.evaluate((el) => getComputedStyle(el).opacity), { timeout: 3_000 }).toBe("1");
        for (const index of [0, 1, 3]) {
          await expect.poll(() => layers.nth(index).evaluate((el) => getComputedStyle(el).opacity), { timeout: 3_000 }).toBe("0");
        }
        await page.setViewportSize({ width: 1000, height: 800 });
      }
      await expect(panel).toBeAttached();
      await expect(panel).toBeHidden();
    });

    // 5 -----------------------------------------------------------------------------------------
    test("three testimonials, each rated five stars", async ({ page }) => {
      await page.goto(home);
      const cards = page.locator("#testimonials").getByRole("listitem");
      await expect(cards).toHaveCount(3);
      const rating = t(lang, "testimonials", "rating", { rating: 5 });
      for (const [index, testimonial] of testimonials.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("img")).toHaveCount(1);
        await expect(card.getByRole("img", { name: rating, exact: true })).toBeVisible();
        await expect(card).toContainText(testimonial.text[lang]);
        await expect(card).toContainText(testimonial.name[lang]);
      }
    });

    // 6 -----------------------------------------------------------------------------------------
    test("sixteen tools in three groups, each with a loaded logo and its name", async ({ page }) => {
      await page.goto(home);
      const section = page.locator("#tools");
      const groups = section.getByRole("heading", { level: 3 });
      await expect(groups).toHaveText(toolGroups.map((group) => group.title[lang]));
      const items = section.getByRole("listitem");
      const all = toolGroups.flatMap((group) => group.tools);
      expect(all).toHaveLength(16);
      await expect(items).toHaveCount(16);
      for (const [index, tool] of all.entries()) {
        const item = items.nth(index);
        await item.scrollIntoViewIfNeeded();
        await expect(item.getByText(tool.name, { exact: true })).toBeVisible();
        const logo = item.locator("img");
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 5_000 }).toBeGreaterThan(0);
      }
    });

    // 7 -----------------------------------------------------------------------------------------
    test("the mission calls to work with us in a new tab and shows four values", async ({ page }) => {
      await page.goto(home);
      const section = page.locator("#mission");
      const cta = section.getByRole("link", { name: startsWith(t(lang, "mission", "cta")) });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", SCHEDULING_URL);
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
      const values = section.getByRole("listitem");
      await expect(values).toHaveCount(4);
      for (const [index, value] of missionValues.entries()) {
        await expect(values.nth(index)).toBeVisible();
        await expect(values.nth(index)).toContainText(value.title[lang]);
        await expect(values.nth(index)).toContainText(value.description[lang]);
      }
    });

    // 8 -----------------------------------------------------------------------------------------
    test("FAQ: closed at first, one answer open at a time", async ({ page }) => {
      await gotoHydrated(page, home);
      const section = page.locator("#faq");
      const questions = section.getByRole("button");
      await expect(questions).toHaveCount(faqs.length);
      for (const [index, faq] of faqs.entries()) {
        const question = questions.nth(index);
        await expect(question).toHaveText(faq.question[lang]);
        await expect(question).toHaveAttribute("aria-expanded", "false");
        const controls = await question.getAttribute("aria-controls");
        expect(controls).toBeTruthy();
        await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
        await expect(page.locator(`[id="${controls}"]`)).toBeHidden();
      }
      const answerOf = (index: number) => section.getByRole("region", { name: faqs[index].question[lang], exact: true });

      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(answerOf(0)).toBeVisible();
      await expect(answerOf(0)).toHaveText(faqs[0].answer[lang]);

      await questions.nth(2).click();
      await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
      await expect(answerOf(2)).toHaveText(faqs[2].answer[lang]);
      await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#faq-${faqs[0].id}-answer`)).toBeHidden();

      await questions.nth(2).click();
      await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#faq-${faqs[2].id}-answer`)).toBeHidden();
      await expect(section.getByRole("region")).toHaveCount(0);
    });

    // 9 -----------------------------------------------------------------------------------------
    test("header links and 'explore our solutions' land on their sections, clear of the header", async ({ page }) => {
      await gotoHydrated(page, home);
      for (const section of NAV_SECTIONS) {
        if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
        await page
          .getByRole("banner")
          .getByRole("navigation")
          .filter({ visible: true })
          .getByRole("link", { name: t(lang, "header", `nav.${section}`), exact: true })
          .click();
        await expect(page).toHaveURL(`${home}#${section}`);
        await expect
          .poll(() => placeOf(page, `#${section}`), { timeout: 5_000, message: `#${section} after its header link` })
          .toEqual({ hash: `#${section}`, settled: true, inViewport: true, clearOfHeader: true });
      }

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("link", { name: t(lang, "hero", "exploreSolutions"), exact: true }).click();
      await expect(page).toHaveURL(`${home}#solutions`);
      await expect
        .poll(() => placeOf(page, "#solutions"), { timeout: 5_000 })
        .toEqual({ hash: "#solutions", settled: true, inViewport: true, clearOfHeader: true });
    });

    // 10 ----------------------------------------------------------------------------------------
    test("the floating call button is there on phones only", async ({ page, context }) => {
      await gotoHydrated(page, home);
      const name = startsWith(t(lang, "common", "scheduleCall"));
      const floating = page.getByRole("main").getByRole("link", { name });
      for (const width of [412, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(floating, `visible at ${width}px`).toBeVisible();
        await expect(floating).toBeEnabled();
        await expect(floating).toHaveAttribute("href", SCHEDULING_URL);
        await expect(floating).toHaveAttribute("target", "_blank");
        await expect(floating).toHaveAttribute("rel", "noopener noreferrer");
        await expect(floating).toHaveCSS("position", "fixed");
      }
      const [tab] = await Promise.all([context.waitForEvent("page"), floating.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(sameUrl(SCHEDULING_URL));
      await tab.close();

      for (const width of [768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(floating, `hidden at ${width}px`).toBeHidden();
      }
    });

    // 11 ----------------------------------------------------------------------------------------
    test("no horizontal scrolling and tap targets of at least 44 x 44 px at 360, 768, 1024 and 1440 px", async ({ page }) => {
      await gotoHydrated(page, home);
      for (const width of [360, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const report = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const root = document.documentElement;
          const scroll = { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
          // body has overflow-x: clip, which would hide an overflow instead of scrolling; look behind it.
          const previous = document.body.style.overflowX;
          document.body.style.overflowX = "visible";
          const unclippedWidth = root.scrollWidth;
          document.body.style.overflowX = previous;

          const small: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>("main a, main button, header a, header button")) {
            if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
            const box = el.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            if (box.width < 44 || box.height < 44) {
              const inline = el.tagName === "A" && !!el.closest("p") ? " (inline link in a paragraph)" : "";
              const label = (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 50);
              small.push(`${el.tagName.toLowerCase()} "${label}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}${inline}`);
            }
          }
          return { ...scroll, unclippedWidth, small };
        });
        expect(report.scrollWidth, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(report.innerWidth);
        expect(report.unclippedWidth, `content wider than the viewport (clipped by body) at ${width}px`).toBeLessThanOrEqual(report.innerWidth);
        expect(report.small, `tap targets under 44 x 44 px at ${width}px`).toEqual([]);
      }
    });
  });
}

// 12 ------------------------------------------------------------------------------------------
test.describe("right-to-left mirror at 1440 px", () => {
  for (const lang of LANGS) {
    const rtl = lang === "ar";
    test(`${lang}: header, process badges and text direction are ${rtl ? "mirrored" : "left to right"}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(inLang("/", lang));
      const banner = page.getByRole("banner");
      const brand = await banner.getByRole("link", { name: startsWith(site.brandName[lang]) }).boundingBox();
      const letsTalk = await banner
        .getByRole("link", { name: startsWith(t(lang, "header", "letsTalk")) })
        .filter({ visible: true })
        .boundingBox();
      expect(brand && letsTalk).toBeTruthy();

      const firstStep = page.locator("#process").getByRole("listitem").first().getByRole("button");
      const badge = await firstStep.locator('span[aria-hidden="true"]').first().boundingBox();
      const title = await firstStep.getByText(steps[0].title[lang], { exact: true }).boundingBox();
      expect(badge && title).toBeTruthy();
      await expect(firstStep.locator('span[aria-hidden="true"]').first()).toHaveText("1");

      if (rtl) {
        expect(brand!.x, "brand right of Let's Talk").toBeGreaterThanOrEqual(letsTalk!.x + letsTalk!.width);
        expect(badge!.x, "step number right of its title").toBeGreaterThanOrEqual(title!.x + title!.width);
      } else {
        expect(brand!.x + brand!.width).toBeLessThanOrEqual(letsTalk!.x);
        expect(badge!.x + badge!.width).toBeLessThanOrEqual(title!.x);
      }
      await expect(page.getByRole("main")).toHaveCSS("direction", rtl ? "rtl" : "ltr");
    });
  }
});
