// The two browsers the bench's second page drives (scripts/bench-second-page.mjs): Chromium with the
// phone profile, and Firefox ESR, each opening a fresh context per journey with the probe in every document.
import { chromium } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./browser.mjs";
import { probe } from "./bench-second-page-probe.mjs";

export const PHONE = {
  viewport: { width: 390, height: 844 },
  // Lighthouse's mobile preset's device scale factor, as in the first-load part.
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuSlowdown: 4,
};
const FIREFOX_PATH = "/usr/bin/firefox-esr";

/** Chromium through Playwright, with the phone profile. */
export const openChromium = async () => {
  // Playwright turns the back/forward cache off; a visitor's browser has it, and a document's
  // Back is measured against it.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  return {
    name: `Chromium ${browser.version()}`,
    profile: "phone profile: 390 × 844, touch, 150 ms RTT, 1.6/0.75 Mbps, CPU ×4",
    newPage: async (probeArgument) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, network, cpuSlowdown } = PHONE;
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send("Network.enable");
      await devtools.send("Network.emulateNetworkConditions", network);
      await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.addInitScript(probe, probeArgument);
      return {
        page,
        tap: (selector) => page.locator(selector).tap(),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
};

/** Firefox ESR through Puppeteer and WebDriver BiDi: unthrottled, mouse clicks. */
export const openFirefox = async () => {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true });
  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
    profile: "unthrottled, 390 × 844, mouse click",
    newPage: async (probeArgument) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(PHONE.viewport);
      await page.evaluateOnNewDocument(probe, probeArgument);
      return {
        page,
        tap: (selector) => page.locator(selector).click(),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
};
