import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe for a page of this site. The site has no frames, so axe runs in the page itself (axe.run,
 * the builder's "legacy mode"): by default each scan would also open a blank tab to merge the
 * results of frames (runPartial/finishRun) and inject axe into it as well, about a second of a
 * loaded machine per scan for the same result. A same-origin frame added later is still scanned;
 * only a cross-origin one would not be.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
