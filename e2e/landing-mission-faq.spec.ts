// The landing page's mission and FAQ sections at work.
import { test, expect } from "./sharedContext";
import { gotoHydrated } from "./hydration";
import { LANGS, inLang, t } from "./content";
import { answerExternalSitesLocally, missionValues, faqs, SCHEDULING_URL, startsWith } from "./landing-shared";

test.beforeEach(({ context }) => answerExternalSitesLocally(context));

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test.describe(`${lang} landing page`, () => {
    // 7 -----------------------------------------------------------------------------------------
    test("the mission calls to work with us in a new tab and shows four values", async ({ page }) => {
      await page.goto(home);
      const section = page.locator("#mission");
      const cta = section.getByRole("link", { name: startsWith(t(lang, "mission", "cta")) });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", SCHEDULING_URL);
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
      const values = section.getByRole("listitem");
      await expect(values).toHaveCount(4);
      for (const [index, value] of missionValues.entries()) {
        await expect(values.nth(index)).toBeVisible();
        await expect(values.nth(index)).toContainText(value.title[lang]);
        await expect(values.nth(index)).toContainText(value.description[lang]);
      }
    });

    // 8 -----------------------------------------------------------------------------------------
    test("FAQ: closed at first, one answer open at a time", async ({ page }) => {
      await gotoHydrated(page, home);
      const section = page.locator("#faq");
      const questions = section.getByRole("button");
      await expect(questions).toHaveCount(faqs.length);
      for (const [index, faq] of faqs.entries()) {
        const question = questions.nth(index);
        await expect(question).toHaveText(faq.question[lang]);
        await expect(question).toHaveAttribute("aria-expanded", "false");
        const controls = await question.getAttribute("aria-controls");
        expect(controls).toBeTruthy();
        await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
        await expect(page.locator(`[id="${controls}"]`)).toBeHidden();
      }
      const answerOf = (index: number) =>
        section.getByRole("region", { name: faqs[index].question[lang], exact: true });

      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(answerOf(0)).toBeVisible();
      await expect(answerOf(0)).toHaveText(faqs[0].answer[lang]);

      await questions.nth(2).click();
      await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
      await expect(answerOf(2)).toHaveText(faqs[2].answer[lang]);
      await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#faq-${faqs[0].id}-answer`)).toBeHidden();

      await questions.nth(2).click();
      await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#faq-${faqs[2].id}-answer`)).toBeHidden();
      await expect(section.getByRole("region")).toHaveCount(0);
    });

    test(
      "FAQ: opening a question below an open answer leaves the question where it was tapped",
      { tag: "@phone" },
      async ({ page }, testInfo) => {
        await gotoHydrated(page, home);
        const questions = page.locator("#faq").getByRole("button");
        await questions.first().click();
        await expect(questions.first()).toHaveAttribute("aria-expanded", "true");

        const last = questions.last();
        await last.scrollIntoViewIfNeeded();
        const before = (await last.boundingBox())!;
        if (testInfo.project.use.hasTouch) await last.tap();
        else await last.click();
        await expect(last).toHaveAttribute("aria-expanded", "true");
        await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
        await expect.poll(async () => Math.abs((await last.boundingBox())!.y - before.y)).toBeLessThan(2);
      },
    );
  });
}
