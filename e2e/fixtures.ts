// Every browser test fails when a page logs a console error or warning, or throws, unless
// the test names the message as expected (e.g. the scheduling catalogue's when the provider
// is told to fail).
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ allowedConsole: RegExp | null; consoleGuard: void }>({
  allowedConsole: [null, { option: true }],
  consoleGuard: [
    async ({ context, allowedConsole }, use) => {
      const problems: string[] = [];
      const watch = (page: import("@playwright/test").Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" && message.type() !== "warning") return;
          const text = message.text();
          if (!allowedConsole?.test(text)) problems.push(`${message.type()}: ${text} (${page.url()})`);
        });
        page.on("pageerror", (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, BrowserContext, APIRequestContext } from "@playwright/test";
