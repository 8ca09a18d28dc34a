import { test, expect, type Page, type APIRequestContext } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { COMPILE_HINT } from "../src/build/compileHints";

// The particles' script is among those checked, and it runs only where motion is not reduced: the suite's default of reduced motion is off here.
test.use({ reducedMotion: "no-preference" });

// Every bundle asks Chromium to compile it while it downloads (see src/build/compileHints.ts):
// those a page runs on load, and the particle engine's, loaded on first use.
const HINT = `${COMPILE_HINT}\n`;

/** Every JavaScript file the page asks for from now on, with its body as served, by path. */
const recordScripts = (page: Page, request: APIRequestContext) => {
  const requested = new Set<string>();
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith(".js")) requested.add(pathname);
  });
  return async () =>
    new Map(
      await Promise.all(
        [...requested].map(async (pathname) => [pathname, await (await request.get(pathname)).text()] as const),
      ),
    );
};

for (const url of ["/", "/ar/", "/privacy-policy/", "/ar/terms-of-service/"]) {
  test(`${url}: every script, on load and on first use, is compiled while it downloads`, async ({ page, request }) => {
    const scripts = recordScripts(page, request);
    await gotoHydrated(page, url);
    const onLoad = await scripts();
    // Gatsby's runtime, React, the app and the page's template at least.
    const loaded = [...onLoad.keys()];
    expect(loaded.some((pathname) => pathname.includes("/framework-"))).toBe(true);
    expect(loaded.some((pathname) => pathname.includes("/component---src-templates-"))).toBe(true);
    for (const [pathname, body] of onLoad) expect(body.startsWith(HINT), pathname).toBe(true);

    await page.mouse.wheel(0, 10);
    await expect(page.locator("#background-particles canvas")).toHaveCount(1, { timeout: 10_000 });
    const later = [...(await scripts())].filter(([pathname]) => !onLoad.has(pathname));
    expect(later.some(([, body]) => body.includes("tsParticles"))).toBe(true);
    for (const [pathname, body] of later) expect(body.startsWith(HINT), pathname).toBe(true);
  });
}
