/**
 * Asks the scheduling provider (Calendly's API) for the booking page of the account's first
 * active event type. Pure apart from the two HTTP calls: used at build time by gatsby-node
 * (CALENDLY_TOKEN) and at run time in the browser (GATSBY_CALENDLY_TOKEN).
 */

export const DEFAULT_API_URL = "https://api.calendly.com";
export const TIMEOUT_MS = 8000;

/** The error catalogue: what went wrong, in the words logged and kept in the context. */
export const SCHEDULING_ERRORS = {
  userInfo: "Failed to fetch user info from Calendly",
  eventTypes: "Failed to fetch event types from Calendly",
  noActiveEventType: "No active event types found",
  other: "Failed to fetch scheduling link",
} as const;

export class SchedulingLinkError extends Error {
  /** The HTTP status of the provider's refusal, when it answered with one (401, 429, ...). */
  readonly status?: number;

  constructor(message: (typeof SCHEDULING_ERRORS)[keyof typeof SCHEDULING_ERRORS], status?: number) {
    super(message);
    this.name = "SchedulingLinkError";
    if (status !== undefined) this.status = status;
  }
}

interface Options {
  token: string;
  apiUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

/** Pages of event types read at most; a provider that pages on and on is given up on. */
export const MAX_PAGES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The booking page as a URL the site may link to: https on calendly.com or one of its
 * subdomains, on the default port, without credentials. Anything else is undefined.
 */
export const acceptedBookingUrl = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const onCalendly = url.hostname === "calendly.com" || url.hostname.endsWith(".calendly.com");
  if (url.protocol !== "https:" || !onCalendly || url.port !== "" || url.username !== "" || url.password !== "")
    return undefined;
  return url.href;
};

export const fetchSchedulingLink = async ({
  token,
  apiUrl = DEFAULT_API_URL,
  fetch = globalThis.fetch,
  timeoutMs = TIMEOUT_MS,
}: Options): Promise<string> => {
  const base = apiUrl.replace(/\/+$/, "");
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const get = (url: string) =>
    fetch(url, {
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      signal: abort.signal,
    });
  try {
    const userResponse = await get(`${base}/users/me`);
    if (!userResponse.ok) throw new SchedulingLinkError(SCHEDULING_ERRORS.userInfo, userResponse.status);
    const user: unknown = await userResponse.json();
    const uri = isRecord(user) && isRecord(user.resource) ? user.resource.uri : undefined;
    if (typeof uri !== "string" || !uri) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);

    // Only active event types, page after page until one is found. The provider names the
    // next page by its full URL; the token goes nowhere but the API it was meant for.
    let next: string | undefined = `${base}/event_types?user=${encodeURIComponent(uri)}&active=true`;
    for (let pages = 0; next; pages += 1) {
      if (pages === MAX_PAGES) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);
      const typesResponse = await get(next);
      if (!typesResponse.ok) throw new SchedulingLinkError(SCHEDULING_ERRORS.eventTypes, typesResponse.status);
      const types: unknown = await typesResponse.json();
      if (!isRecord(types) || !Array.isArray(types.collection)) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);

      const active = types.collection.find((entry) => isRecord(entry) && entry.active === true);
      if (active) {
        const url = acceptedBookingUrl((active as Record<string, unknown>).scheduling_url);
        if (!url) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);
        return url;
      }
      const nextPage = isRecord(types.pagination) ? types.pagination.next_page : undefined;
      if (nextPage === undefined || nextPage === null || nextPage === "") next = undefined;
      else if (typeof nextPage === "string" && new URL(nextPage).origin === new URL(base).origin) next = nextPage;
      else throw new SchedulingLinkError(SCHEDULING_ERRORS.other);
    }
    throw new SchedulingLinkError(SCHEDULING_ERRORS.noActiveEventType);
  } catch (error) {
    // Network errors, malformed JSON and the timeout all end up here as "anything else".
    throw error instanceof SchedulingLinkError ? error : new SchedulingLinkError(SCHEDULING_ERRORS.other);
  } finally {
    clearTimeout(timer);
  }
};
