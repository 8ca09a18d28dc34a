/**
 * @jest-environment node
 */
// The safe mode: with CALENDLY_TOKEN, gatsby-node resolves the link during the build and the
// pages get it through SiteContent.scheduling.url.

const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panic: jest.fn() });

/** gatsby-node's resolver for scheduling.url, as Gatsby would register it. */
const schedulingUrlResolver = (gatsbyNode: typeof import("../../gatsby-node")) => {
  const extensions: Record<string, { extend: () => { resolve: (source: unknown) => unknown } }> = {};
  const actions = {
    createFieldExtension: (extension: { name: string; extend: () => { resolve: (source: unknown) => unknown } }) =>
      (extensions[extension.name] = extension),
    createTypes: jest.fn(),
  };
  (gatsbyNode.createSchemaCustomization as Function)({ actions });
  return extensions.schedulingUrl.extend().resolve;
};

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const DEFAULT = { defaultUrl: "https://calendly.com" };

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.resetModules();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  delete process.env.CALENDLY_TOKEN;
  delete process.env.CALENDLY_API_URL;
});

test("without CALENDLY_TOKEN no call is made and pages get the default link", async () => {
  const gatsbyNode = await import("../../gatsby-node");
  await (gatsbyNode.onPreBootstrap as Function)({ reporter: reporter() });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(schedulingUrlResolver(gatsbyNode)(DEFAULT)).toBe("https://calendly.com");
});

test("with CALENDLY_TOKEN the resolved link goes into the pages", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  process.env.CALENDLY_API_URL = "http://127.0.0.1:9999";
  fetchMock
    .mockResolvedValueOnce(okResponse({ resource: { uri: "https://api.calendly.com/users/X" } }))
    .mockResolvedValueOnce(okResponse({ collection: [{ active: true, scheduling_url: "https://calendly.com/ferrolink/intro" }] }));
  const gatsbyNode = await import("../../gatsby-node");
  const log = reporter();
  await (gatsbyNode.onPreBootstrap as Function)({ reporter: log });
  expect(fetchMock.mock.calls[0][0]).toBe("http://127.0.0.1:9999/users/me");
  expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer server-secret");
  expect(schedulingUrlResolver(gatsbyNode)(DEFAULT)).toBe("https://calendly.com/ferrolink/intro");
  expect(log.warn).not.toHaveBeenCalled();
});

test("when resolution fails the build goes on with the default link and warns with the catalogue message", async () => {
  process.env.CALENDLY_TOKEN = "server-secret";
  fetchMock.mockResolvedValueOnce(okResponse({ resource: { uri: "u" } })).mockResolvedValueOnce(okResponse({ collection: [] }));
  const gatsbyNode = await import("../../gatsby-node");
  const log = reporter();
  await (gatsbyNode.onPreBootstrap as Function)({ reporter: log });
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("No active event types found"));
  expect(log.panic).not.toHaveBeenCalled();
  expect(schedulingUrlResolver(gatsbyNode)(DEFAULT)).toBe("https://calendly.com");
});
