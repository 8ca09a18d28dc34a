import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error plain ES module shared with the benchmark
import { testChromiumPath, CHROMIUM_ARGS } from "./scripts/browser.mjs";
import config from "./scripts/e2e-config.json";

/**
 * Browser tests run against production builds (made by scripts/build-e2e.mjs), served the
 * way the static host serves them:
 *   9100  public/            no scheduling token: the default link
 *   9101  .e2e/runtime       GATSBY_CALENDLY_TOKEN: live fetch from the provider test double
 *   9102  .e2e/build-time    CALENDLY_TOKEN: link resolved during the build, and live from the
 *                            site's function, which this server runs with the token
 *   9104  .e2e/build-time    the same on Cloudflare's runtime (wrangler pages dev, token as a binding)
 *   9103  .e2e/build-time    its six FAQs, fourth testimonial rated 4 and third language
 *                            (content-ranges and third-language specs), with no token for the
 *                            function, so the page keeps the build's link
 *   9190  provider test double for the public-token build (control port 9191)
 *   9290  provider test double for the site's function (control port 9291)
 */
// The day of the date-bound tests (e2e/today.ts), fixed once for the run and inherited by its
// workers, so that the page and Node agree on the month even across midnight.
process.env.E2E_TODAY ??= new Date().toISOString();

const SCHEDULING_SPECS = /scheduling-[a-z]+\.spec\.ts/;
const EDITED_COPY_SPECS = /(content-ranges|third-language)\.spec\.ts/;
// The phone project runs only the tests tagged as depending on a phone's width, touch or layout
// (the header's menu, a tap, the floating call button): `@phone` ones run in both projects,
// `@phone-only` ones only there. Every other test reads what is the same at every width, or sets
// the window size it checks itself, and runs once, in the desktop project.
const PHONE = /@phone\b/;
const PHONE_ONLY = /@phone-only/;

const server = (port: number, root: string, env?: Record<string, string>) => ({
  command: `node scripts/serve.mjs --port ${port} --root ${root}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  ...(env && { env }),
});

// What the host gives the site's function; no cache, so that each test sees the provider's answer.
const { buildTime: BUILD_TIME } = config;
// One build serves the site's function (9102, 9104) and the content-ranges spec (9103).
const BUILD_TIME_ROOT = ".e2e/build-time";
const FUNCTION_ENV = {
  CALENDLY_TOKEN: BUILD_TIME.token,
  CALENDLY_API_URL: `http://127.0.0.1:${BUILD_TIME.port}`,
  SCHEDULING_LINK_TTL_SECONDS: "0",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // On CI a forgotten test.only fails the run, and so does a flaky test: the retry runs to
  // give a report (trace, second result), not to turn a failure into a pass.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // At the end, the spec files that took longest: where the time went.
  reporter: "list",
  reportSlowTests: { max: 10, threshold: 60_000 },
  // A guard against a hung test, not a measure of speed (that is the bench's): on a loaded 2-core
  // machine a long walk needs the room.
  timeout: 60_000,
  use: {
    // A visitor who asked for reduced motion: no particles and no smooth scrolling, which cost
    // this software-composited Chromium most of a core once a page is scrolled. The specs about
    // motion (background, scripts, security, and single tests of between-pages and the header)
    // turn it back on.
    reducedMotion: "reduce",
    // Each worker keeps one browser context and one tab for all its tests, instead of starting a
    // new browser context (and renderer process) per test: a page load costs 0.4-1 s instead of
    // 2 s here. Between tests Playwright clears what a visit leaves (cookies, the HTTP cache,
    // local and session storage, IndexedDB), closes other tabs and removes routes and init
    // scripts; the tab's history and granted permissions stay, which no test relies on. A test
    // that needs other context options (no JavaScript, a locale) still gets a context of its own.
    // The specs that visit the site share one context per worker instead, a new tab per test
    // (e2e/sharedContext.ts).
    reuseContext: true,
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    // A trace records the page all along (a screenshot of every frame, a copy of the DOM at every
    // step), and that recording cost as much as the tests themselves: three specs took 2.1-2.4
    // min with a trace of every test, 1.1-1.2 min without. So the trace is of the retry: on CI a
    // failing test runs again with one. The first failure keeps its screenshot and error context;
    // `--trace retain-on-failure` traces every first run when a flaky test needs one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [SCHEDULING_SPECS, EDITED_COPY_SPECS],
      grepInvert: PHONE_ONLY,
      // Playwright's desktop window, 1280 × 720: a common laptop's. Chromium draws every frame in
      // software here, so a larger window costs every test: at 1440 × 900 the browser tests took
      // 13 % more CPU time (518 against 451 CPU-s, 283 against 250 s). A test about a width sets it.
      use: { ...devices["Desktop Chrome"], baseURL: "http://127.0.0.1:9100" },
    },
    {
      name: "mobile",
      testIgnore: [SCHEDULING_SPECS, EDITED_COPY_SPECS],
      grep: PHONE,
      use: { ...devices["Pixel 7"], baseURL: "http://127.0.0.1:9100" },
    },
    {
      // The floating call button exists on phones only, so the scheduling link is tested there.
      // Each scheduling spec sets the answers of its own provider test double, so its tests run
      // one after another; the two specs (run-time mode, the site's function) run side by side.
      name: "scheduling",
      testMatch: SCHEDULING_SPECS,
      fullyParallel: false,
      use: { ...devices["Pixel 7"], baseURL: "http://127.0.0.1:9101" },
    },
    {
      // A copy of the site with more FAQs and testimonials than it ships, a rating of 4 and a
      // third language.
      name: "edited-copy",
      testMatch: EDITED_COPY_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${config.contentRanges.port}` },
    },
  ],
  webServer: [
    server(9100, "public"),
    server(9101, ".e2e/runtime"),
    server(9102, BUILD_TIME_ROOT, FUNCTION_ENV),
    {
      command:
        `npx wrangler pages dev ${BUILD_TIME_ROOT} --ip 127.0.0.1 --port ${BUILD_TIME.cloudflarePort} ` +
        Object.entries(FUNCTION_ENV)
          .map(([name, value]) => `--binding ${name}=${value}`)
          .join(" "),
      url: `http://127.0.0.1:${BUILD_TIME.cloudflarePort}/`,
      env: { WRANGLER_SEND_METRICS: "false" },
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    server(config.contentRanges.port, BUILD_TIME_ROOT, { CALENDLY_TOKEN: "" }),
    {
      command: `node scripts/calendly-double.mjs --port 9190 --control-port 9191 --token ${config.runtime.token}`,
      url: "http://127.0.0.1:9191/requests",
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/calendly-double.mjs --port ${BUILD_TIME.port} --control-port ${BUILD_TIME.controlPort} --token ${BUILD_TIME.token}`,
      url: `http://127.0.0.1:${BUILD_TIME.controlPort}/requests`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
