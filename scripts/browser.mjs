// Which Chromium the browser tests and the benchmark use: Debian's when installed (no
// download needed), else the one Playwright manages. Flags keep it from reaching the internet.
import fs from "fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** CHROME_PATH, when it names a file: it overrides every choice below. */
const chromeFromEnv = () =>
  process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;

export const chromiumPath = () => {
  const fromEnv = chromeFromEnv();
  if (fromEnv) return fromEnv;
  const system = SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  const bundled = chromium.executablePath();
  return bundled && fs.existsSync(bundled) ? bundled : undefined;
};

/**
 * The browser tests' Chromium: Debian's headless shell when installed, the kind of headless
 * Chromium that Playwright itself runs by default (the same Blink and V8, without the desktop
 * browser's window layer). A page load costs about two thirds of the CPU time that the full
 * browser's headless mode costs, and the tests are CPU-bound on two cores. The benchmark keeps
 * the full browser, which Lighthouse and a visitor use. `CHROME_PATH` still overrides both.
 */
export const testChromiumPath = () =>
  chromeFromEnv() ?? (fs.existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumPath());

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
