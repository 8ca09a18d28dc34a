import { test, expect, type Page } from "./sharedContext";
import { LANGS, LANGUAGE_LIST, dataFile, inLang, legal, t } from "./content";
import { gotoHydrated } from "./hydration";
import { STORAGE_KINDS, type StorageArea } from "../src/privacy/storageEntries";
import { openMenuIfCollapsed, switcherLink } from "./languageSwitcher";

// What the site keeps on a visitor's device, said exactly: a visit as a person makes one (load,
// open sections, another page and back, switch language, open Cookie Settings), then every key
// the browser holds for the site must be one the privacy policy names and Cookie Settings shows.
// Keys are matched by kind, not counted: whether a link loads a document or Gatsby's router
// follows it, the router writes one scroll position per page, and so on.

/** The quotation marks each language's policy puts around a stored key. */
const OPENING_QUOTE: Record<string, string> = { en: "“", ar: "«" };

const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));

for (const lang of LANGS) {
  const other = LANGS.find((code) => code !== lang)!;

  test(`${lang}: after a visit, every key the site stored is named in the policy and shown in Cookie Settings`, async ({
    page,
    context,
  }) => {
    test.slow();
    await gotoHydrated(page, inLang("/", lang));

    // Open a section: the first service card and the first question of the FAQ.
    const faq = page.locator("#faq");
    await faq.scrollIntoViewIfNeeded();
    await faq.getByRole("button", { name: dataFile("faqs.json")[0].question[lang as "en"], exact: true }).click();
    await page.mouse.wheel(0, 600);

    // Another page, some reading, and back.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legal("privacy-policy").title[lang], exact: true })
      .click();
    await page.waitForURL(inLang("/privacy-policy/", lang));
    await page.mouse.wheel(0, 800);
    await page.goBack();
    await page.waitForURL(inLang("/", lang));

    // Switch language (a full page load), then open Cookie Settings from the footer.
    await openMenuIfCollapsed(page);
    await switcherLink(page, LANGUAGE_LIST.find((language) => language.code === other)!.label).click();
    // Mid-page, the switch opens the other language at the section in view (#fragment).
    await page.waitForURL((url) => url.pathname === inLang("/", other));
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t(other, "footer", "cookieSettings") })
      .click();
    const dialog = page.getByRole("dialog", { name: t(other, "cookies", "title") });
    await expect(dialog).toBeVisible();

    const keys = await storedKeys(page);
    // What such a visit always leaves: the language chosen, and the router's scroll positions.
    expect(keys.local).toContain("language");
    expect(keys.session.some((key) => key.startsWith("@@scroll|"))).toBe(true);
    // A visitor who never opened the content editor (/admin/) has none of its entries.
    expect(keys.local.filter((key) => key.startsWith("sveltia-cms."))).toEqual([]);

    const policy = await context.newPage();
    await policy.goto(inLang("/privacy-policy/", other));
    const storageSection = (await policy.locator("#language-preference").textContent())!.replace(/\s+/g, " ");

    for (const area of ["local", "session"] as StorageArea[]) {
      for (const key of keys[area]) {
        const kind = STORAGE_KINDS.find((candidate) => candidate.area === area && candidate.matches(key));
        expect(kind, `${area} storage holds "${key}", which the site does not describe`).toBeDefined();
        // The policy names it, as the key is written (within the language's quotation marks).
        expect(storageSection, `the privacy policy names ${kind!.name}`).toContain(
          `${OPENING_QUOTE[other]}${kind!.name}`,
        );
        // Cookie Settings shows it, in its kind's entry with its purpose and how long it stays.
        const entry = dialog.locator(`[data-storage-kind="${kind!.id}"]`);
        // (A page scrolled twice in the tab is listed once, with the keys of both entries.)
        await expect(entry.locator(`[data-storage-key~=${JSON.stringify(key)}]`)).toBeVisible();
        await expect(entry).toContainText(t(other, "cookies", `entries.${kind!.id}.purpose`));
        await expect(entry).toContainText(t(other, "cookies", `entries.${kind!.id}.duration`));
        await expect(entry).toContainText(t(other, "cookies", `areas.${area}`));
      }
    }
    await expect(dialog.locator('[data-storage-kind="unknown"]')).toHaveCount(0);
    await expect(dialog.getByRole("status")).not.toContainText(t(other, "cookies", "nothingStored"));
  });
}
