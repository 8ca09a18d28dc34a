// The run-time mode (GATSBY_CALENDLY_TOKEN): the page asks the provider's test double on 9190.
import { test, expect } from "./fixtures";
import { inLang, legal, type Lang } from "./content";
import { gotoHydrated } from "./hydration";
import { TIMEOUT_MS } from "../src/scheduling/fetchSchedulingLink";
import {
  DEFAULT_LINK,
  LINKS,
  PROVIDER_FAILURE_CONSOLE,
  RUNTIME,
  answerExternalPages,
  floatingButton,
  linksOfCallsToAction,
  openedLinks,
} from "./scheduling";

const CONTROL = RUNTIME.controlUrl;

test.use({ allowedConsole: PROVIDER_FAILURE_CONSOLE });

const useScenario = async (name: string) => {
  const response = await fetch(`${CONTROL}/scenario/${name}`, { method: "POST" });
  expect(response.ok).toBe(true);
};
const providerRequests = async (): Promise<
  { path: string; query: Record<string, string>; authorization: string; contentType: string }[]
> => (await (await fetch(`${CONTROL}/requests`)).json()).requests;

const SCENARIOS: { scenario: string; link: string; message?: string }[] = [
  { scenario: "success", link: LINKS.success },
  { scenario: "first-inactive", link: LINKS.firstInactive },
  { scenario: "none-active", link: DEFAULT_LINK, message: "No active event types found" },
  { scenario: "users-401", link: DEFAULT_LINK, message: "Failed to fetch user info from Calendly" },
  { scenario: "event-types-500", link: DEFAULT_LINK, message: "Failed to fetch event types from Calendly" },
  { scenario: "malformed-json", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "refused", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "no-answer", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "paginated", link: LINKS.laterPage },
  // A booking link that is not https on calendly.com is a malformed answer.
  { scenario: "link-javascript", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "link-http", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
  { scenario: "link-lookalike", link: DEFAULT_LINK, message: "Failed to fetch scheduling link" },
];

test.describe("run-time mode (GATSBY_CALENDLY_TOKEN, live fetch from the provider)", () => {
  test.afterAll(async () => useScenario("success"));

  for (const { scenario, link, message } of SCENARIOS) {
    test(`${scenario}: every call to action opens ${message ? "the default link" : "the live link"}`, async ({
      page,
      context,
    }) => {
      const lang: Lang = scenario.length % 2 ? "ar" : "en"; // both languages across the scenarios
      await useScenario(scenario);
      await answerExternalPages(context);
      const errors: string[] = [];
      page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
      const unhandled: string[] = [];
      page.on("pageerror", (error) => unhandled.push(error.message));

      if (scenario === "no-answer") {
        // The page runs on a clock of the test's, so that the time it gives a silent provider
        // passes at once (that clock's performance object has no marks to wait for hydration by).
        await page.clock.install();
        await page.goto(inLang("/", lang));
        // Still waiting for the provider, which was asked: the floating button cannot be used yet.
        await expect(floatingButton(page, lang)).toBeDisabled();
        await expect.poll(async () => (await providerRequests()).map((r) => r.path)).toContain("/users/me");
        await page.clock.fastForward(TIMEOUT_MS);
      } else {
        await gotoHydrated(page, inLang("/", lang));
      }
      // Loading ends (at the page's timeout when the provider never answers) and the button works.
      await expect(floatingButton(page, lang)).toBeEnabled();
      await expect(floatingButton(page, lang)).toHaveAttribute("href", link);

      // The clicks, each opening a tab, walked once: the link found is the same for all.
      const links =
        scenario === "success" ? await openedLinks(page, context, lang) : await linksOfCallsToAction(page, lang);
      expect(links).toEqual([link, link, link, link].map((l) => l.replace(/\/$/, "")));
      if (message) expect(errors).toContain(message);
      else expect(errors).toEqual([]);
      expect(unhandled).toEqual([]);

      if (scenario !== "refused" && scenario !== "no-answer") {
        const requests = await providerRequests();
        // One page load, one request each (one per page of event types), with the token and a
        // JSON content type, asking for active event types only.
        expect(requests.filter((r) => r.path === "/users/me")).toHaveLength(1);
        const eventTypeRequests = requests.filter((r) => r.path === "/event_types");
        expect(eventTypeRequests.length).toBeLessThanOrEqual(scenario === "paginated" ? 2 : 1);
        for (const request of eventTypeRequests) expect(request.query.active).toBe("true");
        for (const request of requests) {
          expect(request.authorization).toBe(`Bearer ${RUNTIME.token}`);
          expect(request.contentType).toBe("application/json");
        }
      }
    });
  }
});

test("run-time mode: the live link is asked once per visit, not once per page", async ({ page }) => {
  await useScenario("success");
  await gotoHydrated(page, "/");
  await expect(floatingButton(page, "en")).toHaveAttribute("href", LINKS.success);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: legal("privacy-policy").title.en, exact: true })
    .click();
  await expect(page).toHaveURL("/privacy-policy/");
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(floatingButton(page, "en")).toHaveAttribute("href", LINKS.success);
  expect((await providerRequests()).filter((r) => r.path === "/users/me")).toHaveLength(1);
});
