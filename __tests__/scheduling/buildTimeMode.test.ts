/**
 * @jest-environment node
 */
// The safe mode: with CALENDLY_TOKEN, gatsby-node resolves the link during the build into the
// SchedulingLink node that every page's call buttons read.
import fs from "fs";
import path from "path";

const DEFAULT_LINK = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8"))
  .scheduling.defaultUrl;

/** Runs gatsby-node's sourceNodes like Gatsby does; returns the node it made and the log. */
const source = async () => {
  const { sourceNodes } = await import("../../gatsby-node");
  const nodes: { url: string; resolvedAtBuild: boolean; live: boolean; internal: { type: string } }[] = [];
  const reporter = { info: jest.fn(), warn: jest.fn(), panic: jest.fn() };
  await (sourceNodes as (args: object) => unknown)({
    actions: { createNode: (node: (typeof nodes)[number]) => nodes.push(node) },
    createNodeId: (key: string) => `id-${key}`,
    createContentDigest: (content: unknown) => JSON.stringify(content),
    reporter,
  });
  expect(nodes).toHaveLength(1);
  expect(nodes[0].internal.type).toBe("SchedulingLink");
  return { node: nodes[0], reporter };
};

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.resetModules();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  delete process.env.CALENDLY_TOKEN;
  delete process.env.CALENDLY_API_URL;
  delete process.env.CALENDLY_REQUIRED;
  delete process.env.SCHEDULING_LINK_LIVE;
  delete process.env.GATSBY_CALENDLY_TOKEN;
});

test("without CALENDLY_TOKEN no call is made and pages get the default link", async () => {
  const { node } = await source();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(node).toMatchObject({ url: DEFAULT_LINK, resolvedAtBuild: false, live: false });
});

test("with CALENDLY_TOKEN the resolved link goes into the pages", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  process.env.CALENDLY_API_URL = "http://127.0.0.1:9999";
  fetchMock
    .mockResolvedValueOnce(okResponse({ resource: { uri: "https://api.calendly.com/users/X" } }))
    .mockResolvedValueOnce(
      okResponse({ collection: [{ active: true, scheduling_url: "https://calendly.com/ferrolink/intro" }] }),
    );
  const { node, reporter } = await source();
  expect(fetchMock.mock.calls[0][0]).toBe("http://127.0.0.1:9999/users/me");
  expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer server-secret");
  expect(node).toMatchObject({ url: "https://calendly.com/ferrolink/intro", resolvedAtBuild: true, live: true });
  expect(JSON.stringify(node)).not.toContain("server-secret");
  expect(reporter.warn).not.toHaveBeenCalled();
});

test("with CALENDLY_TOKEN the pages ask the site's function for the live link, unless SCHEDULING_LINK_LIVE=false or the public token is set", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  fetchMock.mockResolvedValue(okResponse({ collection: [] }));
  expect((await source()).node).toMatchObject({ live: true });
  process.env.SCHEDULING_LINK_LIVE = "false";
  expect((await source()).node).toMatchObject({ live: false });
  process.env.SCHEDULING_LINK_LIVE = "true";
  expect((await source()).node).toMatchObject({ live: true });
  process.env.GATSBY_CALENDLY_TOKEN = "public-token";
  expect((await source()).node).toMatchObject({ live: false });
});

test("when resolution fails the build goes on with the default link and warns with the catalogue message", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  fetchMock
    .mockResolvedValueOnce(okResponse({ resource: { uri: "u" } }))
    .mockResolvedValueOnce(okResponse({ collection: [] }));
  const { node, reporter } = await source();
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("No active event types found"));
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(node).toMatchObject({ url: DEFAULT_LINK, resolvedAtBuild: false });
});

const userThenTypes = (schedulingUrl: string) =>
  fetchMock
    .mockResolvedValueOnce(okResponse({ resource: { uri: "https://api.calendly.com/users/X" } }))
    .mockResolvedValueOnce(okResponse({ collection: [{ active: true, scheduling_url: schedulingUrl }] }));

test.each([
  "javascript:alert(document.cookie)",
  "http://calendly.com/ferrolink/intro",
  "https://calendly.com.evil.example/ferrolink/intro",
])("a booking link %s is a malformed answer: the default link stays and the build warns", async (schedulingUrl) => {
  process.env.CALENDLY_TOKEN = "server-secret";
  userThenTypes(schedulingUrl);
  const { node, reporter } = await source();
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("Failed to fetch scheduling link"));
  expect(node).toMatchObject({ url: DEFAULT_LINK, resolvedAtBuild: false });
});

test("asks only for active event types", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  userThenTypes("https://calendly.com/ferrolink/intro");
  await source();
  expect(new URL(fetchMock.mock.calls[1][0]).searchParams.get("active")).toBe("true");
});

test.each([
  [401, "users/me", "Failed to fetch user info from Calendly (HTTP 401)"],
  [429, "event_types", "Failed to fetch event types from Calendly (HTTP 429)"],
])("the warning gives the HTTP status (%i from %s)", async (status, call, message) => {
  process.env.CALENDLY_TOKEN = "server-secret";
  const refusal = { ok: false, status, json: async () => ({}) } as Response;
  if (call === "users/me") fetchMock.mockResolvedValueOnce(refusal);
  else fetchMock.mockResolvedValueOnce(okResponse({ resource: { uri: "u" } })).mockResolvedValueOnce(refusal);
  const { reporter } = await source();
  expect(reporter.warn).toHaveBeenCalledWith(`${message}: the site keeps the default scheduling link.`);
});

describe("CALENDLY_REQUIRED=true", () => {
  /** Gatsby's reporter.panic ends the build: here it throws. */
  const sourceExpectingPanic = async () => {
    const { sourceNodes } = await import("../../gatsby-node");
    const reporter = {
      info: jest.fn(),
      warn: jest.fn(),
      panic: jest.fn((message: string) => {
        throw new Error(`panic: ${message}`);
      }),
    };
    const createNode = jest.fn();
    const run = (sourceNodes as (args: object) => unknown)({
      actions: { createNode },
      createNodeId: String,
      createContentDigest: JSON.stringify,
      reporter,
    });
    return { run, reporter, createNode };
  };

  test("a failed lookup stops the build, with the reason and its HTTP status", async () => {
    process.env.CALENDLY_TOKEN = "server-secret";
    process.env.CALENDLY_REQUIRED = "true";
    fetchMock.mockResolvedValueOnce({ ok: false, status: 401, json: async () => ({}) } as Response);
    const { run, reporter, createNode } = await sourceExpectingPanic();
    await expect(run).rejects.toThrow(
      "panic: Failed to fetch user info from Calendly (HTTP 401): CALENDLY_REQUIRED=true, so the build stops instead of shipping the default scheduling link.",
    );
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(createNode).not.toHaveBeenCalled();
  });

  test("a malformed link stops the build too", async () => {
    process.env.CALENDLY_TOKEN = "server-secret";
    process.env.CALENDLY_REQUIRED = "true";
    userThenTypes("https://calendly.com.evil.example/x");
    const { run } = await sourceExpectingPanic();
    await expect(run).rejects.toThrow("panic: Failed to fetch scheduling link: CALENDLY_REQUIRED=true");
  });

  test("a successful lookup builds as usual", async () => {
    process.env.CALENDLY_TOKEN = "server-secret";
    process.env.CALENDLY_REQUIRED = "true";
    userThenTypes("https://calendly.com/ferrolink/intro");
    const { node, reporter } = await source();
    expect(node).toMatchObject({ url: "https://calendly.com/ferrolink/intro", resolvedAtBuild: true });
    expect(reporter.panic).not.toHaveBeenCalled();
  });
});

describe("onPreInit refuses an environment that would publish the token or a wrong address", () => {
  const KEYS = ["GATSBY_CALENDLY_TOKEN", "ALLOW_PUBLIC_CALENDLY_TOKEN", "SITE_URL"];
  afterEach(() => KEYS.forEach((key) => delete process.env[key]));

  const preInit = async () => {
    const { onPreInit } = await import("../../gatsby-node");
    const reporter = { info: jest.fn(), warn: jest.fn(), panic: jest.fn() };
    await (onPreInit as (args: object) => unknown)({ reporter });
    return reporter.panic.mock.calls.map(([message]) => message as string);
  };

  test("GATSBY_CALENDLY_TOKEN without ALLOW_PUBLIC_CALENDLY_TOKEN=true", async () => {
    process.env.GATSBY_CALENDLY_TOKEN = "public-token";
    expect(await preInit()).toEqual([
      expect.stringMatching(
        /GATSBY_CALENDLY_TOKEN is set, so the token would become public[\s\S]*ALLOW_PUBLIC_CALENDLY_TOKEN=true/,
      ),
    ]);
    process.env.ALLOW_PUBLIC_CALENDLY_TOKEN = "true";
    expect(await preInit()).toEqual([]);
  });

  test("a SITE_URL that is not an absolute https URL", async () => {
    process.env.SITE_URL = "http://staging.example.com";
    expect(await preInit()).toEqual([
      expect.stringContaining('SITE_URL is "http://staging.example.com": http:// is only allowed for localhost'),
    ]);
    process.env.SITE_URL = "https://staging.example.com";
    expect(await preInit()).toEqual([]);
  });
});
