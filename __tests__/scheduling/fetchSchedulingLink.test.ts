import { fetchSchedulingLink, SCHEDULING_ERRORS } from "../../src/scheduling/fetchSchedulingLink";

const USER_URI = "https://api.calendly.com/users/AB CD/ü?x=1&y=2";
const response = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  }) as Response;

/** A provider answering users/me and event_types as given. */
const provider = (user: Response | Error, types?: Response | Error) =>
  jest.fn(async (url: string) => {
    const answer = url.endsWith("/users/me") ? user : types;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer;
  });

const userOk = () => response(200, { resource: { uri: USER_URI } });
const typesOf = (...collection: unknown[]) => response(200, { collection });

test("asks users/me, then event_types for that user, with the token and a JSON content type", async () => {
  const fetch = provider(userOk(), typesOf({ active: true, scheduling_url: "https://calendly.com/acme/intro" }));
  const url = await fetchSchedulingLink({ token: "secret-token", apiUrl: "https://api.example.test/", fetch });
  expect(url).toBe("https://calendly.com/acme/intro");
  expect(fetch).toHaveBeenCalledTimes(2);
  const [[first, firstInit], [second, secondInit]] = fetch.mock.calls as unknown as [string, RequestInit][];
  expect(first).toBe("https://api.example.test/users/me");
  expect(second).toBe(`https://api.example.test/event_types?user=${encodeURIComponent(USER_URI)}&active=true`);
  expect(second).toContain("user=https%3A%2F%2Fapi.calendly.com%2Fusers%2FAB%20CD%2F%C3%BC%3Fx%3D1%26y%3D2");
  for (const init of [firstInit, secondInit]) {
    expect(init.headers).toEqual({ Authorization: "Bearer secret-token", "Content-Type": "application/json" });
  }
});

test("uses Calendly's API by default", async () => {
  const fetch = provider(userOk(), typesOf({ active: true, scheduling_url: "https://calendly.com/a" }));
  await fetchSchedulingLink({ token: "t", fetch });
  expect(fetch.mock.calls[0][0]).toBe("https://api.calendly.com/users/me");
});

test("takes the first active event type, skipping inactive ones before it", async () => {
  const fetch = provider(
    userOk(),
    typesOf(
      { active: false, scheduling_url: "https://calendly.com/acme/retired" },
      { active: true, scheduling_url: "https://calendly.com/acme/second" },
      { active: true, scheduling_url: "https://calendly.com/acme/third" },
    ),
  );
  await expect(fetchSchedulingLink({ token: "t", fetch })).resolves.toBe("https://calendly.com/acme/second");
});

test.each([
  ["users/me answers not ok", provider(response(401, {})), SCHEDULING_ERRORS.userInfo],
  ["event_types answers not ok", provider(userOk(), response(500, {})), SCHEDULING_ERRORS.eventTypes],
  [
    "no entry is active",
    provider(userOk(), typesOf({ active: false, scheduling_url: "https://c.com/x" })),
    SCHEDULING_ERRORS.noActiveEventType,
  ],
  ["an empty collection", provider(userOk(), typesOf()), SCHEDULING_ERRORS.noActiveEventType],
  ["a network error", provider(new TypeError("Failed to fetch")), SCHEDULING_ERRORS.other],
  [
    "malformed JSON",
    provider({ ok: true, status: 200, json: async () => JSON.parse("{nope") } as Response),
    SCHEDULING_ERRORS.other,
  ],
  ["no resource.uri", provider(response(200, { resource: {} })), SCHEDULING_ERRORS.other],
  ["no collection", provider(userOk(), response(200, { items: [] })), SCHEDULING_ERRORS.other],
  ["an active entry without scheduling_url", provider(userOk(), typesOf({ active: true })), SCHEDULING_ERRORS.other],
])("%s fails with its catalogue message", async (_situation, fetch, message) => {
  await expect(fetchSchedulingLink({ token: "t", fetch })).rejects.toThrow(message);
  await expect(fetchSchedulingLink({ token: "t", fetch })).rejects.toHaveProperty("message", message);
});

test("gives up after 8 seconds when the provider never answers", async () => {
  jest.useFakeTimers();
  try {
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const result = fetchSchedulingLink({ token: "t", fetch });
    const settled = jest.fn();
    result.then(settled, settled);
    await jest.advanceTimersByTimeAsync(7999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(SCHEDULING_ERRORS.other);
  } finally {
    jest.useRealTimers();
  }
});

describe("the booking link must be https on calendly.com or a subdomain of it", () => {
  const answering = (schedulingUrl: string) =>
    provider(userOk(), typesOf({ active: true, scheduling_url: schedulingUrl }));

  test.each([
    "javascript:alert(document.domain)",
    "JavaScript:alert(1)//https://calendly.com/",
    "http://calendly.com/acme/intro",
    "https://calendly.com.evil.example/acme/intro",
    "https://evilcalendly.com/acme/intro",
    "https://calendly.com@evil.example/acme/intro",
    "https://user:secret@calendly.com/acme/intro",
    "https://calendly.com:8443/acme/intro",
    "//calendly.com/acme/intro",
    "/acme/intro",
    "data:text/html,<script>alert(1)</script>",
    "ftp://calendly.com/acme",
    "",
  ])("%j is a malformed answer", async (schedulingUrl) => {
    await expect(fetchSchedulingLink({ token: "t", fetch: answering(schedulingUrl) })).rejects.toHaveProperty(
      "message",
      SCHEDULING_ERRORS.other,
    );
  });

  test.each([
    ["https://calendly.com/acme/intro", "https://calendly.com/acme/intro"],
    ["https://eu.calendly.com/acme/intro", "https://eu.calendly.com/acme/intro"],
    ["https://CALENDLY.com/acme/intro?month=2025-01", "https://calendly.com/acme/intro?month=2025-01"],
  ])("%s is accepted", async (schedulingUrl, expected) => {
    await expect(fetchSchedulingLink({ token: "t", fetch: answering(schedulingUrl) })).resolves.toBe(expected);
  });
});

describe("event types: only active ones, across pages", () => {
  const page = (collection: unknown[], nextPage: string | null) =>
    response(200, { collection, pagination: { next_page: nextPage } });

  test("follows next_page until an active event type is found, and asks no further", async () => {
    const fetch = jest.fn(async (url: string) => {
      if (url.endsWith("/users/me")) return userOk();
      if (url.includes("page_token=2"))
        return page(
          [
            { active: false, scheduling_url: "https://calendly.com/acme/old" },
            { active: true, scheduling_url: "https://calendly.com/acme/later" },
          ],
          "https://api.example.test/event_types?page_token=3",
        );
      if (url.includes("page_token=3")) throw new Error("asked for a page after the link was found");
      return page(
        [{ active: false, scheduling_url: "https://calendly.com/acme/retired" }],
        "https://api.example.test/event_types?page_token=2",
      );
    });
    await expect(fetchSchedulingLink({ token: "t", apiUrl: "https://api.example.test", fetch })).resolves.toBe(
      "https://calendly.com/acme/later",
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "https://api.example.test/users/me",
      `https://api.example.test/event_types?user=${encodeURIComponent(USER_URI)}&active=true`,
      "https://api.example.test/event_types?page_token=2",
    ]);
    expect((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].headers).toEqual({
      Authorization: "Bearer t",
      "Content-Type": "application/json",
    });
  });

  test("no active event type on any page is the catalogue's no-active message", async () => {
    const fetch = jest.fn(async (url: string) => {
      if (url.endsWith("/users/me")) return userOk();
      if (url.includes("page_token=2"))
        return page([{ active: false, scheduling_url: "https://calendly.com/acme/b" }], null);
      return page(
        [{ active: false, scheduling_url: "https://calendly.com/acme/a" }],
        "https://api.example.test/event_types?page_token=2",
      );
    });
    await expect(fetchSchedulingLink({ token: "t", apiUrl: "https://api.example.test", fetch })).rejects.toHaveProperty(
      "message",
      SCHEDULING_ERRORS.noActiveEventType,
    );
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test("a next_page on another host is a malformed answer: the token is not sent there", async () => {
    const fetch = jest.fn(async (url: string) => {
      if (url.endsWith("/users/me")) return userOk();
      if (url.startsWith("https://api.example.test/"))
        return page([], "https://collector.evil.example/event_types?page_token=2");
      throw new Error(`token sent to ${url}`);
    });
    await expect(fetchSchedulingLink({ token: "t", apiUrl: "https://api.example.test", fetch })).rejects.toHaveProperty(
      "message",
      SCHEDULING_ERRORS.other,
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("a provider that pages for ever is given up on", async () => {
    let n = 0;
    const fetch = jest.fn(async (url: string) => {
      if (url.endsWith("/users/me")) return userOk();
      n += 1;
      return page([], `https://api.example.test/event_types?page_token=${n}`);
    });
    await expect(fetchSchedulingLink({ token: "t", apiUrl: "https://api.example.test", fetch })).rejects.toHaveProperty(
      "message",
      SCHEDULING_ERRORS.other,
    );
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(52);
  });
});

test.each([
  ["users/me", provider(response(401, {})), 401],
  ["event_types", provider(userOk(), response(429, {})), 429],
])("a refusal of %s keeps the HTTP status with the error", async (_call, fetch, status) => {
  await expect(fetchSchedulingLink({ token: "t", fetch })).rejects.toHaveProperty("status", status);
});
