// Every phone number and e-mail address the site shows can be used: a link that calls or writes.
import { test, expect } from "./sharedContext";
import { LANGS, ROUTES, inLang, site } from "./content";
import { gotoHydrated } from "./hydration";

for (const lang of LANGS) {
  for (const route of ROUTES) {
    const url = inLang(route.path, lang);
    test(`${url}: every phone number and e-mail address shown is a link that calls or writes`, async ({ page }) => {
      await gotoHydrated(page, url);
      // Whatever a page keeps for later (the rest of a legal page) is there once scrolled to the end.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      const contacts = await page.locator("body").evaluate((body) => {
        const found: { text: string; href: string | null }[] = [];
        const contact = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d{1,3}(?:[ \u00a0]\d+)+/gu;
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest("script, style, noscript, [hidden]")) continue;
          for (const match of node.textContent!.matchAll(contact)) {
            found.push({ text: match[0], href: parent.closest("a")?.getAttribute("href") ?? null });
          }
        }
        return found;
      });
      const digits = (text: string) => text.replace(/[^+\d]/g, "");
      expect(contacts.map(({ text }) => text)).toContain(site.contact.email);
      expect(contacts.some(({ text }) => digits(text) === digits(site.contact.phone))).toBe(true);
      for (const { text, href } of contacts) {
        expect(href, `"${text}"`).toBe(text.includes("@") ? `mailto:${text}` : `tel:${digits(text)}`);
      }
    });
  }
}
