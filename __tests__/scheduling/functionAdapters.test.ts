/**
 * @jest-environment node
 */
// The two hosts' adapters hand the request and their own environment to the one handler.
import gatsbyFunction from "../../src/api/scheduling-link";
import { onRequest } from "../../functions/api/scheduling-link";

const LINK = "https://calendly.com/ferrolink/intro";
const provider = () =>
  jest.fn(async (url: RequestInfo | URL) =>
    Response.json(
      new URL(String(url)).pathname === "/users/me"
        ? { resource: { uri: "https://api.test/users/U" } }
        : { collection: [{ active: true, scheduling_url: LINK }] },
    ),
  );

afterEach(() => {
  delete process.env.CALENDLY_TOKEN;
  delete process.env.CALENDLY_API_URL;
  delete process.env.SCHEDULING_LINK_TTL_SECONDS;
});

/** An Express-like response, as Gatsby gives its functions. */
const expressResponse = () => {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as string | undefined };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    setHeader: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), res),
    send: (body?: string) => ((sent.body = body), res),
  };
  return { res, sent };
};

test("Gatsby Function: reads the token from the process's environment when it runs", async () => {
  global.fetch = provider();
  const call = async () => {
    const { res, sent } = expressResponse();
    await gatsbyFunction({ method: "GET", url: "/api/scheduling-link" } as never, res as never);
    return sent;
  };
  expect(await call()).toMatchObject({ status: 200, body: JSON.stringify({ url: null }) });
  expect(global.fetch).not.toHaveBeenCalled();

  process.env.CALENDLY_TOKEN = "runtime-token";
  process.env.CALENDLY_API_URL = "https://api.test";
  const sent = await call();
  expect(sent).toMatchObject({ status: 200, body: JSON.stringify({ url: LINK }) });
  expect(sent.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(sent.headers["cache-control"]).toBe("public, max-age=300");
  expect((global.fetch as jest.Mock).mock.calls[0][1].headers.Authorization).toBe("Bearer runtime-token");
});

test("Cloudflare Pages Function: reads the token from the project's bindings", async () => {
  global.fetch = provider();
  const request = new Request("https://site.example/api/scheduling-link");
  expect(await (await onRequest({ request, env: {} })).json()).toEqual({ url: null });
  const response = await onRequest({
    request,
    env: { CALENDLY_TOKEN: "binding-token", CALENDLY_API_URL: "https://api.test", SCHEDULING_LINK_TTL_SECONDS: "0" },
  });
  expect(await response.json()).toEqual({ url: LINK });
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect((global.fetch as jest.Mock).mock.calls[0][1].headers.Authorization).toBe("Bearer binding-token");
});
