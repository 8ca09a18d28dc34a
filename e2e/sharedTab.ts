/**
 * The `test` of the specs that visit the site as a new visitor would: each worker keeps one tab
 * for them, instead of Playwright's reset of its reused context between tests, which clears the
 * HTTP cache and loads every origin a test saw to clear its storage (about 0.4 CPU-s a test on
 * this machine, measured on 30 loads of a legal page). After each test the tab is left as a new
 * visitor finds the site, but with the browser's cache kept: other tabs closed, routes and
 * listeners removed, cookies and every visited origin's local and session storage cleared, the
 * page's viewport and media as the test's options say, at about:blank.
 *
 * What this cannot put back, a spec does not do here: an init script, the page's clock.
 * Such specs use `./fixtures`' `test`, which gives each test a context of its own.
 */
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { test as ownContext, expect } from "./fixtures";

type Tab = { key: string; context: BrowserContext; page: Page; cdp: CDPSession; visited: Set<string> };

const EVENTS = ["console", "pageerror", "request", "response", "requestfinished", "requestfailed", "dialog", "popup"];

/** This worker's tab (a worker is a process of its own, and serves one project). */
let current: Tab | undefined;

export const test = ownContext.extend({
  context: async (
    {
      browser,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      javaScriptEnabled,
      reducedMotion,
    },
    use,
  ) => {
    const options = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, javaScriptEnabled };
    const key = JSON.stringify(options);
    if (current?.key !== key || current.context.browser() !== browser) {
      await current?.context.close();
      const context = await browser.newContext({ ...options, reducedMotion });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const tab: Tab = { key, context, page, cdp, visited: new Set() };
      page.on("framenavigated", (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith("http")) tab.visited.add(origin);
      });
      current = tab;
    }
    const tab = current!;
    await tab.page.emulateMedia({ reducedMotion });

    await use(tab.context);

    if (tab.page.isClosed()) {
      current = undefined;
      await tab.context.close();
      return;
    }

    for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
    await tab.context.unrouteAll({ behavior: "ignoreErrors" });
    await tab.page.unrouteAll({ behavior: "ignoreErrors" });
    for (const event of EVENTS) tab.page.removeAllListeners(event);
    tab.context.removeAllListeners("page");
    await tab.context.clearCookies();
    await tab.context.clearPermissions();
    // Chromium clears an origin's session storage with its local storage.
    for (const origin of tab.visited)
      await tab.cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage,indexeddb" });
    await tab.page.goto("about:blank");
    if (viewport) await tab.page.setViewportSize(viewport);
    tab.visited.clear();
  },

  page: async ({ context }, use) => use(context.pages()[0]),
});

export { expect };
export type { Page, BrowserContext, APIRequestContext } from "./fixtures";
