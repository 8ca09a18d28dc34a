/**
 * The day of the date-bound browser tests (the legal pages' dates an editor's save moves), the
 * same in Node and in the page: a test reads it here and gives it to the page (`onTheTestsDay`)
 * and to the Node code it calls, so that its outcome does not depend on the month it runs in.
 * playwright.config.ts fixes it once per run: today, or E2E_TODAY ("2027-03-15") to run the
 * suite as if on another day.
 */
import type { Page } from "@playwright/test";
import { thisMonth } from "../src/content/legalDates";

export const TODAY = new Date(process.env.E2E_TODAY ?? Date.now());
if (Number.isNaN(TODAY.getTime())) throw new Error(`E2E_TODAY is not a date: ${process.env.E2E_TODAY}`);

/** "2026-12": the tests' month, as the legal pages write their dates. */
export const TESTS_MONTH = thisMonth(TODAY);

/** Sets the page's clock to the tests' day (its timers keep running as usual). */
export const onTheTestsDay = (page: Page) => page.clock.setSystemTime(TODAY);
