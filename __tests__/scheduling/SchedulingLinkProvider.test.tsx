import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import {
  SchedulingLinkProvider,
  forgetPendingLink,
  useSchedulingLink,
} from "../../src/scheduling/SchedulingLinkProvider";

const BUILT_URL = "https://calendly.com/built-or-default";

const Probe = () => {
  const { url, loading, error } = useSchedulingLink();
  return <output data-testid="link">{JSON.stringify({ url, loading, error })}</output>;
};
const link = () => JSON.parse(screen.getByTestId("link").textContent!);

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ schedulingLink: { url: BUILT_URL, live: false } });
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
  await waitFor(() =>
    expect(link()).toEqual({ url: BUILT_URL, loading: false, error: "Failed to fetch user info from Calendly" }),
  );
  expect(logged).toHaveBeenCalledWith("Failed to fetch user info from Calendly");
  logged.mockRestore();
});

describe("with the site's own function (a CALENDLY_TOKEN build: live)", () => {
  beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ schedulingLink: { url: BUILT_URL, live: true } }));
  const renderProvider = () =>
    render(
      <SchedulingLinkProvider>
        <Probe />
      </SchedulingLinkProvider>,
    );

  test("loading, then the function's newer link; the browser asks the site, never the provider", async () => {
    (global.fetch as jest.Mock).mockResolvedValueOnce(okResponse({ url: "https://calendly.com/renamed" }));
    renderProvider();
    expect(link()).toEqual({ url: BUILT_URL, loading: true, error: null });
    await waitFor(() => expect(link()).toEqual({ url: "https://calendly.com/renamed", loading: false, error: null }));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe("/api/scheduling-link");
  });

  test("no live link on the server ({ url: null }): the built link stays, no error", async () => {
    (global.fetch as jest.Mock).mockResolvedValueOnce(okResponse({ url: null }));
    renderProvider();
    await waitFor(() => expect(link()).toEqual({ url: BUILT_URL, loading: false, error: null }));
  });

  test.each([
    [
      "the function's catalogue message",
      { ok: false, status: 502, json: async () => ({ error: "Failed to fetch event types from Calendly" }) },
      "Failed to fetch event types from Calendly",
    ],
    [
      "words not in the catalogue",
      { ok: false, status: 500, json: async () => ({ error: "<b>upstream said no</b>" }) },
      "Failed to fetch scheduling link",
    ],
    [
      "an answer that is not JSON (a host without the function)",
      { ok: false, status: 404, json: async () => JSON.parse("<!doctype html>") },
      "Failed to fetch scheduling link",
    ],
    [
      "a link off the provider's domain",
      { ok: true, status: 200, json: async () => ({ url: "https://calendly.com.evil.example/x" }) },
      "Failed to fetch scheduling link",
    ],
  ])("a failure (%s) keeps the built link and logs the message", async (_, response, message) => {
    (global.fetch as jest.Mock).mockResolvedValueOnce(response as Response);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    renderProvider();
    await waitFor(() => expect(link()).toEqual({ url: BUILT_URL, loading: false, error: message }));
    expect(logged).toHaveBeenCalledWith(message);
    logged.mockRestore();
  });

  test("a function that never answers: loading ends after the provider's timeout and a margin, with the built link", async () => {
    jest.useFakeTimers();
    try {
      (global.fetch as jest.Mock).mockImplementationOnce(
        (_: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      );
      const logged = jest.spyOn(console, "error").mockImplementation(() => {});
      renderProvider();
      await act(() => jest.advanceTimersByTimeAsync(9_000));
      expect(link().loading).toBe(true);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(link()).toEqual({ url: BUILT_URL, loading: false, error: "Failed to fetch scheduling link" });
      logged.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  test("the public token, when also set, wins: the browser asks the provider itself", async () => {
    process.env.GATSBY_CALENDLY_TOKEN = "public-token";
    (global.fetch as jest.Mock)
      .mockResolvedValueOnce(okResponse({ resource: { uri: "u" } }))
      .mockResolvedValueOnce(
        okResponse({ collection: [{ active: true, scheduling_url: "https://calendly.com/live" }] }),
      );
    renderProvider();
    await waitFor(() => expect(link().url).toBe("https://calendly.com/live"));
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe("https://api.calendly.com/users/me");
  });
});
