/**
 * In the browser: asks the site's own function (`/api/scheduling-link`) for the live booking
 * link. The provider's token stays on the server; the browser talks to the site only.
 */
import { SCHEDULING_ERRORS, SchedulingLinkError, TIMEOUT_MS, acceptedBookingUrl } from "./fetchSchedulingLink";

export const SCHEDULING_FUNCTION_PATH = "/api/scheduling-link";

type CatalogueMessage = (typeof SCHEDULING_ERRORS)[keyof typeof SCHEDULING_ERRORS];
const inCatalogue = (value: unknown): value is CatalogueMessage =>
  (Object.values(SCHEDULING_ERRORS) as unknown[]).includes(value);

/** The function waits up to TIMEOUT_MS for the provider; the browser gives it a little longer. */
const BROWSER_TIMEOUT_MS = TIMEOUT_MS + 2000;

/**
 * The live link, or null when the function has none (no token on the server). Fails with the
 * function's catalogue message, or "Failed to fetch scheduling link" for anything else.
 */
export const askSchedulingFunction = async ({
  fetch = globalThis.fetch,
  timeoutMs = BROWSER_TIMEOUT_MS,
}: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {}): Promise<string | null> => {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(SCHEDULING_FUNCTION_PATH, {
      headers: { Accept: "application/json" },
      signal: abort.signal,
    });
    const body: unknown = await response.json();
    const { url, error } =
      typeof body === "object" && body !== null ? (body as { url?: unknown; error?: unknown }) : {};
    if (!response.ok) {
      throw new SchedulingLinkError(inCatalogue(error) ? error : SCHEDULING_ERRORS.other);
    }
    if (url === null) return null;
    const accepted = acceptedBookingUrl(url);
    if (!accepted) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);
    return accepted;
  } catch (error) {
    throw error instanceof SchedulingLinkError ? error : new SchedulingLinkError(SCHEDULING_ERRORS.other);
  } finally {
    clearTimeout(timer);
  }
};
