import fs from "fs";
import path from "path";
import { test, expect, type Page, type BrowserContext } from "./fixtures";
import { LANGS, inLang, legal, site, t, type Lang } from "./content";
import { gotoHydrated } from "./hydration";
import config from "../scripts/e2e-config.json";

const { links: LINKS, buildTime: BUILD_TIME, runtime: RUNTIME } = config;
const CONTROL = RUNTIME.controlUrl;

// When the provider is told to fail, the page logs the catalogue message and the browser
// reports the failed request itself.
test.use({
  allowedConsole:
    /^(Failed to fetch user info from Calendly|Failed to fetch event types from Calendly|No active event types found|Failed to fetch scheduling link)$|^Failed to load resource/,
});
const DEFAULT_LINK = site.scheduling.defaultUrl;

const useScenario = async (name: string) => {
  const response = await fetch(`${CONTROL}/scenario/${name}`, { method: "POST" });
  expect(response.ok).toBe(true);
};
const providerRequests = async (): Promise<
  { path: string; query: Record<string, string>; authorization: string; contentType: string }[]
> => (await (await fetch(`${CONTROL}/requests`)).json()).requests;

/** The booking page opens in a new tab; the internet is out of reach, so it is answered here. */
const answerExternalPages = (context: BrowserContext) =>
  context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>booking</title>" }),
  );

const floatingButton = (page: Page, lang: Lang) =>
  page.locator(".fixed.bottom-5").filter({ hasText: t(lang, "common", "scheduleCall") });

/** Every call to action that books a call, on a phone: menu, hero, mission, floating button. */
const callsToAction = (lang: Lang) => [
  {
    name: "menu",
    open: async (page: Page) => page.getByRole("button", { name: t(lang, "header", "openMenu") }).click(),
    text: t(lang, "header", "letsTalk"),
    within: "#mobile-menu",
  },
  { name: "hero", text: t(lang, "hero", "scheduleConsultation"), within: "#home" },
  { name: "mission", text: t(lang, "mission", "cta"), within: "#mission" },
  { name: "floating", text: t(lang, "common", "scheduleCall"), within: "body" },
];

/** Clicks each call to action and returns the URL each new tab opened. */
const openedLinks = async (page: Page, context: BrowserContext, lang: Lang) => {
  const opened: string[] = [];
  for (const cta of callsToAction(lang)) {
    await cta.open?.(page);
    const link = page
      .locator(cta.within)
      .getByRole("link", { name: new RegExp(cta.text) })
      .filter({ visible: true })
      .first();
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForLoadState("domcontentloaded");
    opened.push(tab.url().replace(/\/$/, ""));
    await tab.close();
  }
  return opened;
};

const SCENARIOS: { scenario: string; link: string; message?: string }[] = [
  { scenario: "success", link: LINKS.success },
  { scenario: "first-inactive", link: LINKS.firstInactive },
  { scenario: "none-active", link: DEFAULT_LINK, message: "No active event types found" },
  { scenario: "users-401", link: DEFAULT_LINK, message: "Failed to fetch user info from Calendly" },
  { scenario: "event-types-500", link: DEFAULT_LINK, message: "Failed to fetch event types from Calendly" },
  { scenario: "malformed-json", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "refused", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "no-answer", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "paginated", link: LINKS.laterPage },
  // A booking link that is not https on calendly.com is a malformed answer.
  { scenario: "link-javascript", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "link-http", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "link-lookalike", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
];

test.describe("run-time mode (GATSBY_CALENDLY_TOKEN, live fetch from the provider)", () => {
  test.afterAll(async () => useScenario("success"));

  for (const { scenario, link, message } of SCENARIOS) {
    test(`${scenario}: every call to action opens ${message ? "the default link" : "the live link"}`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const lang: Lang = scenario.length % 2 ? "ar" : "en"; // both languages across the scenarios
      await useScenario(scenario);
      await answerExternalPages(context);
      const errors: string[] = [];
      page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
      const unhandled: string[] = [];
      page.on("pageerror", (error) => unhandled.push(error.message));

      await gotoHydrated(page, inLang("/", lang));
      if (scenario === "no-answer") {
        // Still waiting for the provider: the floating button cannot be used yet.
        await expect(floatingButton(page, lang)).toBeDisabled();
      }
      // Loading ends (after at most 8 s when the provider never answers) and the button works.
      await expect(floatingButton(page, lang)).toBeEnabled({ timeout: 12_000 });
      await expect(floatingButton(page, lang)).toHaveAttribute("href", link);

      expect(await openedLinks(page, context, lang)).toEqual([link, link, link, link].map((l) => l.replace(/\/$/, "")));
      if (message) expect(errors).toContain(message);
      else expect(errors).toEqual([]);
      expect(unhandled).toEqual([]);

      if (scenario !== "refused" && scenario !== "no-answer") {
        const requests = await providerRequests();
        // One page load, one request each (one per page of event types), with the token and a
        // JSON content type, asking for active event types only.
        expect(requests.filter((r) => r.path === "/users/me")).toHaveLength(1);
        const eventTypeRequests = requests.filter((r) => r.path === "/event_types");
        expect(eventTypeRequests.length).toBeLessThanOrEqual(scenario === "paginated" ? 2 : 1);
        for (const request of eventTypeRequests) expect(request.query.active).toBe("true");
        for (const request of requests) {
          expect(request.authorization).toBe(`Bearer ${RUNTIME.token}`);
          expect(request.contentType).toBe("application/json");
        }
      }
    });
  }
});

test("run-time mode: the live link is asked once per visit, not once per page", async ({ page }) => {
  await useScenario("success");
  await gotoHydrated(page, "/");
  await expect(floatingButton(page, "en")).toHaveAttribute("href", LINKS.success);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: legal("privacy-policy").title.en, exact: true })
    .click();
  await expect(page).toHaveURL("/privacy-policy/");
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(floatingButton(page, "en")).toHaveAttribute("href", LINKS.success);
  expect((await providerRequests()).filter((r) => r.path === "/users/me")).toHaveLength(1);
});

test.describe("build-time mode (CALENDLY_TOKEN)", () => {
  const ROOT = path.join(__dirname, "..", ".e2e", "build-time");

  for (const lang of LANGS) {
    test(`${lang}: the resolved link is in the static HTML and every call to action opens it`, async ({
      request,
      page,
      context,
    }) => {
      const html = await (await request.get(`http://127.0.0.1:9102${inLang("/", lang)}`)).text();
      expect(html).toContain(`href="${LINKS.success}"`);
      expect(html).not.toContain(`href="${DEFAULT_LINK}"`);

      await answerExternalPages(context);
      await gotoHydrated(page, `http://127.0.0.1:9102${inLang("/", lang)}`);
      await expect(floatingButton(page, lang)).toBeEnabled();
      expect(await openedLinks(page, context, lang)).toEqual([
        LINKS.success,
        LINKS.success,
        LINKS.success,
        LINKS.success,
      ]);
    });
  }

  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

  test("no file of the build contains the token, nor the compiled function (it reads the token when it runs)", () => {
    const all = files(ROOT);
    expect(all.length).toBeGreaterThan(20);
    const functions = files(path.join(__dirname, "..", ".e2e", "build-time-functions"));
    expect(functions.map((file) => path.basename(file))).toContain("scheduling-link.js");
    expect([...all, ...functions].filter((file) => fs.readFileSync(file).includes(BUILD_TIME.token))).toEqual([]);
  });

  test("a build after a run-time-mode build keeps nothing of it (no old bundle with the public token)", () => {
    // public/ was built last, without tokens, after the run-time build in the same folder.
    const all = files(path.join(__dirname, "..", "public"));
    expect(all.filter((file) => fs.readFileSync(file).includes(RUNTIME.token))).toEqual([]);
  });
});

// The build had CALENDLY_TOKEN: the static HTML holds the link it resolved, and on every load the
// page asks the site's own function, which asks the provider with the token it holds. The same
// build is served by the local server and by Cloudflare's runtime (wrangler pages dev).
const FUNCTION_CONTROL = `http://127.0.0.1:${BUILD_TIME.controlPort}`;
const PROVIDER_ORIGIN = `http://127.0.0.1:${BUILD_TIME.port}`;
const useFunctionScenario = async (name: string) => {
  const response = await fetch(`${FUNCTION_CONTROL}/scenario/${name}`, { method: "POST" });
  expect(response.ok).toBe(true);
};

const HOSTS = [
  { name: "local server (npm run serve)", origin: "http://127.0.0.1:9102" },
  { name: "Cloudflare Pages runtime (wrangler pages dev)", origin: `http://127.0.0.1:${BUILD_TIME.cloudflarePort}` },
];

for (const host of HOSTS) {
  test.describe(`the site's function on the ${host.name}`, () => {
    test.afterEach(async () => useFunctionScenario("success"));

    for (const lang of LANGS) {
      test(`${lang}: the event type changes after the build, and every call to action opens the new link without a rebuild`, async ({
        page,
        context,
        request,
      }) => {
        await useFunctionScenario("first-inactive");
        // The build's link is still in the static HTML...
        const html = await (await request.get(`${host.origin}${inLang("/", lang)}`)).text();
        expect(html).toContain(`href="${LINKS.success}"`);

        const asked: string[] = [];
        page.on("request", (r) => asked.push(r.url()));
        await answerExternalPages(context);
        await gotoHydrated(page, `${host.origin}${inLang("/", lang)}`);
        // ...and the page takes the provider's current one from the function.
        await expect(floatingButton(page, lang)).toHaveAttribute("href", LINKS.firstInactive);
        await expect(floatingButton(page, lang)).toBeEnabled();
        expect(await openedLinks(page, context, lang)).toEqual([
          LINKS.firstInactive,
          LINKS.firstInactive,
          LINKS.firstInactive,
          LINKS.firstInactive,
        ]);

        // The browser asked the site, never the provider.
        expect(asked).toContain(`${host.origin}/api/scheduling-link`);
        expect(asked.filter((url) => url.startsWith(PROVIDER_ORIGIN) || url.includes("api.calendly.com"))).toEqual([]);
      });
    }

    test("the function answers { url } as JSON, and its answer holds no token", async ({ request }) => {
      const response = await request.get(`${host.origin}/api/scheduling-link`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/json");
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ url: LINKS.success });
      expect(body).not.toContain(BUILD_TIME.token);
    });

    test("a provider failure keeps the build's link and logs the catalogue message", async ({ page, context }) => {
      await useFunctionScenario("users-401");
      const errors: string[] = [];
      page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
      await answerExternalPages(context);
      await gotoHydrated(page, `${host.origin}${inLang("/", "ar")}`);
      await expect.poll(() => errors).toContain("Failed to fetch user info from Calendly");
      await expect(floatingButton(page, "ar")).toBeEnabled();
      expect(await openedLinks(page, context, "ar")).toEqual([
        LINKS.success,
        LINKS.success,
        LINKS.success,
        LINKS.success,
      ]);
    });
  });
}

test("while the function waits for the provider the floating button is disabled; after the timeout the build's link works", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await useFunctionScenario("no-answer");
  try {
    await gotoHydrated(page, "http://127.0.0.1:9102/");
    await expect(floatingButton(page, "en")).toBeDisabled();
    await expect(floatingButton(page, "en")).toBeEnabled({ timeout: 15_000 });
    await expect(floatingButton(page, "en")).toHaveAttribute("href", LINKS.success);
  } finally {
    await useFunctionScenario("success");
  }
});
