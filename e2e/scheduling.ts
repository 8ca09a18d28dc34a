// What the scheduling specs share. They are two files, one per provider test double, so that the
// two can run side by side (each file's tests run one after another: they set their double's answer).
import { expect, type Page, type BrowserContext } from "./fixtures";
import { site, t, type Lang } from "./content";
import config from "../scripts/e2e-config.json";

export const { links: LINKS, buildTime: BUILD_TIME, runtime: RUNTIME } = config;
export const DEFAULT_LINK = site.scheduling.defaultUrl;

// When the provider is told to fail, the page logs the catalogue message and the browser
// reports the failed request itself.
export const PROVIDER_FAILURE_CONSOLE =
  /^(Failed to fetch user info from Calendly|Failed to fetch event types from Calendly|No active event types found|Failed to fetch scheduling link)$|^Failed to load resource/;

/** The booking page opens in a new tab; the internet is out of reach, so it is answered here. */
export const answerExternalPages = (context: BrowserContext) =>
  context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>booking</title>" }),
  );

export const floatingButton = (page: Page, lang: Lang) =>
  page.locator(".fixed.bottom-5").filter({ hasText: t(lang, "common", "scheduleCall") });

/**
 * Every call to action that books a call, on a phone: hero, mission, floating button, menu (last:
 * the open menu covers the others).
 */
const callsToAction = (lang: Lang) => [
  { name: "hero", text: t(lang, "hero", "scheduleConsultation"), within: "#home" },
  { name: "mission", text: t(lang, "mission", "cta"), within: "#mission" },
  { name: "floating", text: t(lang, "common", "scheduleCall"), within: "body" },
  {
    name: "menu",
    open: async (page: Page) => page.getByRole("button", { name: t(lang, "header", "openMenu") }).click(),
    text: t(lang, "header", "letsTalk"),
    within: "#mobile-menu",
  },
];

const ctaLink = async (page: Page, cta: ReturnType<typeof callsToAction>[number]) => {
  await cta.open?.(page);
  return page
    .locator(cta.within)
    .getByRole("link", { name: new RegExp(cta.text) })
    .filter({ visible: true })
    .first();
};

/** Clicks each call to action and returns the URL each new tab opened. */
export const openedLinks = async (page: Page, context: BrowserContext, lang: Lang) => {
  const opened: string[] = [];
  for (const cta of callsToAction(lang)) {
    const link = await ctaLink(page, cta);
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForLoadState("domcontentloaded");
    opened.push(tab.url().replace(/\/$/, ""));
    await tab.close();
  }
  return opened;
};

/**
 * The URL each call to action opens in a new tab, read from the link once a trial click (which
 * clicks nothing) has found it clickable: visible, enabled, not covered. For the scenarios of a
 * mode after the one where openedLinks walks the clicks: a tab opened per call to action and
 * scenario was half of these specs' time, for the same links.
 */
export const linksOfCallsToAction = async (page: Page, lang: Lang) => {
  const links: string[] = [];
  for (const cta of callsToAction(lang)) {
    const link = await ctaLink(page, cta);
    await link.click({ trial: true });
    expect(await link.getAttribute("target")).toBe("_blank");
    links.push((await link.getAttribute("href"))!.replace(/\/$/, ""));
  }
  return links;
};
