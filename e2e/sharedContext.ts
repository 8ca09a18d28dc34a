/**
 * The `test` of the specs that visit the site as a new visitor would: each worker keeps one
 * browser context for them and gives each test a new tab in it, instead of Playwright's reset of
 * its reused context between tests, which clears the HTTP cache and loads every origin a test saw
 * to clear its storage (about 0.4 CPU-s a test on this machine, measured on 30 loads of a legal
 * page; a new tab costs what a kept one does). What a tab holds goes with it: its session
 * storage, init scripts, routes, listeners, viewport and media settings. What the context holds
 * is cleared after each test: cookies, every visited origin's local storage and IndexedDB, the
 * context's routes and permissions. The HTTP cache is kept, as a returning browser keeps it.
 *
 * A spec that sets the page's clock (the context's, which cannot be taken back) uses
 * `./fixtures`' `test`, which gives each test a context of its own.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { test as ownContext, expect } from "./fixtures";

/** This worker's context (a worker is a process of its own, and serves one project). */
let current: { options: string; context: BrowserContext } | undefined;

export const test = ownContext.extend({
  // The options are named twice: Playwright reads a fixture's needs from its pattern, which may
  // not end in a rest element.
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
    const options = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      javaScriptEnabled,
      reducedMotion,
    };
    const key = JSON.stringify(options);
    if (current?.options !== key || current.context.browser() !== browser) {
      await current?.context.close();
      current = { options: key, context: await browser.newContext(options) };
    }
    const { context } = current;
    const visited = new Set<string>();
    const track = (tab: Page) => tab.on("framenavigated", (frame) => visited.add(new URL(frame.url()).origin));
    context.on("page", track);
    await context.newPage();

    await use(context);

    // Chromium clears an origin's session storage with its local storage (shared-context.spec).
    const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
    for (const origin of visited) {
      if (origin.startsWith("http"))
        await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage,indexeddb" });
    }
    for (const tab of context.pages()) await tab.close();
    context.removeAllListeners("page");
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    await context.clearPermissions();
  },

  page: async ({ context }, use) => use(context.pages()[0]),
});

export { expect };
export type { Page, BrowserContext, APIRequestContext } from "./fixtures";
