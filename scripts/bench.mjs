// The performance benchmark (`npm run bench`, not part of `npm test`):
// 1. builds the site cold (gatsby clean, then npm run build) and times it;
// 2. makes each page's "floor": a copy of its built HTML without any script, script or font
//    preload and web font, the fastest this HTML could be;
// 3. serves the site and the floors the way the static host does (compressed), each on its
//    own port;
// 4. runs Lighthouse three times per page: mobile preset on the page and on its floor, run
//    by run so both see the same machine, then the desktop preset on the page; reports
//    the median of each figure, and each page's LCP and TBT next to its floor's;
// 5. the second page (scripts/bench-second-page.mjs): from the tap on a link to the next
//    page's heading drawn, on the phone profile;
// 6. writes bench/latest.json and the tables in docs/performance.md.
// BENCH_RUNS, BENCH_PAGES (comma-separated), BENCH_SKIP_BUILD=1 (measure the existing
// public/) and BENCH_PARTS=first or =second (one part only: the Lighthouse one or the second
// page; both by default) shorten a run while working; the second page's own options are in
// its file. The recorded tables come from a full run.
// BENCH_SCHEDULING=function measures a CALENDLY_TOKEN build instead, whose pages ask the
// site's function for the live link (answered from the provider's test double), and reports
// when that call starts against the first paint; it never replaces the recorded results.
import { spawn, execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { fileURLToPath } from "url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { chromiumPath, CHROMIUM_ARGS } from "./browser.mjs";
import { TARGETS, tableSectionOf, reportOf, secondPageReportOf, round, median } from "./bench-report.mjs";
import { startCalendlyDouble } from "./calendly-double.mjs";
import { measureSecondPage } from "./bench-second-page.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 9300;
const FLOOR_PORT = 9301;
const FLOOR_DIR = path.join(ROOT, ".bench", "floor");
const ALL_PAGES = ["/", "/ar/", "/privacy-policy/", "/ar/terms-of-service/"];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ALL_PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FUNCTION_MODE = process.env.BENCH_SCHEDULING === "function";
const PARTS = new Set((process.env.BENCH_PARTS ?? "first,second").split(","));
const FULL_RUN =
  !process.env.BENCH_PAGES &&
  !process.env.BENCH_SKIP_BUILD &&
  RUNS >= 3 &&
  !FUNCTION_MODE &&
  PARTS.has("first") &&
  PARTS.has("second") &&
  !process.env.BENCH_JOURNEYS &&
  (process.env.BENCH_BROWSER ?? "chromium") === "chromium" &&
  Number(process.env.BENCH_SECOND_RUNS ?? 3) >= 3;

// In the function mode the build and the function ask this stand-in for the provider.
const double = FUNCTION_MODE
  ? await startCalendlyDouble({ port: 9390, controlPort: 9391, token: "bench-token" })
  : undefined;
const schedulingEnv = double
  ? { CALENDLY_TOKEN: "bench-token", CALENDLY_API_URL: double.apiUrl, GATSBY_CALENDLY_TOKEN: "" }
  : { CALENDLY_TOKEN: "", GATSBY_CALENDLY_TOKEN: "" };

const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });

// 1. Cold build.
let buildSeconds = null;
if (!process.env.BENCH_SKIP_BUILD) {
  console.log("Cold build (gatsby clean && npm run build)…");
  await run("npx", ["gatsby", "clean"]);
  const buildStart = Date.now();
  await run("npm", ["run", "build"], schedulingEnv);
  buildSeconds = (Date.now() - buildStart) / 1000;
}

// The particle engine's own chunk (webpack chunk group "particles"); it and what it pulls in
// load after the page is interactive. First-load JavaScript is every script requested
// before it.
const stats = JSON.parse(fs.readFileSync(path.join(ROOT, ".cache", "webpack.stats.json"), "utf8"));
const assetName = (asset) => (typeof asset === "string" ? asset : asset.name);
const sharedAssets = new Set(stats.namedChunkGroups.app.assets.map(assetName));
const particleChunks = stats.namedChunkGroups.particles.assets
  .map(assetName)
  .filter((name) => name.endsWith(".js") && !sharedAssets.has(name));

// 2. The floors: the same files, every HTML page without scripts, script and font preloads
// and @font-face rules, and no font files.
const withoutScriptsAndFonts = (html) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="(?:script|font)"[^>]*>/g, "")
    .replace(/<link\b[^>]*\bas="(?:script|font)"[^>]*\brel="preload"[^>]*>/g, "")
    .replace(/@font-face\s*\{[^}]*\}/g, "");
fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
fs.cpSync(path.join(ROOT, "public"), FLOOR_DIR, { recursive: true });
const floorFiles = (directory) =>
  fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? floorFiles(full) : [full];
  });
for (const file of floorFiles(FLOOR_DIR)) {
  if (file.endsWith(".html")) fs.writeFileSync(file, withoutScriptsAndFonts(fs.readFileSync(file, "utf8")));
  else if (/\.(woff2?|ttf|otf)$/.test(file)) fs.rmSync(file);
}

// 3. Serve.
const servers = [
  spawn("node", ["scripts/serve.mjs", "--port", String(PORT)], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, ...schedulingEnv },
  }),
  spawn("node", ["scripts/serve.mjs", "--port", String(FLOOR_PORT), "--root", path.relative(ROOT, FLOOR_DIR)], {
    cwd: ROOT,
    stdio: "ignore",
  }),
];
await new Promise((resolve) => setTimeout(resolve, 800));

// 4. Lighthouse.
const chrome = PARTS.has("first")
  ? await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] })
  : undefined;
const measure = async (url, preset, attempt = 1) => {
  const { lhr } = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error" },
    preset === "desktop" ? desktopConfig : undefined,
  );
  // A run that Lighthouse itself could not finish (no score) is repeated, not counted as 0.
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError?.message ?? "no score"}`);
    return measure(url, preset, attempt + 1);
  }
  const requests = lhr.audits["network-requests"].details.items;
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const particleStart = Math.min(
    ...scripts
      .filter((item) => particleChunks.some((chunk) => item.url.endsWith(`/${chunk}`)))
      .map((item) => item.networkRequestTime),
  );
  const firstLoadScripts = scripts.filter((item) => item.networkRequestTime < particleStart);
  const kb = (items) => items.reduce((sum, item) => sum + item.transferSize, 0) / 1024;
  // The scheduling function's call against the first paint, both as observed (not simulated).
  const schedulingCall = requests.find((item) => new URL(item.url).pathname === "/api/scheduling-link");
  const observedFcp = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    speedIndexMs: lhr.audits["speed-index"].numericValue,
    jsKb: kb(firstLoadScripts),
    particleJsKb: kb(scripts) - kb(firstLoadScripts),
    fontKb: kb(requests.filter((item) => item.resourceType === "Font")),
    totalKb: lhr.audits["total-byte-weight"].numericValue / 1024,
    ...(FUNCTION_MODE && {
      schedulingCallAfterFcpMs: schedulingCall ? schedulingCall.networkRequestTime - observedFcp : NaN,
    }),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
};
const summarize = (runs, extra) => {
  const summary = { ...extra };
  for (const key of Object.keys(runs[0]).filter((k) => k !== "failedAudits"))
    summary[key] = median(runs.map((r) => r[key]));
  summary.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
  return summary;
};
const results = [];
let secondPage;
try {
  for (const page of PARTS.has("first") ? PAGES : []) {
    const mobile = [];
    const floor = [];
    for (let i = 0; i < RUNS; i += 1) {
      mobile.push(await measure(`http://localhost:${PORT}${page}`, "mobile"));
      floor.push(await measure(`http://localhost:${FLOOR_PORT}${page}`, "mobile"));
      process.stdout.write(".");
    }
    const floorSummary = summarize(floor, {});
    results.push(
      summarize(mobile, {
        page,
        preset: "mobile",
        floor: {
          lcpMs: floorSummary.lcpMs,
          tbtMs: floorSummary.tbtMs,
          fcpMs: floorSummary.fcpMs,
          performance: floorSummary.performance,
        },
        // The medians of the per-run ratios and differences: each run's page against the floor
        // measured beside it.
        lcpOverFloor: median(mobile.map((run, index) => run.lcpMs / floor[index].lcpMs)),
        tbtOverFloorMs: median(mobile.map((run, index) => run.tbtMs - floor[index].tbtMs)),
      }),
    );
    const desktop = [];
    for (let i = 0; i < RUNS; i += 1) {
      desktop.push(await measure(`http://localhost:${PORT}${page}`, "desktop"));
      process.stdout.write(".");
    }
    results.push(summarize(desktop, { page, preset: "desktop" }));
  }
  await chrome?.kill();
  // 5. The second page, with Lighthouse's browser closed.
  if (PARTS.has("second")) {
    console.log("\nSecond page…");
    secondPage = await measureSecondPage({ baseUrl: `http://localhost:${PORT}` });
  }
} finally {
  await chrome?.kill();
  for (const server of servers) server.kill();
  await double?.close();
}
console.log();

const chromiumVersion = (() => {
  try {
    return execFileSync(chromiumPath(), ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
// What a first write to fresh memory costs, per 4 KB page. Every new renderer pays it many
// thousand times (its heaps, the DOM, layout), the floors too: on some virtual machines it is
// ten times a bare machine's, and TBT readings then differ between machines by as much.
const freshMemoryMicroseconds = (() => {
  const bytes = 256 * 2 ** 20;
  const start = process.hrtime.bigint();
  const buffer = Buffer.allocUnsafeSlow(bytes);
  for (let offset = 0; offset < bytes; offset += 4096) buffer[offset] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / (bytes / 4096);
})();
const machine =
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion}, ` +
  `first write to fresh memory ${round(freshMemoryMicroseconds, 1)} µs per 4 KB page`;
const date = new Date().toISOString().slice(0, 10);

const firstLoad = reportOf(results);
const second = secondPage ? secondPageReportOf(secondPage) : { table: "", misses: [] };
const misses = [...firstLoad.misses, ...second.misses];
const table = [...(results.length ? [firstLoad.table] : []), ...(secondPage ? [second.table] : [])].join("\n\n");
const report = {
  date,
  machine,
  runsPerPage: RUNS,
  buildSeconds,
  targets: TARGETS,
  particleChunks,
  results,
  secondPage,
  misses,
};
const section = tableSectionOf({
  date,
  machine,
  runs: RUNS,
  buildSeconds,
  table: firstLoad.table,
  secondPageTable: second.table,
  misses,
});
// Only a full run (every page, a cold build, three runs) replaces the recorded results.
if (FULL_RUN) {
  fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  const tablePath = path.join(ROOT, "docs", "performance.md");
  const account = fs.readFileSync(tablePath, "utf8");
  const START = "<!-- bench:start -->";
  const END = "<!-- bench:end -->";
  if (account.includes(START)) {
    fs.writeFileSync(tablePath, account.replace(new RegExp(`${START}[\\s\\S]*${END}`), `${START}\n${section}\n${END}`));
  }
}

if (buildSeconds !== null) console.log(`\nCold build: ${round(buildSeconds, 1)} s\n`);
console.log(table);
if (FUNCTION_MODE) {
  console.log(
    "\nCALENDLY_TOKEN build: the call to /api/scheduling-link started, after the first contentful paint (observed, median):",
  );
  for (const r of results)
    console.log(
      `  ${r.page} ${r.preset}: ${Number.isNaN(r.schedulingCallAfterFcpMs) ? "no call seen" : `${round(r.schedulingCallAfterFcpMs, 0)} ms`}`,
    );
}
console.log(misses.length ? `\nTargets missed:\n- ${misses.join("\n- ")}` : "\nEvery target is met.");
for (const r of results)
  if (r.failedAudits.length) console.log(`${r.page} ${r.preset}: failing audits ${r.failedAudits.join(", ")}`);
