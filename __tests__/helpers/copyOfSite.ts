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
  "test-results",
  "playwright-report",
  "source-maps",
]);

/** A copy of the site in a temporary folder (sharing node_modules), for a Gatsby run on changed content. */
export const copyOfSite = (prefix = "site-"): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry) && !entry.startsWith(".env"))
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};
