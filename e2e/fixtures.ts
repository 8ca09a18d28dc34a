// Every browser test fails when a page logs a console error or warning, or throws, unless
// the test names the message as expected (e.g. the scheduling catalogue's when the provider
// is told to fail).
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * The not-found page logs the path it was asked for (the specification's "the unknown path is
 * logged to the console"): that one line is expected there, naming the page's own path.
 */
const isNotFoundLog = (text: string, url: string) => text === `404: no page at ${new URL(url).pathname}`;

/**
 * Collects a browser context's console errors and warnings and its pages' uncaught errors,
 * except those `allowed` names: the list stays empty while all is well.
 */
export const watchConsole = (context: BrowserContext, allowed: RegExp | null): string[] => {
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      if (allowed?.test(text) || isNotFoundLog(text, page.url())) return;
      problems.push(`${message.type()}: ${text} (${page.url()})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return problems;
};

export const test = base.extend<{ allowedConsole: RegExp | null; consoleGuard: void }>({
  allowedConsole: [null, { option: true }],
  consoleGuard: [
    async ({ context, allowedConsole }, use) => {
      const problems = watchConsole(context, allowedConsole);
      await use();
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, BrowserContext, APIRequestContext } from "@playwright/test";
