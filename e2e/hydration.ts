import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the static HTML, so that clicks reach their handlers
 * (before that, a click on a JavaScript-only control such as the menu toggle does nothing).
 */
export const gotoHydrated = async (page: Page, url: string) => {
  const response = await page.goto(url);
  // Hydration runs in slices (src/browser/hydrateInSlices.ts), so React's root exists before it is
  // done; Gatsby sets this mark from an effect, which runs once the whole page is hydrated.
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  await page.waitForLoadState("load");
  // Web fonts swapping in later would move the page under a test that measures positions.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return response;
};
