// Run before the browser tests: says exactly what is missing instead of failing obscurely.
import { testChromiumPath } from "./browser.mjs";

const found = testChromiumPath();
if (found) {
  console.log(`Browser tests use Chromium at ${found}`);
} else {
  console.error(
    [
      "No Chromium found for the browser tests. Install one of:",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell",
      "  - Playwright's own build: npx playwright install chromium   (needs internet access)",
      "  - or point CHROME_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
