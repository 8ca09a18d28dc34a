// The logo link's accessible name, as a screen reader says it, is written in the page's
// language, with that language's comma (third review of the Arabic, row 5).
import React from "react";
import { screen } from "@testing-library/react";
import { BrandLink } from "../../src/layout/BrandLink";
import { renderWithSite } from "../helpers/renderWithSite";

test.each([
  ["en", "Ferrolink Digital", "Ferrolink Digital, back to top"],
  ["ar", "فيرولينك للحلول الرقمية", "فيرولينك للحلول الرقمية، العودة إلى الأعلى"],
] as const)("%s: the logo link is named with the brand and the language's own comma", (language, brand, name) => {
  renderWithSite(<BrandLink brandName={brand} onNavigate={() => {}} />, { language });
  expect(screen.getByRole("link", { name })).toBeInTheDocument();
});
