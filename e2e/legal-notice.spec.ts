import { test, expect } from "./sharedContext";
import { ADDRESS, LANGS, LEGAL_NAME, ROUTES, inLang, legal, site } from "./content";

// The not-found page is served with status 404, which the browser logs.
test.use({ allowedConsole: /status of 404/ });

const notice = legal("legal-notice");

for (const lang of LANGS) {
  const url = inLang("/legal-notice/", lang);

  test(`${url} names the provider, its representative, two ways to reach it, its register entry and VAT id`, async ({
    page,
  }) => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title[lang]);
    const main = page.getByRole("main");
    const section = (id: string) => main.locator(`#${id}`);
    await expect(section("provider")).toContainText(LEGAL_NAME);
    await expect(section("provider")).toContainText(site.company.legalForm.name[lang]);
    await expect(section("provider")).toContainText(ADDRESS[lang]);
    await expect(section("representation")).toContainText(site.company.managingDirector);
    await expect(section("contact")).toContainText(site.contact.phone);
    await expect(section("contact")).toContainText(site.contact.email);
    await expect(section("commercial-register")).toContainText(site.company.register.court);
    await expect(section("commercial-register")).toContainText(site.company.register.number);
    await expect(section("vat-id")).toContainText(site.company.vatId);
    await expect(section("responsible-for-content")).toContainText("§ 18");
    await expect(section("responsible-for-content")).toContainText(site.company.editorialResponsible);
    await expect(section("consumer-dispute-resolution")).toContainText("§ 36 VSBG");
    // Nothing is left as a placeholder.
    await expect(main).not.toContainText("{{");
    if (lang === "ar") {
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Impressum");
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal Notice (Impressum)");
    }
  });

  test(`${lang}: the legal notice is one click from every page`, async ({ page }) => {
    for (const route of [...ROUTES.map((r) => r.path), "/no-such-page/"]) {
      await page.goto(inLang(route, lang));
      const link = page.getByRole("contentinfo").getByRole("link", { name: notice.title[lang], exact: true });
      await expect(link).toHaveAttribute("href", url);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: notice.title[lang], exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title[lang]);
  });

  test(`${lang}: the legal notice, the privacy policy, the terms and the footer show the same company facts`, async ({
    page,
  }) => {
    for (const slug of ["legal-notice", "privacy-policy", "terms-of-service"]) {
      await page.goto(inLang(`/${slug}/`, lang));
      const main = page.getByRole("main");
      await expect(main).toContainText(LEGAL_NAME);
      await expect(main).toContainText(ADDRESS[lang]);
      await expect(main).toContainText(site.contact.email);
      await expect(main).toContainText(site.contact.phone);
      await expect(page.getByRole("contentinfo")).toContainText(ADDRESS[lang]);
      await expect(main).not.toContainText("{{");
    }
  });
}
