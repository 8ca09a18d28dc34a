import fs from "fs";
import path from "path";
import { test, expect } from "./sharedContext";
import { LANGS, ROUTES, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";

// Every page as visitors get it, with motion (the particles' script runs too): the suite's default of reduced motion is off here.
test.use({ reducedMotion: "no-preference" });

const PAGES = [
  ...LANGS.flatMap((lang) => ROUTES.map((route) => inLang(route.path, lang))),
  "/no-such-page/",
  "/ar/no-such-page/",
];

test.use({ allowedConsole: /status of 404/ });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
});

for (const path of PAGES) {
  test(`${path} is served with the security headers and breaks none of them`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");

    // Exercise what runs scripts: the particles (after first use) and the page's controls.
    await page.mouse.wheel(0, 400);
    if (LANGS.some((lang) => path === inLang("/", lang))) {
      await page.locator("#solutions button[aria-expanded]").first().click();
    }
    // The particles' canvas is the last of those scripts to start; a violation is reported in a
    // task queued after it, so the check waits a frame and a task past the canvas.
    await expect(page.locator("#background-particles canvas")).toHaveCount(1, { timeout: 10_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}

test("hashed assets are cached for good, pages are revalidated", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // Referenced by the loader that adds the bundles after the first paint.
  const script = /"(\/app-[^"]+\.js)"/.exec(html)![1];
  expect((await request.get(script)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  // The English pages fetch the Arabic language name's face as a file (the others are embedded).
  const font = /url\((\/static\/[^)]+\.woff2)\)/.exec(html)![1];
  expect((await request.get(font)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("every link that opens a new tab gives the new page no opener and no referrer", async ({ page }) => {
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      await page.goto(inLang(route.path, lang));
      const rels = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("rel")));
      expect(rels.length).toBeGreaterThan(0);
      for (const rel of rels) expect(rel).toBe("noopener noreferrer");
    }
  }
});

for (const stored of ["ar", "garbage", "{}", ""]) {
  test(`a page works whatever local storage holds (${JSON.stringify(stored)})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem("language", value), stored);
    await gotoHydrated(page, "/privacy-policy/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const lang = stored === "ar" ? "ar" : "en";
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The footer's Cookie Settings, which reads what the site stored, opens.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t(lang, "footer", "cookieSettings") })
      .click();
    await expect(page.getByRole("dialog", { name: t(lang, "cookies", "title") })).toBeVisible();
  });
}

test("the published build holds no source maps and no webpack.stats.json", async ({ request }) => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const published = files(path.join(__dirname, "..", "public")).map((file) =>
    path.relative(path.join(__dirname, "..", "public"), file),
  );
  expect(published.length).toBeGreaterThan(20);
  expect(published.filter((file) => file.endsWith(".map") || file.endsWith("webpack.stats.json"))).toEqual([]);
  expect((await request.get("/webpack.stats.json")).status()).toBe(404);
  const html = await (await request.get("/")).text();
  for (const script of html.match(/\/[\w.~-]+\.js(?=")/g) ?? []) {
    expect(await (await request.get(script)).text()).not.toContain("sourceMappingURL");
  }
});
