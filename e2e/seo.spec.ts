import { test, expect, type Page } from "./sharedContext";
import { COLORS } from "../src/brand";
import { LANGS, LEGAL_NAME, ROUTES, SITE_URL, inLang, site, t, type Lang } from "./content";
import { gotoHydrated } from "./hydration";

// What search engines read is the same at every width: run in the desktop project only
// (playwright.config.ts).

// The not-found pages log the path asked for; the static-HTML checks block the scripts.
test.use({ allowedConsole: /status of 404|net::ERR_FAILED/ });

const absolute = (path: string) => `${SITE_URL}${path}`;

/** What search engines and social networks read in the <head> of the page now shown. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const meta = (selector: string) => all(selector).map((element) => element.getAttribute("content"));
    return {
      titles: all("title").map((element) => element.textContent),
      descriptions: meta('meta[name="description"]'),
      canonicals: all('link[rel="canonical"]').map((element) => element.getAttribute("href")),
      alternates: all('link[rel="alternate"][hreflang]').map((element) => [
        element.getAttribute("hreflang"),
        element.getAttribute("href"),
      ]),
      robots: meta('meta[name="robots"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogImageAlt: meta('meta[property="og:image:alt"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogLocale: meta('meta[property="og:locale"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLd: all('script[type="application/ld+json"]').map((element) => element.textContent ?? ""),
      themeColor: meta('meta[name="theme-color"]'),
      manifest: all('link[rel="manifest"]').map((element) => element.getAttribute("href")),
    };
  });

type Head = Awaited<ReturnType<typeof headOf>>;
type Route = (typeof ROUTES)[number];

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** One title, one description, one canonical and the three alternates, and the share tags. */
const expectHeadOfPage = (head: Head, path: string, route: Route, lang: Lang) => {
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toContain(site.brandName[lang]);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]!.length).toBeGreaterThan(50);
  expect(head.canonicals).toEqual([absolute(path)]);
  expect(head.alternates.sort()).toEqual(
    [
      ["ar", absolute(inLang(route.path, "ar"))],
      ["en", absolute(route.path)],
      ["x-default", absolute(route.path)],
    ].sort(),
  );
  expect(head.robots).toEqual([]);
  expect(head.twitterCard).toEqual(["summary_large_image"]);
  expect(head.ogTitle).toEqual(head.titles);
  expect(head.ogLocale).toEqual([lang === "ar" ? "ar_AR" : "en_US"]);
  expect(head.ogImage).toEqual([absolute(`/share/${lang}.png`)]);
  expect(head.ogImageAlt[0]).toContain(t(lang, "hero", "title"));
  expect(head.themeColor).toEqual([COLORS.brand500]);
  expect(head.manifest).toHaveLength(1);
};

/** The JSON-LD parses, names the organisation in the page's language, and has no duplicated entity. */
const expectJsonLd = ({ jsonLd }: Head, route: Route, lang: Lang) => {
  expect(jsonLd).toHaveLength(1);
  const data = JSON.parse(jsonLd[0]);
  expect(data["@context"]).toBe("https://schema.org");
  const graph: Record<string, any>[] = data["@graph"];
  const ids = graph.map((entity) => entity["@id"]);
  expect(new Set(ids).size).toBe(ids.length);
  const organization = graph.find((entity) => entity["@type"] === "ProfessionalService")!;
  expect(organization.name).toBe(site.brandName[lang]);
  expect(organization.legalName).toBe(LEGAL_NAME);
  expect(organization.email).toBe(site.contact.email);
  expect(organization.telephone).toBe(site.contact.phone);
  expect(organization.vatID).toBe(site.company.vatId);
  expect(organization.address).toEqual({
    "@type": "PostalAddress",
    streetAddress: site.contact.address.streetAddress,
    postalCode: site.contact.address.postalCode,
    addressLocality: "Duisburg",
    addressCountry: "DE",
  });
  expect(organization.sameAs).toEqual(site.social.map((social) => social.url));
  const website = graph.find((entity) => entity["@type"] === "WebSite")!;
  expect(website.inLanguage).toBe(lang);
  expect(website.publisher).toEqual({ "@id": organization["@id"] });
  expect(graph.some((entity) => entity["@type"] === "FAQPage")).toBe(route.path === "/");
};

for (const lang of LANGS) {
  for (const route of ROUTES) {
    const path = inLang(route.path, lang);

    test(`${path}: one title, one description, one canonical and the three alternates, in the static HTML and after hydration; JSON-LD parses, names the organisation in ${lang}, and has no duplicated entity`, async ({
      page,
    }) => {
      await test.step("the static HTML's head", async () => {
        await page.route("**/*.js", (r) => r.abort());
        await page.goto(path);
        expectHeadOfPage(await headOf(page), path, route, lang);
        await page.unrouteAll();
      });
      await gotoHydrated(page, path);
      const head = await headOf(page);
      await test.step("the head's tags after hydration", () => expectHeadOfPage(head, path, route, lang));
      await test.step("the JSON-LD", () => expectJsonLd(head, route, lang));
    });
  }

  test(`/${lang === "en" ? "" : "ar/"}: the FAQPage in JSON-LD is exactly the FAQ shown`, async ({ page }) => {
    await gotoHydrated(page, inLang("/", lang));
    const { jsonLd } = await headOf(page);
    const faqPage = JSON.parse(jsonLd[0])["@graph"].find(
      (entity: { "@type": string }) => entity["@type"] === "FAQPage",
    );
    expect(faqPage.inLanguage).toBe(lang);
    const shown = await page.locator("#faq").evaluate((section) =>
      [...section.querySelectorAll("button[aria-controls]")].map((button) => ({
        question: button.textContent!.trim(),
        answer: document.getElementById(button.getAttribute("aria-controls")!)!.textContent!.trim(),
      })),
    );
    expect(shown).toHaveLength(5);
    expect(
      faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => ({
        question: entry.name,
        answer: entry.acceptedAnswer.text,
      })),
    ).toEqual(shown);
  });

  test(`the ${lang} not-found page is kept out of search results`, async ({ page }) => {
    await page.goto(inLang("/no-such-page/", lang));
    const head = await headOf(page);
    expect(head.robots).toEqual(["noindex"]);
    expect(head.canonicals).toEqual([]);
    expect(head.titles).toHaveLength(1);
    expect(head.descriptions).toHaveLength(1);
  });

  test(`the ${lang} share image is a 1200x630 PNG`, async ({ request }) => {
    const response = await request.get(`/share/${lang}.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
}

test("sitemap.xml parses and lists every public page of both languages with its alternates", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto("/404.html");
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("sitemap.xml does not parse");
    return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")].map((url) => ({
      loc: url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0].textContent,
      alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")]
        .map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`)
        .sort(),
    }));
  }, xml);
  const expected = ROUTES.flatMap((route) =>
    LANGS.map((lang: Lang) => ({
      loc: absolute(inLang(route.path, lang)),
      alternates: [
        `ar ${absolute(inLang(route.path, "ar"))}`,
        `en ${absolute(route.path)}`,
        `x-default ${absolute(route.path)}`,
      ].sort(),
    })),
  );
  expect(entries.sort((a, b) => a.loc!.localeCompare(b.loc!))).toEqual(
    expected.sort((a, b) => a.loc.localeCompare(b.loc)),
  );
  expect(xml).not.toContain("404");
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("the web app manifests carry the brand, language and the brand orange", async ({ request }) => {
  for (const [file, lang] of [
    ["/manifest.webmanifest", "en"],
    ["/manifest_ar.webmanifest", "ar"],
  ] as const) {
    const manifest = await (await request.get(file)).json();
    expect(manifest).toMatchObject({
      name: site.brandName[lang],
      lang,
      theme_color: COLORS.brand500,
      start_url: inLang("/", lang),
    });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
  }
  expect((await request.get("/favicon.svg")).status()).toBe(200);
});
