import { test, expect } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { openMenuIfCollapsed, switcherLink } from "./languageSwitcher";

test(
  "choosing Arabic loads the same page in Arabic and remembers it across reloads",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy/");
    await openMenuIfCollapsed(page);
    await switcherLink(page, "العربية").click();
    await expect(page).toHaveURL("/ar/privacy-policy/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ar");

    await page.reload();
    await expect(page).toHaveURL("/ar/privacy-policy/");

    // An English URL now leads to its Arabic twin.
    await gotoHydrated(page, "/terms-of-service/");
    await expect(page).toHaveURL("/ar/terms-of-service/");
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL("/ar/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  },
);

test("the Arabic twin is chosen before anything of the English page is painted", async ({ page, request }) => {
  // The redirect runs before any style, font or script of the English page is even requested.
  const head = /<head>([\s\S]*?)<\/head>/.exec(await (await request.get("/")).text())?.[1] ?? "";
  const redirect = head.search(/<script>[^<]*localStorage\.getItem\("language"\)[^<]*location\.replace/);
  expect(redirect).toBeGreaterThan(-1);
  for (const tag of ["<style", "<link", "<script"]) {
    const first = head.indexOf(tag);
    if (first > -1) expect(redirect).toBeLessThanOrEqual(first);
  }

  await page.addInitScript(() => {
    if (location.pathname === "/") localStorage.setItem("language", "ar");
  });
  const documents: string[] = [];
  page.on("request", (r) => r.resourceType() === "document" && documents.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL("/ar/");
  expect(documents).toEqual(["/", "/ar/"]);
});

test("choosing English from Arabic stores English and stays English", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("language", "ar");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL("/ar/");
  await openMenuIfCollapsed(page);
  await switcherLink(page, "English").click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  await page.reload();
  await expect(page).toHaveURL("/");
});

for (const stored of ["klingon", "", '{"language":"ar"}', "AR"]) {
  test(`a stored value of ${JSON.stringify(stored)} means English`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("language", value), stored);
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}

test("storage that throws means English and the page still works", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL("/");
  await openMenuIfCollapsed(page);
  await switcherLink(page, "العربية").click();
  await expect(page).toHaveURL("/ar/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(errors).toEqual([]);
});

test.describe("before the page's scripts have run (slow phone, scripts blocked)", () => {
  // The bundles are blocked, so the browser reports each failed request.
  test.use({ allowedConsole: /^Failed to load resource/ });

  test("choosing English on an Arabic page with Arabic stored lands on English and stays there", async ({ page }) => {
    // The header shows the switcher from 1024 px; below, it sits in a menu that needs React.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("language", "ar");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(new URL(r.url()).pathname));

    await page.goto("/ar/");
    await switcherLink(page, "English").click();
    await page.waitForURL("/");
    await page.waitForLoadState("load");
    expect(documents).toEqual(["/ar/", "/"]);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.reload();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("a link marked as a language choice saves only a language of the site", async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/privacy-policy/");
    const saved = await page.evaluate(() => {
      const results: (string | null)[] = [];
      for (const code of ["klingon", "ar"]) {
        const link = document.createElement("a");
        link.setAttribute("hreflang", code);
        link.setAttribute("data-language-switch", "");
        link.href = "#";
        document.body.append(link);
        link.click();
        results.push(localStorage.getItem("language"));
      }
      return results;
    });
    expect(saved).toEqual([null, "ar"]);
  });
});
