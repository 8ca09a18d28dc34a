import React from "react";
import { screen } from "@testing-library/react";
import { FloatingCallButton } from "../../src/layout/FloatingCallButton";
import { SchedulingLinkContext, type SchedulingLink } from "../../src/scheduling/SchedulingLinkProvider";
import { renderWithSite } from "../helpers/renderWithSite";

const renderWith = (link: SchedulingLink) =>
  renderWithSite(
    <SchedulingLinkContext.Provider value={link}>
      <FloatingCallButton />
    </SchedulingLinkContext.Provider>,
  );

test("is a disabled button while the scheduling link is loading", () => {
  renderWith({ url: "https://calendly.com", loading: true, error: null });
  const button = screen.getByRole("button", { name: /Schedule a Call/ });
  expect(button).toBeDisabled();
  expect(screen.queryByRole("link")).toBeNull();
});

test("opens the scheduling link in a new tab once loaded", () => {
  renderWith({ url: "https://calendly.com/ferrolink/intro", loading: false, error: null });
  const link = screen.getByRole("link", { name: /Schedule a Call/ });
  expect(link).toHaveAttribute("href", "https://calendly.com/ferrolink/intro");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("is shown only below the width where the header shows its own call button", () => {
  renderWith({ url: "https://calendly.com", loading: false, error: null });
  expect(screen.getByRole("link")).toHaveClass("lg:hidden");
});
