// Full-page screenshots of the production build for looking at layouts by eye.
// Usage: node scripts/screenshots.mjs [outDir] [width,width,...] [path,path,...]
// Expects the build served on http://127.0.0.1:9000 (npm run serve).
/* global document, window -- the functions given to page.evaluate run in the page */
import fs from "fs";
import path from "path";
import { chromium } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./browser.mjs";

const [outDir = "screenshots", widths = "360,768,1024,1440", paths = "/,/ar/"] = process.argv.slice(2);
const BASE = process.env.BASE_URL ?? "http://127.0.0.1:9000";

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const pagePath of paths.split(",")) {
    await page.goto(BASE + pagePath, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    const name = `${pagePath.replace(/\//g, "_") || "_"}${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}${overflow > 0 ? `  horizontal overflow ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
