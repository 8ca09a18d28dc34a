/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { FloatingCallButton } from "../../src/layout/FloatingCallButton";
import { SchedulingLinkContext } from "../../src/scheduling/SchedulingLinkProvider";
import { asPageOfSite } from "../helpers/renderWithSite";

const LINK = "https://calendly.com/ferrolink/intro";
const staticHtml = (loading: boolean) =>
  renderToString(
    asPageOfSite(
      <SchedulingLinkContext.Provider value={{ url: LINK, loading, error: null }}>
        <FloatingCallButton />
      </SchedulingLinkContext.Provider>,
      "en",
      "/",
    ),
  );

test("while the live link loads, the static HTML still holds a working link for visitors without JavaScript", () => {
  const html = staticHtml(true);
  // The disabled button is hidden without JavaScript (data-requires-js)...
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-requires-js=""/);
  // ...and the link to the build's booking page, inside <noscript>, is shown only then.
  const noscript = html.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? "";
  expect(noscript).toContain(`href="${LINK}"`);
  expect(noscript).toContain("Schedule a Call");
});

test("once loaded there is one link and no <noscript> copy", () => {
  const html = staticHtml(false);
  expect(html).not.toContain("<noscript>");
  expect(html.match(/<a /g)).toHaveLength(1);
});
