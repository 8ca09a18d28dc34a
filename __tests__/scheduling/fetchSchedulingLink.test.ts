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
  expect(second).toBe(`https://api.example.test/event_types?user=${encodeURIComponent(USER_URI)}`);
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
  ["no entry is active", provider(userOk(), typesOf({ active: false, scheduling_url: "https://c.com/x" })), SCHEDULING_ERRORS.noActiveEventType],
  ["an empty collection", provider(userOk(), typesOf()), SCHEDULING_ERRORS.noActiveEventType],
  ["a network error", provider(new TypeError("Failed to fetch")), SCHEDULING_ERRORS.other],
  ["malformed JSON", provider({ ok: true, status: 200, json: async () => JSON.parse("{nope") } as Response), SCHEDULING_ERRORS.other],
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
