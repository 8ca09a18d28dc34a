// The bench's "second page" part: how long a visitor who has read one page waits, after tapping
// a link, for the next page's main heading to be drawn. Called by bench.mjs after the Lighthouse
// part; runnable alone against an already built public/: `node scripts/bench-second-page.mjs`.
//
// Chromium (the default) runs the phone profile: 390 × 844, touch, 150 ms round trip,
// 1.6 Mbps down, 750 Kbps up, CPU 4 × slower (DevTools protocol). BENCH_BROWSER=firefox runs
// the same journeys in Firefox ESR through WebDriver BiDi, unthrottled (BiDi has no throttling)
// and with a mouse click (no touch emulation there).
//
// A journey: a fresh browser context (no cache from other journeys); the first page loaded and
// the link's place scrolled into view; 4 s of reading; where the link is in the mobile menu, a
// tap on the menu button and 0.5 s to aim; then the tap. Measured from the tap's pointerdown
// (its event timestamp) to the moment the next page's heading is drawn: its h1, or for
// `/#section` that section's h2 once it is in view. Both a document load and a client-side
// navigation are measured the same way: the probe (bench-second-page-probe.mjs, with the two
// readings it takes) runs in every document, and what it records is kept in session storage,
// which a document load keeps. The browsers: bench-second-page-browsers.mjs.
//
// BENCH_SECOND_RUNS (default 3), BENCH_BROWSER (chromium, firefox), BENCH_JOURNEYS (journeys
// whose name contains one of these comma-separated strings) and, run alone, BENCH_PORT.
/* global document, window -- the functions given to page.evaluate run in the page */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { fileURLToPath, pathToFileURL } from "url";
import { openChromium, openFirefox } from "./bench-second-page-browsers.mjs";
import { median, secondPageReportOf } from "./bench-report.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READING_MS = 4000;
const AIMING_MS = 500;
const GIVE_UP_MS = 20_000;

const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "legal-notice"];
const SECTIONS = ["process", "testimonials", "mission"];
// Where each kind of link is on the page it is tapped on (at 390 px the header's section links
// are in the mobile menu).
const LINK_PLACES = {
  footer: (href) => `footer a[href="${href}"]`,
  logo: (href) => `header a[href="${href}"]`,
  menu: (href) => `#mobile-menu a[href="${href}"]`,
  "Return to Home": (href) => `main a[href="${href}"]`,
};
const journey = (from, to, via) => {
  const [pathname, section] = to.split("#");
  return {
    name: `${from} → ${to} (${via})`,
    from,
    to,
    link: LINK_PLACES[via](to),
    opensMenu: via === "menu",
    target: { pathname, heading: section ? `#${section} h2` : "h1" },
    // Back is measured after the footer's journeys: the tapped link comes back into view only
    // once the page it was on is shown again where the visitor left it.
    back: via === "footer" ? { pathname: from, link: LINK_PLACES[via](to) } : undefined,
  };
};
/** The journeys between pages of one language (prefix "" or "/ar"). */
export const journeysOf = (prefix) => [
  ...LEGAL_PAGES.map((slug) => journey(`${prefix}/`, `${prefix}/${slug}/`, "footer")),
  ...LEGAL_PAGES.map((slug) => journey(`${prefix}/${slug}/`, `${prefix}/`, "logo")),
  journey(`${prefix}/privacy-policy/`, `${prefix}/terms-of-service/`, "footer"),
  ...SECTIONS.map((section) => journey(`${prefix}/privacy-policy/`, `${prefix}/#${section}`, "menu")),
  journey(`${prefix}/nope/`, `${prefix}/`, "Return to Home"),
];
export const JOURNEYS = [...journeysOf(""), ...journeysOf("/ar")];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const readState = async (page) => {
  try {
    return await page.evaluate(() => JSON.parse(sessionStorage.getItem("bench-second-page") ?? "{}"));
  } catch {
    // The document is being replaced.
    return {};
  }
};

/**
 * Brings the link into the middle of the view, instantly, again until it stays there: the
 * landing page's sections grow as they are laid out while the visitor reads, and a tap on a
 * link out of view would first scroll (the same place for every mode, the floor's too).
 */
const keepInView = async (page, selector) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const settled = await page.evaluate(async (linkSelector) => {
      const link = document.querySelector(linkSelector);
      link.scrollIntoView({ block: "center", behavior: "instant" });
      const top = link.getBoundingClientRect().top;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = link.getBoundingClientRect();
      return now.top === top && now.top >= 0 && now.bottom <= window.innerHeight;
    }, selector);
    if (settled) return;
  }
};

/** The line the floor's tap adds: the cheapest response a tap can have on the page. */
const FLOOR_LINE = "#bench-floor-line";

/**
 * Lays a transparent button over the link's place whose click adds one line of text: the same
 * tap on the same page, with nothing to render but that line.
 */
const addFloorButton = (selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  const button = document.createElement("button");
  button.id = "bench-floor";
  button.setAttribute("aria-label", "floor");
  button.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;opacity:0;z-index:2147483647;border:0;padding:0`;
  button.addEventListener("click", () => {
    const line = document.createElement("p");
    line.id = "bench-floor-line";
    line.textContent = "One line of text.";
    line.style.cssText = "position:fixed;top:40%;left:1rem;z-index:2147483647;color:#fff;font-size:16px";
    document.body.append(line);
  });
  document.body.append(button);
};

/**
 * How the tap is followed: "tap" as the site does (Gatsby's router), "document" as a document
 * load (a capture listener on the window keeps the click from React, so the browser follows
 * the link itself), "floor" a tap on a button over the link that adds one line of text.
 */
export const MODES = ["tap", "document", "floor"];

/** One run of one journey in one mode: the figures in ms from the tap. */
const runJourney = async (driver, baseUrl, { from, link, opensMenu, target, back }, mode = "tap") => {
  const probeTarget = mode === "floor" ? { pathname: from.split("#")[0], heading: FLOOR_LINE } : { ...target, back };
  const { page, tap, close } = await driver.newPage(probeTarget);
  try {
    await page.goto(`${baseUrl}${from}`, { waitUntil: "load" });
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: "center" }), link);
    await sleep(READING_MS);
    if (opensMenu) {
      await tap('button[aria-controls="mobile-menu"]');
      await page.waitForSelector("#mobile-menu:not([hidden])");
      await sleep(AIMING_MS);
    }
    await keepInView(page, link);
    if (mode === "document")
      await page.evaluate(() => window.addEventListener("click", (event) => event.stopPropagation(), true));
    if (mode === "floor") await page.evaluate(addFloorButton, link);
    await page.evaluate(() => {
      window.benchArmed = true;
    });
    await tap(mode === "floor" ? "#bench-floor" : link);
    const deadline = Date.now() + GIVE_UP_MS;
    let state = {};
    // Element Timing entries are delivered after their frame was presented: they are waited
    // for a little after the frames reading.
    let framesSeenAt;
    while (Date.now() < deadline) {
      state = await readState(page);
      if (state.frames) framesSeenAt ??= Date.now();
      if (state.frames && (!state.elementTiming || state.markerDrawn || Date.now() - framesSeenAt > 2000)) break;
      await sleep(100);
    }
    if (state.tap === undefined) throw new Error(`no tap seen on ${link}`);
    const frames = state.frames ? state.frames.next - state.tap : NaN;
    // The heading's own entry where its first paint was in view; else the marker's.
    const elementTiming = state.drawn?.inView ? state.drawn.at - state.tap : NaN;
    const marker = state.markerDrawn ? state.markerDrawn - state.tap : NaN;
    const [signal, ms] = Number.isFinite(elementTiming)
      ? ["element timing", elementTiming]
      : Number.isFinite(marker)
        ? ["element timing (marker)", marker]
        : ["frames", frames];
    const url = page.url();
    let backMs = NaN;
    if (back && mode !== "floor") {
      // The visitor looks at the new page a moment, then goes Back.
      await sleep(1000);
      await page.evaluate(() => window.benchBack());
      const backDeadline = Date.now() + GIVE_UP_MS;
      while (Date.now() < backDeadline) {
        const after = await readState(page);
        if (process.env.NAV_DEBUG) console.log(mode, JSON.stringify(after));
        if (after.backDrawn) {
          backMs = after.backDrawn - after.backAt;
          break;
        }
        await sleep(100);
      }
    }
    return { ms, signal, elementTiming, marker, frames, url, backMs };
  } finally {
    await close();
  }
};

/**
 * The server compresses each file once, on its first request: a journey's first run must not
 * wait for that. Each page of the journeys, its scripts, styles and page data are asked for
 * once in each encoding the browsers ask for (Firefox asks for brotli over HTTPS only).
 */
const warmServer = async (baseUrl, journeys) => {
  // The server may still be starting on a busy machine.
  for (
    let attempt = 1;
    !(await fetch(baseUrl).then(
      () => true,
      () => false,
    ));
    attempt += 1
  ) {
    if (attempt === 50) throw new Error(`no server at ${baseUrl}`);
    await sleep(200);
  }
  const pages = new Set(journeys.flatMap(({ from, target }) => [from, target.pathname]));
  const urls = new Set(["/page-data/app-data.json"]);
  for (const page of pages) {
    urls.add(page);
    urls.add(`/page-data${page === "/" ? "/index" : page.replace(/\/$/, "")}/page-data.json`);
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json))"/g)) urls.add(asset);
  }
  for (const url of urls)
    for (const encoding of ["br", "gzip"])
      await (await fetch(`${baseUrl}${url}`, { headers: { "accept-encoding": encoding } })).arrayBuffer();
};

/** Every journey, `runs` times each, against the site served at baseUrl. */
export const measureSecondPage = async ({
  baseUrl,
  runs = Number(process.env.BENCH_SECOND_RUNS ?? 3),
  browserName = process.env.BENCH_BROWSER ?? "chromium",
  journeys = process.env.BENCH_JOURNEYS
    ? JOURNEYS.filter(({ name }) => process.env.BENCH_JOURNEYS.split(",").some((part) => name.includes(part)))
    : JOURNEYS,
  log = (text) => process.stdout.write(text),
} = {}) => {
  await warmServer(baseUrl, journeys);
  // Other work on the machine slows the throttled CPU further: the readings say how busy it was.
  const loadBefore = os.loadavg()[0];
  const driver = await (browserName === "firefox" ? openFirefox() : openChromium());
  const results = [];
  try {
    for (const item of journeys) {
      // The modes in turn, run after run: the machine's load falls on each alike.
      const measured = Object.fromEntries(MODES.map((mode) => [mode, []]));
      for (let i = 0; i < runs; i += 1)
        for (const mode of MODES) {
          measured[mode].push(await runJourney(driver, baseUrl, item, mode));
          log(".");
        }
      const arrived = [...measured.tap, ...measured.document].every(({ url }) => url === `${baseUrl}${item.to}`);
      // A run that never saw the heading drawn counts as slower than any other.
      const msOf = (mode) => measured[mode].map(({ ms }) => (Number.isFinite(ms) ? ms : Infinity));
      const runsMs = msOf("tap");
      const documentRunsMs = msOf("document");
      const floorRunsMs = msOf("floor");
      results.push({
        journey: item.name,
        runsMs,
        medianMs: median(runsMs),
        documentRunsMs,
        documentMedianMs: median(documentRunsMs),
        floorRunsMs,
        floorMedianMs: median(floorRunsMs),
        ratio: median(runsMs) / median(documentRunsMs),
        ...(item.back && {
          backRunsMs: measured.tap.map(({ backMs }) => backMs),
          backMedianMs: median(measured.tap.map(({ backMs }) => (Number.isFinite(backMs) ? backMs : Infinity))),
          documentBackRunsMs: measured.document.map(({ backMs }) => backMs),
          documentBackMedianMs: median(
            measured.document.map(({ backMs }) => (Number.isFinite(backMs) ? backMs : Infinity)),
          ),
        }),
        overFloorMs: median(runsMs) - median(floorRunsMs),
        elementTimingMs: measured.tap.map(({ elementTiming }) => elementTiming),
        framesMs: measured.tap.map(({ frames }) => frames),
        markerMs: measured.tap.map(({ marker }) => marker),
        signals: [...new Set(measured.tap.map(({ signal }) => signal))],
        arrived,
      });
    }
  } finally {
    await driver.close();
  }
  log("\n");
  return {
    browser: driver.name,
    profile: driver.profile,
    signal:
      browserName === "firefox"
        ? "frames (requestAnimationFrame: Firefox has no Element Timing)"
        : "element timing (the heading's entry, or where its first paint was out of view a marker's added in the frame that first shows it in view)",
    runs,
    loadAverage: [loadBefore, os.loadavg()[0]].map((load) => Number(load.toFixed(1))),
    results,
  };
};

// Run alone: serve public/ and measure.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 9302);
  const server = spawn("node", ["scripts/serve.mjs", "--port", String(port)], { cwd: ROOT, stdio: "ignore" });
  try {
    const secondPage = await measureSecondPage({ baseUrl: `http://localhost:${port}` });
    // Kept for a look at every reading; only bench.mjs's full run records results.
    fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, ".bench", `second-page-${process.env.BENCH_BROWSER ?? "chromium"}.json`),
      `${JSON.stringify(secondPage, null, 2)}\n`,
    );
    const { table, misses } = secondPageReportOf(secondPage);
    console.log(table);
    if (secondPage.browser.startsWith("Chromium"))
      console.log(misses.length ? `\nTargets missed:\n- ${misses.join("\n- ")}` : "\nEvery target is met.");
  } finally {
    server.kill();
  }
}
