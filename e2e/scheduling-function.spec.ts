// The build-time mode (CALENDLY_TOKEN) and the site's function, on the local server and on
// Cloudflare's runtime: the function asks the provider's test double on 9290.
import fs from "fs";
import path from "path";
import { test, expect } from "./sharedContext";
import { LANGS, inLang } from "./content";
import { gotoHydrated } from "./hydration";
import {
  BUILD_TIME,
  DEFAULT_LINK,
  LINKS,
  PROVIDER_FAILURE_CONSOLE,
  RUNTIME,
  answerExternalPages,
  floatingButton,
  linksOfCallsToAction,
  openedLinks,
} from "./scheduling";

test.use({ allowedConsole: PROVIDER_FAILURE_CONSOLE });

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
      // The clicks, each opening a tab, walked once in this mode; elsewhere the links they open.
      const links = lang === "en" ? await openedLinks(page, context, lang) : await linksOfCallsToAction(page, lang);
      expect(links).toEqual([LINKS.success, LINKS.success, LINKS.success, LINKS.success]);
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
        request,
      }) => {
        await useFunctionScenario("first-inactive");
        // The build's link is still in the static HTML...
        const html = await (await request.get(`${host.origin}${inLang("/", lang)}`)).text();
        expect(html).toContain(`href="${LINKS.success}"`);

        const asked: string[] = [];
        page.on("request", (r) => asked.push(r.url()));
        await gotoHydrated(page, `${host.origin}${inLang("/", lang)}`);
        // ...and the page takes the provider's current one from the function.
        await expect(floatingButton(page, lang)).toHaveAttribute("href", LINKS.firstInactive);
        await expect(floatingButton(page, lang)).toBeEnabled();
        expect(await linksOfCallsToAction(page, lang)).toEqual([
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

    test("a provider failure keeps the build's link and logs the catalogue message", async ({ page }) => {
      await useFunctionScenario("users-401");
      const errors: string[] = [];
      page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
      await gotoHydrated(page, `${host.origin}${inLang("/", "ar")}`);
      await expect.poll(() => errors).toContain("Failed to fetch user info from Calendly");
      await expect(floatingButton(page, "ar")).toBeEnabled();
      expect(await linksOfCallsToAction(page, "ar")).toEqual([
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
