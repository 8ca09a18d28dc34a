import { test, expect, type Page } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { t } from "./content";

// The background's motion is what this spec checks: the suite's default of reduced motion is off here.
test.use({ reducedMotion: "no-preference" });

const layer = (page: Page) => page.getByTestId("background-layer");
/** The particles start once the visitor first uses the page. */
const interact = (page: Page) => page.mouse.wheel(0, 10);
const glowTransform = (page: Page) =>
  page.getByTestId("background-glow").evaluate((glow) => getComputedStyle(glow).transform);

test("the decorative layer covers the screen behind the content and ignores the pointer", async ({ page }) => {
  await gotoHydrated(page, "/");
  const style = await layer(page).evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      pointerEvents: computed.pointerEvents,
      position: computed.position,
      zIndex: computed.zIndex,
      hidden: element.getAttribute("aria-hidden"),
    };
  });
  expect(style).toEqual({ pointerEvents: "none", position: "fixed", zIndex: "-10", hidden: "true" });
  const box = await layer(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width });
});

test("the glow follows the pointer, moved by a transform", async ({ page }) => {
  await gotoHydrated(page, "/");
  const before = await glowTransform(page);
  await page.mouse.move(200, 300);
  await expect.poll(() => glowTransform(page)).toBe("matrix(1, 0, 0, 1, 200, 300)");
  await page.mouse.move(900, 120, { steps: 5 });
  await expect.poll(() => glowTransform(page)).toBe("matrix(1, 0, 0, 1, 900, 120)");
  expect(before).not.toBe("matrix(1, 0, 0, 1, 900, 120)");
});

test("particles appear once initialised and fade in over one second", async ({ page }) => {
  await gotoHydrated(page, "/ar/");
  const particles = page.locator("#background-particles");
  // Everything the page loads by itself has loaded (no request for half a second).
  await page.waitForLoadState("networkidle");
  await expect(particles, "nothing before the page is used").toHaveCount(0);
  await interact(page);
  await expect(particles.locator("canvas")).toHaveCount(1, { timeout: 10_000 });
  const fade = await particles.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { property: computed.transitionProperty, duration: computed.transitionDuration };
  });
  expect(fade).toEqual({ property: "opacity", duration: "1s" });
  await expect.poll(() => particles.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("the particle engine is not part of the JavaScript the page needs to render", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  // Every script the HTML names: in a tag, or in the loader that adds the bundles after the first paint.
  const scripts = [...html.matchAll(/"(\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await request.get(script)).text(), script).not.toMatch(/tsParticles/);
  }
  // It is fetched later, after the page is interactive and in use.
  const requested: string[] = [];
  page.on("request", (r) => r.url().endsWith(".js") && requested.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  await interact(page);
  await expect(page.locator("#background-particles canvas")).toHaveCount(1, { timeout: 10_000 });
  const later = requested.filter((script) => !scripts.includes(script));
  const bodies = await Promise.all(later.map(async (script) => (await request.get(script)).text()));
  expect(bodies.some((body) => body.includes("tsParticles"))).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: no glow tracking and no particles", async ({ page }) => {
    await gotoHydrated(page, "/");
    const before = await glowTransform(page);
    await page.mouse.move(300, 400);
    await page.mouse.move(600, 200, { steps: 4 });
    await interact(page);
    // What the page's use would start has started (no request for half a second), and the
    // pointer's last move has had its frame.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await glowTransform(page)).toBe(before);
    await expect(page.locator("#background-particles")).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test("content under the layer still takes clicks", async ({ page }) => {
  await gotoHydrated(page, "/");
  await interact(page);
  await expect(page.locator("#background-particles canvas")).toHaveCount(1, { timeout: 10_000 });
  const question = page.locator("#faq").getByRole("button").first();
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  const cta = page.locator("#mission").getByRole("link", { name: new RegExp(t("en", "mission", "cta")) });
  await cta.scrollIntoViewIfNeeded();
  // What the pointer hits at the button's centre is the button, not the layer above the page.
  const hitsButton = await cta.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hitsButton).toBe(true);
});
