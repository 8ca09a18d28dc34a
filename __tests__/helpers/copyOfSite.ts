import { spawnSync } from "child_process";
import { createHash } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";

export const ROOT = path.join(__dirname, "..", "..");
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".e2e",
  ".bench",
  "test-results",
  "playwright-report",
  "source-maps",
  ".test-reports",
]);

/**
 * A copy of the site in `dir` (sharing node_modules): what was there before goes, but for the
 * Gatsby cache of its last build (.cache) when `keepCache` is set.
 */
export const copySiteInto = (dir: string, { keepCache = false } = {}): string => {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (!(keepCache && entry === ".cache")) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry) && !entry.startsWith(".env"))
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};

/**
 * The folder where the browser tests' builds run (scripts/build-e2e.mjs) and the editor's day
 * builds its clean clone, the same each run so that webpack's cache, which records absolute
 * paths, serves each build after the first: one per checkout of the project. Outside it: a copy
 * inside the project's folder (.e2e/) built 2-4 times slower, its cache never reused.
 */
export const BUILD_FOLDER = path.join(
  os.tmpdir(),
  `ferrolink-builds-${createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}`,
);

/** A copy of the site in a temporary folder (sharing node_modules), for a Gatsby run on changed content. */
export const copyOfSite = (prefix = "site-"): string => copySiteInto(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));

/**
 * `gatsby build` in a copy of the site, as CI runs it; `env` is laid over this process's
 * environment, and a variable given as undefined is left out (so a `.env.*` file can set it).
 */
export const gatsbyBuild = (dir: string, env: Record<string, string | undefined> = {}, timeout = 180_000) => {
  const merged: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const build = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: merged,
    timeout,
  });
  return { status: build.status, output: build.stdout + build.stderr };
};
