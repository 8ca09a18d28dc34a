import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the static HTML, so that clicks reach their handlers
 * (before that, a click on a JavaScript-only control such as the menu toggle does nothing).
 */
export const gotoHydrated = async (page: Page, url: string) => {
  const response = await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await page.waitForLoadState("load");
  // Web fonts swapping in later would move the page under a test that measures positions.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return response;
};
