import { HtmlValidate } from "html-validate";
import { test, expect } from "./sharedContext";
import { LANGS, ROUTES, inLang } from "./content";

// The HTML standard's rules only (html-validate's "standard" preset): valid markup, not a
// house style. Served pages, so the not-found pages are checked as visitors get them. The same
// HTML at every width: run in the desktop project only (playwright.config.ts).
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const PATHS = [...ROUTES.map((route) => route.path), "/no-such-page/"];

for (const lang of LANGS) {
  for (const pathname of PATHS) {
    const url = inLang(pathname, lang);
    test(`${url} is valid HTML`, async ({ request }) => {
      const response = await request.get(url);
      const report = await validator.validateString(await response.text(), url);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    });
  }
}
