// The context that ./sharedContext gives its specs' tests is left as a new visitor finds the site: what
// one test leaves behind, the next does not see (the clearing uses Chromium's DevTools protocol,
// which an upgrade may change).
import { test, expect } from "./sharedContext";

test.describe.configure({ mode: "serial" });

test("a visit leaves storage, a cookie, routes, an init script, another tab, a viewport and a media setting", async ({
  page,
  context,
}) => {
  await page.goto("/privacy-policy/");
  await page.evaluate(() => {
    localStorage.setItem("left", "local");
    sessionStorage.setItem("left", "session");
    document.cookie = "left=cookie; path=/";
  });
  await context.route("**/terms-of-service/", (route) => route.fulfill({ body: "routed" }));
  await page.route("**/terms-of-service/", (route) => route.fulfill({ body: "routed" }));
  await page.addInitScript(() => Object.assign(window, { leftByAnInitScript: true }));
  await page.setViewportSize({ width: 500, height: 500 });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
});

test("the next test finds none of it", async ({ page, context, viewport }) => {
  await page.goto("/terms-of-service/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const left = await page.evaluate(() => ({
    local: localStorage.getItem("left"),
    session: sessionStorage.getItem("left"),
    cookie: document.cookie.includes("left="),
    width: innerWidth,
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    initScript: "leftByAnInitScript" in window,
  }));
  expect(left).toEqual({
    local: null,
    session: null,
    cookie: false,
    width: viewport!.width,
    reducedMotion: true,
    initScript: false,
  });
  expect(context.pages()).toHaveLength(1);
});
