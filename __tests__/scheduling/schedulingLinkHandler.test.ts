/**
 * @jest-environment node
 */
import { createSchedulingLinkHandler } from "../../src/scheduling/schedulingLinkHandler";
import { SCHEDULING_ERRORS } from "../../src/scheduling/fetchSchedulingLink";

const TOKEN = "server-secret-7d2e";
const API = "https://api.calendly.test";
const USER_URI = `${API}/users/ME1`;
const LINK = "https://calendly.com/ferrolink/strategy-call";

const json = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

type Answer = Response | Error | "hang";

/** A provider answering users/me and event_types as given; "hang" never answers (until aborted). */
const provider = (
  user: () => Answer,
  types: () => Answer = () => json(200, { collection: [{ active: true, scheduling_url: LINK }] }),
) =>
  jest.fn((url: string, init: RequestInit) => {
    const answer = new URL(url).pathname === "/users/me" ? user() : types();
    if (answer === "hang") {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
const userOk = () => json(200, { resource: { uri: USER_URI } });

const ENV = { CALENDLY_TOKEN: TOKEN, CALENDLY_API_URL: API };
const get = () => new Request("https://www.example.com/api/scheduling-link");

const read = async (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get("Cache-Control"),
  body: await response.text(),
});

test("answers the provider's booking link as { url }, asking with the token the way the build does", async () => {
  const fetch = provider(userOk);
  const response = await createSchedulingLinkHandler()(get(), ENV, fetch);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  expect(await response.json()).toEqual({ url: LINK });
  const [[first, init], [second]] = fetch.mock.calls;
  expect(first).toBe(`${API}/users/me`);
  expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" });
  expect(second).toBe(`${API}/event_types?user=${encodeURIComponent(USER_URI)}&active=true`);
});

test("uses Calendly's API when CALENDLY_API_URL is not set", async () => {
  const fetch = provider(userOk);
  await createSchedulingLinkHandler()(get(), { CALENDLY_TOKEN: TOKEN }, fetch);
  expect(fetch.mock.calls[0][0]).toBe("https://api.calendly.com/users/me");
});

test("without a token there is no live link: { url: null }, status 200, and no call", async () => {
  const fetch = provider(userOk);
  for (const env of [{}, { CALENDLY_TOKEN: "" }, { CALENDLY_TOKEN: "  " }]) {
    const response = await createSchedulingLinkHandler()(get(), env, fetch);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: null });
  }
  expect(fetch).not.toHaveBeenCalled();
});

const FAULTS: [string, () => Answer, () => Answer, string][] = [
  [
    "users/me refuses the token (401)",
    () => json(401, { message: `token ${TOKEN} expired` }),
    () => json(200, {}),
    SCHEDULING_ERRORS.userInfo,
  ],
  [
    "event_types fails (500)",
    userOk,
    () => json(500, { title: "Internal Server Error", detail: "stack trace here" }),
    SCHEDULING_ERRORS.eventTypes,
  ],
  [
    "no event type is active",
    userOk,
    () => json(200, { collection: [{ active: false, scheduling_url: LINK }] }),
    SCHEDULING_ERRORS.noActiveEventType,
  ],
  ["a malformed answer", () => json(200, '{"resource": {"uri": '), () => json(200, {}), SCHEDULING_ERRORS.other],
  ["the network fails", () => new TypeError("fetch failed"), () => json(200, {}), SCHEDULING_ERRORS.other],
  [
    "a link off the provider's domain",
    userOk,
    () => json(200, { collection: [{ active: true, scheduling_url: "https://calendly.com.evil.example/x" }] }),
    SCHEDULING_ERRORS.other,
  ],
  [
    "a javascript: link",
    userOk,
    () => json(200, { collection: [{ active: true, scheduling_url: "javascript:alert(1)" }] }),
    SCHEDULING_ERRORS.other,
  ],
];

test.each(FAULTS)("%s: status 502 with the catalogue message only, not cached", async (_, user, types, message) => {
  const response = await createSchedulingLinkHandler()(get(), ENV, provider(user, types));
  const { status, cacheControl, body } = await read(response);
  expect(status).toBe(502);
  expect(cacheControl).toBe("no-store");
  expect(JSON.parse(body)).toEqual({ error: message });
  // Neither the token nor anything of the provider's own answer.
  expect(body).not.toContain(TOKEN);
  expect(body).not.toMatch(/expired|stack trace|Internal Server Error|evil|javascript/);
});

test("a provider that never answers: 502 with the catalogue message after the 8 s timeout", async () => {
  jest.useFakeTimers();
  try {
    const answering = createSchedulingLinkHandler()(
      get(),
      ENV,
      provider(() => "hang"),
    );
    await jest.advanceTimersByTimeAsync(7_999);
    let settled = false;
    void answering.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const response = await answering;
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: SCHEDULING_ERRORS.other });
  } finally {
    jest.useRealTimers();
  }
});

test("keeps a good link for the TTL (default 300 s), in memory and through Cache-Control", async () => {
  let now = 1_000_000;
  const handle = createSchedulingLinkHandler({ now: () => now });
  let link = LINK;
  const fetch = provider(userOk, () => json(200, { collection: [{ active: true, scheduling_url: link }] }));

  const first = await read(await handle(get(), ENV, fetch));
  expect(first).toEqual({ status: 200, cacheControl: "public, max-age=300", body: JSON.stringify({ url: LINK }) });

  // The event type changes at the provider; within the TTL the cached link is answered, without a call.
  link = "https://calendly.com/ferrolink/renamed";
  now += 299_000;
  expect(JSON.parse((await read(await handle(get(), ENV, fetch))).body)).toEqual({ url: LINK });
  expect(fetch).toHaveBeenCalledTimes(2);

  // After it, the provider is asked again.
  now += 1_000;
  expect(JSON.parse((await read(await handle(get(), ENV, fetch))).body)).toEqual({ url: link });
  expect(fetch).toHaveBeenCalledTimes(4);
});

test("SCHEDULING_LINK_TTL_SECONDS sets the TTL; 0 caches nothing (no-store); a value that is not a whole number is the default", async () => {
  let now = 0;
  const fetch = provider(userOk);
  const short = createSchedulingLinkHandler({ now: () => now });
  expect((await short(get(), { ...ENV, SCHEDULING_LINK_TTL_SECONDS: "60" }, fetch)).headers.get("Cache-Control")).toBe(
    "public, max-age=60",
  );
  now += 60_000;
  await short(get(), { ...ENV, SCHEDULING_LINK_TTL_SECONDS: "60" }, fetch);
  expect(fetch).toHaveBeenCalledTimes(4);

  fetch.mockClear();
  const none = createSchedulingLinkHandler({ now: () => now });
  for (let i = 0; i < 3; i += 1) {
    expect((await none(get(), { ...ENV, SCHEDULING_LINK_TTL_SECONDS: "0" }, fetch)).headers.get("Cache-Control")).toBe(
      "no-store",
    );
  }
  expect(fetch).toHaveBeenCalledTimes(6);

  for (const value of ["-5", "1.5", "soon"]) {
    expect(
      (await createSchedulingLinkHandler()(get(), { ...ENV, SCHEDULING_LINK_TTL_SECONDS: value }, fetch)).headers.get(
        "Cache-Control",
      ),
    ).toBe("public, max-age=300");
  }
});

test("a failure is not cached: the next request asks the provider again", async () => {
  let fail = true;
  const fetch = provider(() => (fail ? json(401, {}) : userOk()));
  const handle = createSchedulingLinkHandler();
  expect((await handle(get(), ENV, fetch)).status).toBe(502);
  fail = false;
  expect(await (await handle(get(), ENV, fetch)).json()).toEqual({ url: LINK });
});

test("requests that arrive while a lookup is under way share it", async () => {
  let release: (response: Response) => void = () => {};
  const fetch = provider(() => userOk());
  fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
  const handle = createSchedulingLinkHandler();
  const answers = Promise.all(
    [1, 2, 3, 4, 5].map(() => handle(get(), { ...ENV, SCHEDULING_LINK_TTL_SECONDS: "0" }, fetch)),
  );
  release(userOk());
  for (const response of await answers) expect(await response.json()).toEqual({ url: LINK });
  // One users/me and one event_types for five visitors, even with no cache.
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("answers only GET and HEAD", async () => {
  const fetch = provider(userOk);
  const response = await createSchedulingLinkHandler()(
    new Request("https://www.example.com/api/scheduling-link", { method: "POST" }),
    ENV,
    fetch,
  );
  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("GET, HEAD");
  expect(fetch).not.toHaveBeenCalled();
});
