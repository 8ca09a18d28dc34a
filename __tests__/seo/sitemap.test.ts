import { robotsTxt, sitemapXml } from "../../src/seo/sitemap";

test("every page is listed in each language, with its twins and the English page as x-default", () => {
  const xml = sitemapXml("https://www.example.com/", [{ en: "/privacy-policy/", ar: "/ar/privacy-policy/" }]);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body);
  expect(urls.map((body) => /<loc>(.*)<\/loc>/.exec(body)![1])).toEqual([
    "https://www.example.com/privacy-policy/",
    "https://www.example.com/ar/privacy-policy/",
  ]);
  for (const body of urls) {
    const alternates = [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(alternates).toEqual([
      "en https://www.example.com/privacy-policy/",
      "ar https://www.example.com/ar/privacy-policy/",
      "x-default https://www.example.com/privacy-policy/",
    ]);
  }
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
});

test("URLs are escaped for XML", () => {
  expect(sitemapXml("https://example.com", [{ en: "/a&b/", ar: "/ar/a&b/" }])).toContain(
    "<loc>https://example.com/a&amp;b/</loc>",
  );
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(robotsTxt("https://www.example.com/")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
  );
});
