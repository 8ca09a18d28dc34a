/**
 * Server only: the site's own function behind `GET /api/scheduling-link`. It asks the
 * provider for the booking link with a token that stays on the server and answers
 * `{ "url": ... }`. Mounted by two thin adapters, the Gatsby Function (src/api/) and the
 * Cloudflare Pages Function (functions/api/), and by the local server (scripts/serve.mjs).
 */
import { DEFAULT_API_URL, SCHEDULING_ERRORS, SchedulingLinkError, fetchSchedulingLink } from "./fetchSchedulingLink";

/** The host's runtime environment, as far as this function reads it. */
export interface SchedulingLinkEnvironment {
  CALENDLY_TOKEN?: string;
  CALENDLY_API_URL?: string;
  SCHEDULING_LINK_TTL_SECONDS?: string;
}

/** What the function answers: a link, no live link (no token configured), or a catalogue message. */
export type SchedulingLinkAnswer = { url: string } | { url: null } | { error: string };

export const DEFAULT_TTL_SECONDS = 300;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The cache's lifetime: a whole number of seconds, 0 for none; anything else is the default. */
export const ttlSeconds = (value: string | undefined): number => {
  if (value === undefined || value.trim() === "") return DEFAULT_TTL_SECONDS;
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : DEFAULT_TTL_SECONDS;
};

const answer = (
  status: number,
  body: SchedulingLinkAnswer,
  cacheControl: string,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl, ...headers },
  });

/**
 * One handler per process (or isolate): the last good link is kept for the TTL, and requests
 * that arrive while a lookup is under way share it, so a burst of visitors makes one lookup.
 */
export const createSchedulingLinkHandler = ({ now = Date.now }: { now?: () => number } = {}) => {
  let cached: { key: string; url: string; expires: number } | undefined;
  const pending = new Map<string, Promise<string>>();

  const lookUp = (key: string, token: string, apiUrl: string, fetch: Fetch | undefined): Promise<string> => {
    let lookup = pending.get(key);
    if (!lookup) {
      lookup = fetchSchedulingLink({ token, apiUrl, ...(fetch && { fetch }) }).finally(() => pending.delete(key));
      pending.set(key, lookup);
    }
    return lookup;
  };

  return async (request: Request, env: SchedulingLinkEnvironment, fetch?: Fetch): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answer(405, { error: "Method not allowed" }, "no-store", { Allow: "GET, HEAD" });
    }
    const token = env.CALENDLY_TOKEN?.trim();
    const ttl = ttlSeconds(env.SCHEDULING_LINK_TTL_SECONDS);
    const cacheControl = ttl > 0 ? `public, max-age=${ttl}` : "no-store";
    if (!token) return answer(200, { url: null }, cacheControl);

    const apiUrl = env.CALENDLY_API_URL?.trim() || DEFAULT_API_URL;
    const key = `${apiUrl}\n${token}`;
    if (ttl > 0 && cached?.key === key && cached.expires > now()) return answer(200, { url: cached.url }, cacheControl);
    try {
      const url = await lookUp(key, token, apiUrl, fetch);
      if (ttl > 0) cached = { key, url, expires: now() + ttl * 1000 };
      return answer(200, { url }, cacheControl);
    } catch (error) {
      // Only the catalogue's words leave: never the token, never the provider's own answer.
      const failure = error instanceof SchedulingLinkError ? error : new SchedulingLinkError(SCHEDULING_ERRORS.other);
      // 502: the provider, behind this function, failed.
      return answer(502, { error: failure.message }, "no-store");
    }
  };
};
