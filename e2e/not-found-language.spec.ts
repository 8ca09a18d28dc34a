// The not-found page in the other language keeps the address the visitor asked for, and the
// console shows only the line the specification asks for: the unknown path.
import { test, expect, type Page } from "./sharedContext";
import { LANGS, inLang, labelOf, t } from "./content";
import { openMenuIfCollapsed, switcherLink } from "./languageSwitcher";

// The browser reports the document's own status 404 (which it must have); every other line counts.
test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/ });

/**
 * Every console line of the page, but the browser's one report of the document's own status 404
 * (which it must have). A second report of it (the page's address fetched again) counts.
 */
const watchConsole = (page: Page) => {
  const lines: string[] = [];
  let ownStatusSeen = "";
  page.on("console", (message) => {
    const ownStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
    if (ownStatus && ownStatusSeen !== page.url()) ownStatusSeen = page.url();
    else lines.push(message.text());
  });
  return lines;
};

/** Opens the page, waits for its own line, then for the page's scripts to have run. */
const openedNotFound = async (page: Page, open: () => Promise<unknown>, path: string) => {
  const logged = page.waitForEvent("console", (message) => message.text().startsWith("404: no page"));
  const response = page
    .waitForResponse(
      (answer) => answer.request().resourceType() === "document" && new URL(answer.url()).pathname === path,
    )
    .catch(() => null);
  await open();
  await expect(page).toHaveURL(path);
  expect((await response)?.status()).toBe(404);
  expect((await logged).text()).toBe(`404: no page at ${path}`);
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  await page.waitForLoadState("load");
};

for (const [lang, other] of [LANGS, [...LANGS].reverse()]) {
  const missing = inLang("/nope", lang);
  const twin = inLang("/nope", other);

  test(`${missing} → ${labelOf(other)} → ${twin}, answered 404 in ${other}, and back, one console line each`, async ({
    page,
  }) => {
    const lines = watchConsole(page);
    await openedNotFound(page, () => page.goto(missing), missing);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText(t(lang, "notFound", "message"))).toBeVisible();
    expect(lines).toEqual([`404: no page at ${missing}`]);

    lines.length = 0;
    await openMenuIfCollapsed(page);
    await openedNotFound(page, () => switcherLink(page, labelOf(other)).click(), twin);
    await expect(page).toHaveURL(twin);
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(other, "notFound", "message"));
    expect(lines).toEqual([`404: no page at ${twin}`]);

    lines.length = 0;
    await openMenuIfCollapsed(page);
    await openedNotFound(page, () => switcherLink(page, labelOf(lang)).click(), missing);
    await expect(page).toHaveURL(missing);
    await expect(page.getByText(t(lang, "notFound", "message"))).toBeVisible();
    expect(lines).toEqual([`404: no page at ${missing}`]);
  });
}
