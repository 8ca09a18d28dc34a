// Which Chromium the browser tests and the benchmark use: Debian's when installed (no
// download needed), else the one Playwright manages. Flags keep it from reaching the internet.
import fs from "fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export const chromiumPath = () => {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const system = SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  const bundled = chromium.executablePath();
  return bundled && fs.existsSync(bundled) ? bundled : undefined;
};

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
