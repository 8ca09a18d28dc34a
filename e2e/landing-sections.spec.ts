// The landing page's sections at work: service cards, process, testimonials, tools.
import { test, expect } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { LANGS, inLang, t } from "./content";
import { answerExternalSitesLocally, services, steps, testimonials, toolGroups, isNarrow } from "./landing-shared";

test.beforeEach(({ context }) => answerExternalSitesLocally(context));

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test.describe(`${lang} landing page`, () => {
    // 3 -----------------------------------------------------------------------------------------
    test("service cards open their features independently of each other", async ({ page }) => {
      await gotoHydrated(page, home);
      const cards = page.locator("#solutions").getByRole("button");
      await expect(cards).toHaveCount(services.length);
      for (const [index, service] of services.entries()) {
        await expect(cards.nth(index)).toContainText(service.title[lang]);
        await expect(cards.nth(index)).toHaveAttribute("aria-expanded", "false");
      }
      const panelOf = async (index: number) => page.locator(`#${await cards.nth(index).getAttribute("aria-controls")}`);
      const first = await panelOf(0);
      const second = await panelOf(1);
      await expect(first).toBeHidden();
      await expect(second).toBeHidden();

      await cards.nth(0).click();
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeVisible();
      await expect(first.getByRole("listitem")).toHaveCount(4);
      for (const feature of services[0].features) {
        await expect(first.getByText(feature.title[lang], { exact: true })).toBeVisible();
      }

      await cards.nth(1).click();
      await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(second).toBeVisible();
      await expect(second.getByRole("listitem")).toHaveCount(4);
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeVisible();

      await cards.nth(0).click();
      await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(first).toBeHidden();
      await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(second).toBeVisible();
      await expect(cards.nth(2)).toHaveAttribute("aria-expanded", "false");
      await expect(cards.nth(3)).toHaveAttribute("aria-expanded", "false");
    });

    // 4 -----------------------------------------------------------------------------------------
    test(
      "process steps follow click, hover and focus; the image panel is for large screens",
      { tag: "@phone" },
      async ({ page }) => {
        await gotoHydrated(page, home);
        const section = page.locator("#process");
        const items = section.getByRole("listitem");
        await expect(items).toHaveCount(steps.length);
        for (const [index, step] of steps.entries()) await expect(items.nth(index)).toContainText(step.title[lang]);
        const buttons = section.getByRole("button");
        if (isNarrow(page)) {
          // Below the width that shows the picture, choosing a step would change nothing: no button.
          await expect(buttons).toHaveCount(0);
          await expect(page.getByTestId("process-image-panel")).toBeHidden();
          return;
        }
        // Each button is named by its step's title alone, and pressed while its picture is shown.
        await expect(buttons).toHaveCount(steps.length);
        for (const [index, step] of steps.entries())
          await expect(buttons.nth(index)).toHaveAccessibleName(step.title[lang]);

        const expectCurrent = async (current: number) => {
          for (let index = 0; index < steps.length; index += 1)
            await expect(buttons.nth(index)).toHaveAttribute("aria-pressed", String(index === current));
        };
        await expectCurrent(0);

        await buttons.nth(2).click();
        await expectCurrent(2);

        await buttons.nth(1).hover();
        await expectCurrent(1);

        // Keyboard: focusing a step selects it, Tab moves on to the next one, Enter keeps it.
        await page.mouse.move(0, 0);
        await buttons.nth(3).focus();
        await expectCurrent(3);
        await buttons.nth(0).focus();
        await expectCurrent(0);
        await page.keyboard.press("Tab");
        await expect(buttons.nth(1)).toBeFocused();
        await expectCurrent(1);
        await page.keyboard.press("Enter");
        await expectCurrent(1);

        const panel = page.getByTestId("process-image-panel");
        await expect(panel).toBeVisible();
        await buttons.nth(2).click();
        await expectCurrent(2);
        const layers = panel.locator(":scope > div");
        await expect(layers).toHaveCount(steps.length);
        const active = panel.locator('[data-active="true"]');
        await expect(active).toHaveCount(1);
        await expect(layers.nth(2)).toHaveAttribute("data-active", "true");
        await expect(active).toHaveCSS("transition-duration", "0.7s");
        await expect.poll(() => active.evaluate((el) => getComputedStyle(el).opacity), { timeout: 3_000 }).toBe("1");
        for (const index of [0, 1, 3]) {
          await expect
            .poll(() => layers.nth(index).evaluate((el) => getComputedStyle(el).opacity), { timeout: 3_000 })
            .toBe("0");
        }
        await page.setViewportSize({ width: 1000, height: 800 });
        await expect(panel).toBeAttached();
        await expect(panel).toBeHidden();
        await expect(buttons).toHaveCount(0);
      },
    );

    // 5 -----------------------------------------------------------------------------------------
    test("three testimonials, each rated five stars", async ({ page }) => {
      await page.goto(home);
      const cards = page.locator("#testimonials").getByRole("listitem");
      await expect(cards).toHaveCount(3);
      const rating = t(lang, "testimonials", "rating", { rating: 5 });
      for (const [index, testimonial] of testimonials.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("img")).toHaveCount(1);
        await expect(card.getByRole("img", { name: rating, exact: true })).toBeVisible();
        await expect(card).toContainText(testimonial.text[lang]);
        await expect(card).toContainText(testimonial.name[lang]);
      }
    });

    // 6 -----------------------------------------------------------------------------------------
    test("sixteen tools in three groups, each with a loaded logo and its name", async ({ page }) => {
      await page.goto(home);
      const section = page.locator("#tools");
      const groups = section.getByRole("heading", { level: 3 });
      await expect(groups).toHaveText(toolGroups.map((group) => group.title[lang]));
      const items = section.getByRole("listitem");
      const all = toolGroups.flatMap((group) => group.tools);
      expect(all).toHaveLength(16);
      await expect(items).toHaveCount(16);
      // The logos load lazily: bring the whole list near the screen, then read every logo at once.
      await items.first().scrollIntoViewIfNeeded();
      await items.last().scrollIntoViewIfNeeded();
      for (const [index, tool] of all.entries()) {
        await expect(items.nth(index).getByText(tool.name, { exact: true })).toBeVisible();
      }
      const logos = items.locator("img");
      await expect(logos).toHaveCount(16);
      // Each item's logo is shown and has loaded (a broken image has no natural width).
      await expect
        .poll(
          () =>
            logos.evaluateAll((images: HTMLImageElement[]) =>
              images.map((img) => img.checkVisibility() && img.width > 0 && img.complete && img.naturalWidth > 0),
            ),
          { timeout: 10_000 },
        )
        .toEqual(all.map(() => true));
    });
  });
}
