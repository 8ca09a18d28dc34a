import React from "react";
import { screen } from "@testing-library/react";
import { PageLink } from "../../src/i18n/PageLink";
import { renderWithSite } from "../helpers/renderWithSite";

test("a page link leads to the page in the page's own language", () => {
  renderWithSite(<PageLink to="/privacy-policy/#language-preference">policy</PageLink>, {
    language: "ar",
    originalPath: "/terms-of-service/",
  });
  expect(screen.getByRole("link", { name: "policy" })).toHaveAttribute(
    "href",
    "/ar/privacy-policy/#language-preference",
  );
});

test("in the default language the path has no prefix", () => {
  renderWithSite(<PageLink to="/#mission">mission</PageLink>);
  expect(screen.getByRole("link", { name: "mission" })).toHaveAttribute("href", "/#mission");
});
