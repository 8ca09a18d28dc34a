// The logo link's accessible name, as a screen reader says it, is written in the page's
// language, with that language's comma (third review of the Arabic, row 5), and says what the
// link does on that page: back to the top on the landing page, to the home page elsewhere.
import React from "react";
import { screen } from "@testing-library/react";
import { BrandLink } from "../../src/layout/BrandLink";
import { renderWithSite } from "../helpers/renderWithSite";

test.each([
  ["en", "/", "Ferrolink Digital", "Ferrolink Digital, back to top"],
  ["ar", "/", "فيرولينك للحلول الرقمية", "فيرولينك للحلول الرقمية، العودة إلى الأعلى"],
  ["en", "/privacy-policy/", "Ferrolink Digital", "Ferrolink Digital, home page"],
  ["ar", "/privacy-policy/", "فيرولينك للحلول الرقمية", "فيرولينك للحلول الرقمية، الصفحة الرئيسية"],
] as const)(
  "%s, on %s: the logo link is named with the brand, what it does there and the language's own comma",
  (language, originalPath, brand, name) => {
    renderWithSite(<BrandLink brandName={brand} onNavigate={() => {}} />, { language, originalPath });
    expect(screen.getByRole("link", { name })).toBeInTheDocument();
  },
);
