// What the landing page's browser tests share: the content they expect, and how they look.
import { expect, type BrowserContext, type Page } from "./fixtures";
import { dataFile, site, t } from "./content";

// ---------------------------------------------------------------------------------------------
// Content: the landing page shows what data/*.json holds, so the expectations come from there.
// ---------------------------------------------------------------------------------------------

export const services = dataFile("services.json");
export const steps = dataFile("process-steps.json");
export const testimonials = dataFile("testimonials.json");
export const toolGroups = dataFile("tools.json");
export const missionValues = dataFile("mission-values.json");
export const faqs = dataFile("faqs.json");

export const SECTION_IDS = ["home", "process", "testimonials", "tools", "mission", "faq"];
export { NAV_SECTIONS } from "../src/layout/navSections";
export const SCHEDULING_URL: string = site.scheduling.defaultUrl;

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Accessible names of call buttons end with "(opens in a new tab)", so match the start. */
export const startsWith = (text: string) => new RegExp(`^${escapeRe(text)}`);
export const sameUrl = (a: string) => new RegExp(`^${escapeRe(a.replace(/\/$/, ""))}/?$`);

export const MOBILE_BREAKPOINT = 1024; // the header folds its links into the menu below Tailwind lg
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT;

/** A section link of the header: in the menu on phones, which opens first. */
export const headerSectionLink = async (page: Page, lang: string, section: string) => {
  if (isNarrow(page)) await page.getByRole("button", { name: t(lang, "header", "openMenu") }).click();
  return page
    .getByRole("banner")
    .getByRole("link", { name: t(lang, "header", `nav.${section}`), exact: true })
    .locator("visible=true");
};

/** Marks the document, so that a test can tell a navigation in it from a new document. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** External sites are unreachable in tests: answer them locally so new tabs can load. */
export const answerExternalSitesLocally = (context: BrowserContext) =>
  context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>ok" }),
  );

/**
 * The text of an HTML fragment as a reader sees it: tags and comments dropped, entities decoded,
 * and NUL characters dropped as the browser's parser drops them from text (they are reported by
 * a test of their own).
 */
export const htmlToText = (html: string) =>
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
 * How long a jump may take to settle in a test. A position, not a speed: how fast the page
 * jumps is the benchmark's to judge. On a loaded 2-core machine one reading of placeOf took
 * 3 s (each measurement waits for a busy renderer), so one slow reading must not use up the wait.
 */
export const SETTLE_TIMEOUT = 15_000;

/**
 * A reader of where an element is, relative to the viewport and the fixed header, for
 * `expect.poll`: each reading is compared with the one before it, so the element has settled once
 * two readings a poll interval apart agree (a smooth scroll has stopped). Uses only Playwright's
 * own measurements, so it also works with JavaScript disabled.
 */
export const placeOf = (page: Page, selector: string) => {
  let before: number | undefined;
  return async () => {
    // What the visitor must see first: the section's heading (the section itself starts with
    // blank padding, which may pass under the header). Read together, in one round of waiting.
    const [box, header, heading] = await Promise.all([
      page.locator(selector).boundingBox(),
      page.locator("header").first().boundingBox(),
      page.locator(`${selector} :is(h2, h3)`).first().boundingBox(),
    ]);
    const viewportHeight = page.viewportSize()!.height;
    const top = box?.y ?? Number.NaN;
    const settled = before === top;
    before = top;
    return {
      hash: new URL(page.url()).hash,
      settled,
      inViewport: top >= 0 && top < viewportHeight,
      // Below the bottom edge of the header, wherever the header is (fixed, or scrolled away).
      clearOfHeader: (heading?.y ?? Number.NaN) >= (header ? header.y + header.height : 0) - 2,
    };
  };
};

/** A section settled where a jump to its anchor puts it: in view, its top just below the fixed header. */
export const expectAtAnchor = async (page: Page, id: string) => {
  await expect
    .poll(placeOf(page, `#${id}`), { timeout: SETTLE_TIMEOUT })
    .toMatchObject({ settled: true, inViewport: true });
  const { top, header } = await page.evaluate((id) => {
    const bottom = document.querySelector("header")!.getBoundingClientRect().bottom;
    return { top: document.getElementById(id)!.getBoundingClientRect().top, header: bottom };
  }, id);
  expect(top).toBeGreaterThanOrEqual(header - 1);
  expect(top).toBeLessThan(header + 64);
};
