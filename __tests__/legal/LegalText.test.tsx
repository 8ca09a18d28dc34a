import React from "react";
import { screen } from "@testing-library/react";
import { LegalText } from "../../src/legal/LegalText";
import { renderWithSite } from "../helpers/renderWithSite";

const NBSP = "\u00a0";

test("an e-mail address in a sentence writes, and its full stop stays with the sentence", () => {
  renderWithSite(<LegalText text="You can ask us for a copy at hello@ferrolink.de." />, { language: "en" });
  const email = screen.getByRole("link", { name: "hello@ferrolink.de" });
  expect(email).toHaveAttribute("href", "mailto:hello@ferrolink.de");
  expect(email.parentElement).toHaveTextContent("You can ask us for a copy at hello@ferrolink.de.");
});

test("a phone number with no-break spaces calls, left to right inside an Arabic sentence", () => {
  const phone = `+49${NBSP}203${NBSP}7391${NBSP}4580`;
  const { container } = renderWithSite(<LegalText text={`الهاتف: ${phone}، والبريد: hello@ferrolink.de`} />, {
    language: "ar",
  });
  const call = screen.getByRole("link", { name: phone });
  expect(call).toHaveAttribute("href", "tel:+4920373914580");
  expect(call).toHaveAttribute("dir", "ltr");
  expect(screen.getByRole("link", { name: "hello@ferrolink.de" })).toHaveAttribute("dir", "ltr");
  expect(container.textContent).toBe(`الهاتف: ${phone}، والبريد: hello@ferrolink.de`);
});

test("a text without contacts has no link", () => {
  renderWithSite(<LegalText text="We use no cookies (Art. 6(1)(f) GDPR)." />, { language: "en" });
  expect(screen.queryByRole("link")).toBeNull();
});
