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
  constructor(message: (typeof SCHEDULING_ERRORS)[keyof typeof SCHEDULING_ERRORS]) {
    super(message);
    this.name = "SchedulingLinkError";
  }
}

interface Options {
  token: string;
  apiUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

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
    if (!userResponse.ok) throw new SchedulingLinkError(SCHEDULING_ERRORS.userInfo);
    const user: unknown = await userResponse.json();
    const uri = isRecord(user) && isRecord(user.resource) ? user.resource.uri : undefined;
    if (typeof uri !== "string" || !uri) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);

    const typesResponse = await get(`${base}/event_types?user=${encodeURIComponent(uri)}`);
    if (!typesResponse.ok) throw new SchedulingLinkError(SCHEDULING_ERRORS.eventTypes);
    const types: unknown = await typesResponse.json();
    if (!isRecord(types) || !Array.isArray(types.collection)) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);

    const active = types.collection.find((entry) => isRecord(entry) && entry.active === true);
    if (!active) throw new SchedulingLinkError(SCHEDULING_ERRORS.noActiveEventType);
    const url = (active as Record<string, unknown>).scheduling_url;
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new SchedulingLinkError(SCHEDULING_ERRORS.other);
    return url;
  } catch (error) {
    // Network errors, malformed JSON and the timeout all end up here as "anything else".
    throw error instanceof SchedulingLinkError ? error : new SchedulingLinkError(SCHEDULING_ERRORS.other);
  } finally {
    clearTimeout(timer);
  }
};
