import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { SchedulingLinkProvider, forgetPendingLink, useSchedulingLink } from "../../src/scheduling/SchedulingLinkProvider";

const BUILT_URL = "https://calendly.com/built-or-default";

const Probe = () => {
  const { url, loading, error } = useSchedulingLink();
  return <output data-testid="link">{JSON.stringify({ url, loading, error })}</output>;
};
const link = () => JSON.parse(screen.getByTestId("link").textContent!);

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ schedulingLink: { url: BUILT_URL } });
  forgetPendingLink();
  delete process.env.GATSBY_CALENDLY_TOKEN;
  delete process.env.GATSBY_CALENDLY_API_URL;
  global.fetch = jest.fn();
});

test("without a token: the built link, not loading, and no call at all", () => {
  render(
    <SchedulingLinkProvider>
      <Probe />
    </SchedulingLinkProvider>,
  );
  expect(link()).toEqual({ url: BUILT_URL, loading: false, error: null });
  expect(global.fetch).not.toHaveBeenCalled();
});

test("with GATSBY_CALENDLY_TOKEN: loading, then the live link, fetched once", async () => {
  process.env.GATSBY_CALENDLY_TOKEN = "public-token";
  process.env.GATSBY_CALENDLY_API_URL = "http://127.0.0.1:9999";
  (global.fetch as jest.Mock)
    .mockResolvedValueOnce(okResponse({ resource: { uri: "u" } }))
    .mockResolvedValueOnce(okResponse({ collection: [{ active: true, scheduling_url: "https://calendly.com/live" }] }));
  const { unmount } = render(
    <SchedulingLinkProvider>
      <Probe />
    </SchedulingLinkProvider>,
  );
  expect(link()).toEqual({ url: BUILT_URL, loading: true, error: null });
  await waitFor(() => expect(link()).toEqual({ url: "https://calendly.com/live", loading: false, error: null }));
  expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe("http://127.0.0.1:9999/users/me");

  // Mounting again in the same page load does not ask again.
  unmount();
  render(
    <SchedulingLinkProvider>
      <Probe />
    </SchedulingLinkProvider>,
  );
  await waitFor(() => expect(link().url).toBe("https://calendly.com/live"));
  expect(global.fetch).toHaveBeenCalledTimes(2);
});

test("a failing provider keeps the built link, holds the message and logs it", async () => {
  process.env.GATSBY_CALENDLY_TOKEN = "public-token";
  (global.fetch as jest.Mock).mockResolvedValueOnce({ ok: false, status: 401, json: async () => ({}) });
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  render(
    <SchedulingLinkProvider>
      <Probe />
    </SchedulingLinkProvider>,
  );
  await waitFor(() => expect(link()).toEqual({ url: BUILT_URL, loading: false, error: "Failed to fetch user info from Calendly" }));
  expect(logged).toHaveBeenCalledWith("Failed to fetch user info from Calendly");
  logged.mockRestore();
});
