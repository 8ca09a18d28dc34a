// The landing page's static HTML: every section and text, also with JavaScript off.
import { test, expect, type BrowserContext, type Page } from "./sharedContext";
import { LANGS, inLang, t } from "./content";
import {
  answerExternalSitesLocally,
  services,
  steps,
  testimonials,
  toolGroups,
  missionValues,
  faqs,
  SECTION_IDS,
  htmlToText,
  placeOf,
  SETTLE_TIMEOUT,
} from "./landing-shared";

test.beforeEach(({ context }) => answerExternalSitesLocally(context));

for (const lang of LANGS) {
  const home = inLang("/", lang);

  test.describe(`${lang} landing page`, () => {
    // 1 -----------------------------------------------------------------------------------------
    test("the static HTML has every section in order and all of the content", async ({ request }) => {
      const response = await request.get(home);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const ids = [...html.matchAll(/\sid="([^"]+)"/g)]
        .map((match) => match[1])
        .filter((id) => SECTION_IDS.includes(id));
      expect(ids).toEqual(SECTION_IDS);

      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main.length).toBeGreaterThan(1000);
      const text = htmlToText(main);
      const expected = [
        ...services.flatMap((s) => [
          s.title[lang],
          s.description[lang],
          ...s.features.flatMap((f) => [f.title[lang], f.description[lang]]),
        ]),
        ...steps.flatMap((s) => [s.title[lang], s.description[lang]]),
        ...testimonials.flatMap((x) => [x.text[lang], x.name[lang], x.role[lang]]),
        ...toolGroups.flatMap((g) => [
          g.title[lang],
          ...g.tools.flatMap((tool) => [tool.name, tool.description[lang]]),
        ]),
        ...missionValues.flatMap((v) => [v.title[lang], v.description[lang]]),
        ...faqs.flatMap((f) => [f.question[lang], f.answer[lang]]),
      ];
      expect(services.every((s) => s.features.length === 4)).toBe(true);
      expect(expected.filter((words) => !text.includes(words.replace(/\s+/g, " ")))).toEqual([]);
    });

    test("the static HTML has no NUL characters (browsers turn them into U+FFFD in attributes)", async ({
      request,
    }) => {
      const html = await (await request.get(home)).text();
      // eslint-disable-next-line no-control-regex -- the test looks for NUL characters
      const found = [...html.matchAll(/\u0000/g)].map((match) =>
        html.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + 20).replaceAll("\u0000", "<NUL>"),
      );
      expect(found, "NUL characters in the page, with what precedes them").toEqual([]);
    });

    // 2 -----------------------------------------------------------------------------------------
    test.describe("without JavaScript", () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeEach(async ({ browser }, testInfo) => {
        const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
        context = await browser.newContext({
          viewport,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          userAgent,
          javaScriptEnabled: false,
          baseURL: testInfo.project.use.baseURL,
        });
        page = await context.newPage();
        await page.goto(home);
      });
      test.afterEach(async () => {
        await context.close();
      });

      test("the FAQ answers and the service features are shown", async () => {
        for (const faq of faqs) {
          const answer = page.locator(`#faq-${faq.id}-answer`);
          await expect(answer, `answer to "${faq.question[lang]}"`).toBeVisible();
          await expect(answer).toHaveText(faq.answer[lang]);
        }
        for (const service of services) {
          const panel = page.locator(`#service-${service.id}-features`);
          await expect(panel, `features of ${service.title[lang]}`).toBeVisible();
          await expect(panel.getByRole("listitem")).toHaveCount(4);
          for (const feature of service.features) {
            await expect(panel.getByText(feature.title[lang], { exact: true })).toBeVisible();
            await expect(panel.getByText(feature.description[lang], { exact: true })).toBeVisible();
          }
        }
      });

      test("the FAQ and the service cards offer no button that could not work, and their headings stay", async () => {
        for (const id of ["#faq", "#solutions"]) {
          await expect(page.locator(id).getByRole("button"), `buttons in ${id}`).toHaveCount(0);
          await expect(
            page.locator(`${id} [aria-expanded]`).filter({ visible: true }),
            `expandable controls shown in ${id}`,
          ).toHaveCount(0);
        }
        for (const faq of faqs) {
          await expect(
            page.locator("#faq").getByRole("heading", { name: faq.question[lang], exact: true }),
          ).toBeVisible();
          await expect(page.locator("#faq").getByRole("region", { name: faq.question[lang], exact: true })).toHaveText(
            faq.answer[lang],
          );
        }
        for (const service of services) {
          // Named by the title alone, with the description shown beside it.
          const heading = page.getByRole("heading", { name: service.title[lang], exact: true });
          await expect(page.locator("#solutions").locator(heading)).toBeVisible();
          await expect(page.locator("#solutions li").filter({ has: heading })).toContainText(service.description[lang]);
        }
      });

      test("the header's section links still work", { tag: "@phone" }, async () => {
        // The menu toggle needs JavaScript, so it is hidden; on phones the menu is meant to be shown open.
        await expect(page.getByRole("button", { name: t(lang, "header", "openMenu") })).toBeHidden();
        const link = page
          .getByRole("banner")
          .getByRole("link", { name: t(lang, "header", "nav.process"), exact: true })
          .filter({ visible: true });
        await expect(link, "a visible Process link in the header").toHaveCount(1);
        await link.click();
        await expect(page).toHaveURL(`${home}#process`);
        await expect.poll(placeOf(page, "#process"), { timeout: SETTLE_TIMEOUT }).toEqual({
          hash: "#process",
          settled: true,
          inViewport: true,
          clearOfHeader: true,
        });
        await expect(page.locator("#process")).toBeInViewport();
      });
    });
  });
}
