// The performance benchmark (`npm run bench`, not part of `npm test`):
// 1. builds the site cold (gatsby clean, then npm run build) and times it;
// 2. serves public/ the way the static host does (compressed) on a local port;
// 3. runs Lighthouse in the mobile and desktop presets, three times per page, and reports
//    the median of each figure; writes bench/latest.json and the README's table.
import { spawn, execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { fileURLToPath } from "url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { chromiumPath, CHROMIUM_ARGS } from "./browser.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 9300;
const PAGES = ["/", "/ar/", "/privacy-policy/", "/ar/terms-of-service/"];
const PRESETS = ["mobile", "desktop"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0, jsKb: 120 };

const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// 1. Cold build.
console.log("Cold build (gatsby clean && npm run build)…");
await run("npx", ["gatsby", "clean"]);
const buildStart = Date.now();
await run("npm", ["run", "build"], { CALENDLY_TOKEN: "", GATSBY_CALENDLY_TOKEN: "" });
const buildSeconds = (Date.now() - buildStart) / 1000;

// The particle engine's own chunk (webpack chunk group "particles"); it and what it pulls in
// load after the page is interactive. First-load JavaScript is every script requested
// before it.
const stats = JSON.parse(fs.readFileSync(path.join(ROOT, ".cache", "webpack.stats.json"), "utf8"));
const assetName = (asset) => (typeof asset === "string" ? asset : asset.name);
const sharedAssets = new Set(stats.namedChunkGroups.app.assets.map(assetName));
const particleChunks = stats.namedChunkGroups.particles.assets.map(assetName).filter((name) => name.endsWith(".js") && !sharedAssets.has(name));

// 2. Serve.
const server = spawn("node", ["scripts/serve.mjs", "--port", String(PORT)], { cwd: ROOT, stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 800));

// 3. Lighthouse.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
});
const results = [];
try {
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { lhr } = await lighthouse(
          `http://localhost:${PORT}${page}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          preset === "desktop" ? desktopConfig : undefined,
        );
        const requests = lhr.audits["network-requests"].details.items;
        const scripts = requests.filter((item) => item.resourceType === "Script");
        const particleStart = Math.min(
          ...scripts.filter((item) => particleChunks.some((chunk) => item.url.endsWith(`/${chunk}`))).map((item) => item.networkRequestTime),
        );
        const firstLoadScripts = scripts.filter((item) => item.networkRequestTime < particleStart);
        runs.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories["best-practices"].score * 100,
          seo: lhr.categories.seo.score * 100,
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
          tbtMs: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          speedIndexMs: lhr.audits["speed-index"].numericValue,
          jsKb: firstLoadScripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
          particleJsKb: (scripts.reduce((sum, item) => sum + item.transferSize, 0) - firstLoadScripts.reduce((sum, item) => sum + item.transferSize, 0)) / 1024,
          totalKb: lhr.audits["total-byte-weight"].numericValue / 1024,
          failedAudits: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
            .map((audit) => audit.id),
        });
        process.stdout.write(".");
      }
      const summary = { page, preset };
      for (const key of Object.keys(runs[0]).filter((k) => k !== "failedAudits")) summary[key] = median(runs.map((r) => r[key]));
      summary.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
      results.push(summary);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.log();

const chromiumVersion = (() => {
  try {
    return execFileSync(chromiumPath(), ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion}`;
const date = new Date().toISOString().slice(0, 10);

const round = (value, digits = 0) => Number(value.toFixed(digits));
const rows = results.map((r) => [
  r.page,
  r.preset,
  `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}`,
  `${round(r.lcpMs)} ms`,
  `${round(r.tbtMs)} ms`,
  `${round(r.cls, 3)}`,
  `${round(r.speedIndexMs)} ms`,
  `${round(r.jsKb, 1)} KB`,
  `${round(r.totalKb, 1)} KB`,
]);
const header = ["page", "preset", "perf / a11y / best / SEO", "LCP", "TBT", "CLS", "Speed Index", "JS first load", "total transfer"];
const table = [
  `| ${header.join(" | ")} |`,
  `|${header.map(() => "---").join("|")}|`,
  ...rows.map((row) => `| ${row.join(" | ")} |`),
].join("\n");

const misses = results
  .filter((r) => r.preset === "mobile")
  .flatMap((r) => {
    const out = [];
    for (const key of ["performance", "accessibility", "bestPractices", "seo"]) if (r[key] < TARGETS.score) out.push(`${r.page} ${key} ${r[key]} (target 100)`);
    if (r.lcpMs > TARGETS.lcpMs) out.push(`${r.page} LCP ${round(r.lcpMs)} ms (target ≤ ${TARGETS.lcpMs} ms, over by ${round(r.lcpMs - TARGETS.lcpMs)} ms)`);
    if (r.tbtMs > TARGETS.tbtMs) out.push(`${r.page} TBT ${round(r.tbtMs)} ms (target ≤ ${TARGETS.tbtMs} ms)`);
    if (r.cls > TARGETS.cls) out.push(`${r.page} CLS ${round(r.cls, 3)} (target 0)`);
    if (r.jsKb > TARGETS.jsKb) out.push(`${r.page} JS ${round(r.jsKb, 1)} KB (target ≤ ${TARGETS.jsKb} KB)`);
    return out;
  });

const report = { date, machine, runsPerPage: RUNS, buildSeconds, particleChunks, results, misses };
fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true });
fs.writeFileSync(path.join(ROOT, "bench", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);

const section = [
  `Measured on ${date} on ${machine}; median of ${RUNS} Lighthouse runs per page and preset;`,
  `cold \`npm run build\`: ${round(buildSeconds, 1)} s. "JS first load" is the compressed JavaScript loaded before the particle engine.`,
  "",
  table,
  "",
  misses.length ? `Mobile targets missed: ${misses.join("; ")}.` : "Every mobile target is met.",
].join("\n");
const readmePath = path.join(ROOT, "README.md");
const readme = fs.readFileSync(readmePath, "utf8");
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";
if (readme.includes(START)) {
  fs.writeFileSync(readmePath, readme.replace(new RegExp(`${START}[\\s\\S]*${END}`), `${START}\n${section}\n${END}`));
}

console.log(`\nCold build: ${round(buildSeconds, 1)} s\n`);
console.log(table);
console.log(misses.length ? `\nMobile targets missed:\n- ${misses.join("\n- ")}` : "\nEvery mobile target is met.");
for (const r of results) if (r.failedAudits.length) console.log(`${r.page} ${r.preset}: failing audits ${r.failedAudits.join(", ")}`);
