// Languages are data: .e2e/build-time is built from a copy of the site with German added the way
// docs/recipes/add-a-language.md says (one entry in data/site.json, one text per localized field,
// locales/de/; no source file touched; every file saved with CR LF line endings), by
// scripts/build-e2e.mjs, which also checks that the build wrote nothing into src/.
import fs from "fs";
import path from "path";
import { test, expect } from "./sharedContext";
import { SITE_URL, site } from "./content";
import { gotoHydrated } from "./hydration";
import { switcherLink } from "./languageSwitcher";
import config from "../scripts/e2e-config.json";

const BUILT = path.join(__dirname, "..", ".e2e", "build-time");
/** The same build on Cloudflare's runtime, which applies the build's _redirects as a host does. */
const ON_A_HOST = `http://127.0.0.1:${config.buildTime.cloudflarePort}`;
const GERMAN_PAGES = ["/de/", "/de/privacy-policy/", "/de/legal-notice/", "/de/terms-of-service/"];

test("the new language has every page, as a left-to-right German document", async ({ request }) => {
  for (const page of GERMAN_PAGES) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    expect(await response.text(), page).toMatch(/<html[^>]* lang="de" dir="ltr"/);
  }
  expect(await (await request.get("/de/")).text()).toContain(site.brandName.en);
});

test("every page links its German twin (hreflang), and the switcher leads there", async ({ page, request }) => {
  for (const [pathname, twin] of [
    ["/", "/de/"],
    ["/ar/privacy-policy/", "/de/privacy-policy/"],
  ]) {
    const html = await (await request.get(pathname)).text();
    expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${SITE_URL}${twin}"`);
  }
  await gotoHydrated(page, "/ar/privacy-policy/");
  await switcherLink(page, "Deutsch").click();
  await expect(page).toHaveURL("/de/privacy-policy/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the sitemap lists the German pages with their twins, and unknown German paths get the German not-found page", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/de/</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}/de/terms-of-service/"/>`);
  expect(await (await request.get("/manifest_de.webmanifest")).json()).toMatchObject({
    lang: "de",
    dir: "ltr",
    start_url: "/de/",
  });
  const notFound = await request.get(`${ON_A_HOST}/de/no-such-page/`);
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toMatch(/<html[^>]* lang="de" dir="ltr"/);
});

test("a file an earlier build left in public/ is gone after the build", async ({ request }) => {
  expect(fs.existsSync(path.join(BUILT, "left-by-an-earlier-build.js"))).toBe(false);
  expect((await request.get("/left-by-an-earlier-build.js")).status()).toBe(404);
});
