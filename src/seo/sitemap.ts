/** sitemap.xml with each page's language twins (xhtml:link alternates), and robots.txt. */
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `pages`: for each page, its path in every language. */
export const sitemapXml = (siteUrl: string, pages: Record<Language, string>[]) => {
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => escapeXml(`${base}${path}`);
  const entries = pages.flatMap((twins) => {
    const alternates = [
      ...Object.entries(twins).map(
        ([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(twins[DEFAULT_LANGUAGE])}"/>`,
    ].join("\n");
    return Object.values(twins).map((path) => `  <url>\n    <loc>${url(path)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
};

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`;
