// Runs against .e2e/build-time: a build of a copy of the site with a sixth FAQ and a fourth
// testimonial rated 4 (scripts/build-e2e.mjs), edits the validation accepts because the layout
// takes them.
import { test, expect } from "./sharedContext";
import { axe } from "./axe";
import { LANGS, dataFile, inLang, t } from "./content";
import { gotoHydrated } from "./hydration";
import config from "../scripts/e2e-config.json";
import type { FileContent } from "../src/content/schema";

const {
  faq: SIXTH_FAQ,
  testimonial: FOURTH,
}: { faq: FileContent<"faqs.json">[number]; testimonial: FileContent<"testimonials.json">[number] } =
  config.contentRanges;
const faqs = [...dataFile("faqs.json"), SIXTH_FAQ];
const testimonials = [...dataFile("testimonials.json"), FOURTH];

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test(`${home}: six FAQs, the sixth opens and closes like the others`, async ({ page }) => {
    await gotoHydrated(page, home);
    const section = page.locator("#faq");
    const questions = section.getByRole("button");
    await expect(questions).toHaveText(faqs.map((faq) => faq.question[lang]));
    const sixth = questions.nth(5);
    await sixth.click();
    await expect(sixth).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByRole("region", { name: SIXTH_FAQ.question[lang], exact: true })).toHaveText(
      SIXTH_FAQ.answer[lang],
    );
    await sixth.click();
    await expect(section.getByRole("region")).toHaveCount(0);
  });

  test(`${home}: four testimonials; the fourth shows four stars and is announced as rated 4`, async ({ page }) => {
    await gotoHydrated(page, home);
    const cards = page.locator("#testimonials").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [index, testimonial] of testimonials.entries()) {
      await expect(cards.nth(index)).toContainText(testimonial.text[lang]);
      await expect(
        cards
          .nth(index)
          .getByRole("img", { name: t(lang, "testimonials", "rating", { rating: testimonial.rating }), exact: true }),
      ).toBeVisible();
    }
    const fourth = cards.nth(3);
    await expect(fourth).toContainText(FOURTH.name[lang]);
    // Four filled stars and one empty one, announced as one image.
    const stars = fourth.getByRole("img", { name: t(lang, "testimonials", "rating", { rating: 4 }), exact: true });
    await expect(stars.locator("svg")).toHaveCount(5);
    await expect(stars.locator("svg.fill-brand-400")).toHaveCount(4);
    await fourth.scrollIntoViewIfNeeded();
    await expect(fourth).toBeVisible();
  });

  test(`${home}: no WCAG violation in the FAQ and testimonial sections`, async ({ page }) => {
    await gotoHydrated(page, home);
    await page.locator("#faq").getByRole("button").nth(5).click();
    const { violations } = await axe(page)
      .include("#faq")
      .include("#testimonials")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}
