/**
 * @jest-environment node
 */
// The safe mode: with CALENDLY_TOKEN, gatsby-node resolves the link during the build into the
// SchedulingLink node that every page's call buttons read.
import fs from "fs";
import path from "path";

const DEFAULT_LINK = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8")).scheduling
  .defaultUrl;

/** Runs gatsby-node's sourceNodes like Gatsby does; returns the node it made and the log. */
const source = async () => {
  const { sourceNodes } = await import("../../gatsby-node");
  const nodes: { url: string; resolvedAtBuild: boolean; internal: { type: string } }[] = [];
  const reporter = { info: jest.fn(), warn: jest.fn(), panic: jest.fn() };
  await (sourceNodes as Function)({
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
});

test("without CALENDLY_TOKEN no call is made and pages get the default link", async () => {
  const { node } = await source();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(node).toMatchObject({ url: DEFAULT_LINK, resolvedAtBuild: false });
});

test("with CALENDLY_TOKEN the resolved link goes into the pages", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  process.env.CALENDLY_API_URL = "http://127.0.0.1:9999";
  fetchMock
    .mockResolvedValueOnce(okResponse({ resource: { uri: "https://api.calendly.com/users/X" } }))
    .mockResolvedValueOnce(okResponse({ collection: [{ active: true, scheduling_url: "https://calendly.com/ferrolink/intro" }] }));
  const { node, reporter } = await source();
  expect(fetchMock.mock.calls[0][0]).toBe("http://127.0.0.1:9999/users/me");
  expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer server-secret");
  expect(node).toMatchObject({ url: "https://calendly.com/ferrolink/intro", resolvedAtBuild: true });
  expect(JSON.stringify(node)).not.toContain("server-secret");
  expect(reporter.warn).not.toHaveBeenCalled();
});

test("when resolution fails the build goes on with the default link and warns with the catalogue message", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  fetchMock.mockResolvedValueOnce(okResponse({ resource: { uri: "u" } })).mockResolvedValueOnce(okResponse({ collection: [] }));
  const { node, reporter } = await source();
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("No active event types found"));
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(node).toMatchObject({ url: DEFAULT_LINK, resolvedAtBuild: false });
});
