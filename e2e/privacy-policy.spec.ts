import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, legal, site } from "./content";
import { bindCitations } from "../src/content/citations";
import { factsFor, type SiteFacts } from "../src/content/facts";
import { visibleText } from "../src/build/fontGuard";

// What the privacy policy tells a visitor about the host, Calendly, their right to object and
// what they must provide, and that it describes what its own build does.

const policy = legal("privacy-policy");
type Build = "public-calendly-token" | "no-public-calendly-token";

/** A section as the given kind of build shows it. */
const sectionOf = (id: string, build: Build) =>
  policy.sections.find((section) => section.id === id && (section.onlyInBuilds ?? build) === build)!;
const facts = (lang: string) => factsFor(site as SiteFacts, lang as "en");

const whitespace = (text: string) => text.replace(/\s+/g, " ");

/** The headings of the policy's sections, in order, as the reader sees them. */
const sectionHeadings = (page: Page) => page.getByRole("main").locator("section > h2").allTextContents();

// What the policy of the default build says, read as a visitor reads it: one page load per
// language, each statement a step of its own.
for (const lang of LANGS) {
  const url = inLang("/privacy-policy/", lang);

  test(`${url} says what a visitor must be told, and only what its build does`, async ({ page }) => {
    await page.goto(url);
    await test.step("names the host, where it processes the log data and the transfer basis", async () => {
      const hosting = page.locator("#hosting-and-server-logs");
      await expect(hosting).toContainText(site.host.name);
      // The country named in full, as the Arabic policy names it for Calendly (الولايات المتحدة الأمريكية).
      await expect(hosting).toContainText(` ${facts(lang).hostLogCountry}${lang === "ar" ? "،" : "."}`);
      await expect(hosting).toContainText(bindCitations(site.host.transferBasis![lang]));
      await expect(hosting).toContainText(
        new Intl.NumberFormat(`${lang}-u-nu-latn`, { style: "unit", unit: "day", unitDisplay: "long" }).format(
          site.host.logRetentionDays,
        ),
      );
      await expect(page.getByRole("main")).not.toContainText("{{");
    });
    await test.step("shows the right to object under its own heading, apart from the list of rights", async () => {
      const objection = sectionOf("right-to-object", "no-public-calendly-token");
      await expect(page.getByRole("heading", { level: 2, name: objection.heading[lang] })).toBeVisible();
      await expect(page.locator("#right-to-object")).toContainText(lang === "ar" ? "المادة 21" : "Art. 21 GDPR");
      await expect(
        page.locator("#your-rights li").filter({ hasText: lang === "ar" ? "المادة 21" : "Art. 21" }),
      ).toHaveCount(0);
      // It follows the list of rights at once.
      const headings = await sectionHeadings(page);
      expect(headings.indexOf(objection.heading[lang])).toBe(
        headings.indexOf(sectionOf("your-rights", "no-public-calendly-token").heading[lang]) + 1,
      );
    });
    await test.step("says Calendly processes bookings under a processing agreement, and what a visitor must provide", async () => {
      const booking = page.locator("#booking-a-call");
      await expect(booking).toContainText(lang === "ar" ? "وفقًا للمادة 28 من اللائحة" : "Art. 28 GDPR");
      await expect(booking).toContainText(bindCitations(lang === "ar" ? "المادة 46(2)(ج)" : "Art. 46(2)(c) GDPR"));
      const providing = sectionOf("providing-data", "no-public-calendly-token");
      await expect(page.getByRole("heading", { level: 2, name: providing.heading[lang] })).toBeVisible();
      await expect(page.locator("#providing-data li")).toHaveCount(providing.items![lang].length);
      await expect(page.locator("#providing-data")).toContainText(site.contact.phone);
    });
    await test.step("in a build without the public token: browsing reaches no third party, and no section says otherwise", async () => {
      await expect(page.locator("#booking-link-lookup")).toHaveCount(0);
      await expect(page.getByRole("main")).not.toContainText("api.calendly.com");
      expect(await sectionHeadings(page)).toEqual(
        policy.sections
          .filter((section) => section.onlyInBuilds !== "public-calendly-token")
          .map((section) => section.heading[lang]),
      );
    });
    await test.step("no legal citation can break across lines", async () => {
      const text = (await page.getByRole("main").textContent())!;
      expect(text).toContain("Art.\u00a06(1)\u2060(f)\u00a0GDPR");
      expect(text).toContain(
        lang === "ar" ? "(§\u00a025\u00a0Abs.\u00a02\u00a0Nr.\u00a02\u00a0TDDDG)" : "§\u00a025(2)\u00a0No.\u00a02",
      );
      expect(text).not.toMatch(/(§|Art\.|Abs\.|Nr\.) \d/);
      if (lang === "ar") expect(text).not.toMatch(/المادة \d/);
    });
    await test.step("says whether a data protection officer is appointed, and how to get the standard contractual clauses", async () => {
      await expect(page.locator("#controller")).toContainText(bindCitations(facts(lang).dataProtectionOfficer));
      await expect(page.locator("#recipients-and-transfers")).toContainText(
        lang === "ar"
          ? `نسخة من البنود التعاقدية القياسية بمراسلتنا على العنوان ${site.contact.email}`
          : `a copy of the standard contractual clauses at ${site.contact.email}`,
      );
    });
    await test.step("says what the staff's content editor at /admin/ contacts and keeps in the browser", async () => {
      const editor = sectionOf("content-editor", "no-public-calendly-token");
      const section = page.locator("#content-editor");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(editor.heading[lang]);
      const address = `${facts(lang).website}/admin/`;
      // Opening it, signing in: every host the editor's page may contact.
      for (const text of [address, "www.githubstatus.com", "api.github.com", "avatars.githubusercontent.com"]) {
        await expect(section).toContainText(text);
      }
      // In Arabic, the address is one left-to-right run.
      if (lang === "ar") await expect(section.locator("bdi", { hasText: "/admin/" }).first()).toHaveText(address);
      // What it stores is listed with the site's own entries, by key.
      for (const key of ["sveltia-cms.prefs", "sveltia-cms.locale", "sveltia-cms.user", "sveltia-cms.auth"]) {
        await expect(page.locator("#language-preference")).toContainText(key);
      }
      // The overview's "no third party" is said of the pages, and points to the editor.
      await expect(page.locator("#overview")).toContainText(address);
      await expect(page.locator("#overview")).toContainText(editor.heading[lang]);
      // Its legal basis (Art. 13(1)(c) GDPR), and GitHub among the recipients the policy lists as complete.
      await expect(section).toContainText(bindCitations(lang === "ar" ? "المادة 6(1)(و)" : "Art. 6(1)(f) GDPR"));
      await expect(page.locator("#recipients-and-transfers li", { hasText: "GitHub, Inc." })).toHaveCount(1);
    });
  });
}

test.describe("a build whose visitors' browsers call Calendly (ALLOW_PUBLIC_CALENDLY_TOKEN=true)", () => {
  test.use({ baseURL: "http://127.0.0.1:9101" });

  for (const lang of LANGS) {
    const url = inLang("/privacy-policy/", lang);

    test(`${url} says the browser asks Calendly's API on every page load, with the legal basis, and nothing contradicts it`, async ({
      page,
    }) => {
      const html = await (await page.goto(url))!.text();
      const lookup = sectionOf("booking-link-lookup", "public-calendly-token");
      await expect(page.getByRole("heading", { level: 2, name: lookup.heading[lang] })).toBeVisible();
      const section = page.locator("#booking-link-lookup");
      await expect(section).toContainText("api.calendly.com");
      await expect(section).toContainText(
        bindCitations(lang === "ar" ? "المادة 6(1)(و) من اللائحة" : "Art. 6(1)(f) GDPR"),
      );
      // The overview and the recipients are this build's own.
      await expect(page.locator("#overview")).toContainText(
        sectionOf("overview", "public-calendly-token").items![lang][1],
      );
      await expect(page.locator("#overview")).not.toContainText(
        sectionOf("overview", "no-public-calendly-token").paragraphs[lang][0],
      );
      await expect(page.locator("#recipients-and-transfers")).toContainText(
        sectionOf("recipients-and-transfers", "public-calendly-token").items![lang][1],
      );
      expect(await sectionHeadings(page)).toEqual(
        policy.sections
          .filter((section) => section.onlyInBuilds !== "no-public-calendly-token")
          .map((section) => section.heading[lang]),
      );
      await test.step("the page's text, as served, holds nothing only the other builds say", () => {
        const text = whitespace(visibleText(html));
        expect(lookup.onlyInBuilds).toBe("public-calendly-token");
        expect(text).toContain(whitespace(lookup.heading[lang]));
        expect(text).toContain("api.calendly.com");
        expect(text).toContain(
          whitespace(bindCitations(lang === "ar" ? "المادة 6(1)(و) من اللائحة" : "Art. 6(1)(f) GDPR")),
        );
        // What only the other builds say (the same sentence may stand in both twins).
        const textsOf = (build: Build) =>
          policy.sections
            .filter((section) => section.onlyInBuilds === build)
            .flatMap((section) => [...section.paragraphs[lang], ...(section.items?.[lang] ?? [])]);
        const ours = new Set(textsOf("public-calendly-token"));
        const theirs = textsOf("no-public-calendly-token").filter((other) => !ours.has(other));
        expect(theirs.length).toBeGreaterThan(0);
        // Compared as the build binds citations, so that a word joiner cannot hide a match.
        for (const other of theirs) expect(text).not.toContain(whitespace(bindCitations(other)));
      });
    });
  }
});
