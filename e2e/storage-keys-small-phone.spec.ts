import { test, expect } from "./sharedContext";

// On a small phone (320 px) a reader of the Arabic privacy policy sees every storage key the
// policy names inside the text column, the long scroll key too (review 6, V1).
test.use({ viewport: { width: 320, height: 640 } });

test(
  "/ar/privacy-policy/ at 320 px keeps every storage key inside its column",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/ar/privacy-policy/");
    const items = page.locator("#language-preference li");
    await expect(items.first()).toBeVisible();
    const outside = await items.evaluateAll((lis) =>
      lis.flatMap((li) => {
        const column = li.getBoundingClientRect();
        return [...li.querySelectorAll("bdi")].flatMap((run) =>
          [...run.getClientRects()]
            .filter((box) => box.left < column.left - 0.5 || box.right > column.right + 0.5)
            .map((box) => `${run.textContent}: ${Math.round(box.left)}-${Math.round(box.right)}`),
        );
      }),
    );
    expect(outside).toEqual([]);
    // The key is still there, whole, in the order it is written.
    await expect(items.nth(1).locator("bdi", { hasText: "@@scroll" })).toHaveText(
      "@@scroll|/ar/privacy-policy/|initial",
    );
  },
);
