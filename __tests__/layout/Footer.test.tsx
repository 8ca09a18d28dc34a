import React from "react";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/layout/Footer";
import { contactHref } from "../../src/ui/ContactLink";
import { CookieSettingsProvider } from "../../src/privacy/CookieSettings";
import { renderWithSite } from "../helpers/renderWithSite";

const legalLinks = [
  { slug: "legal-notice", title: "الإشعار القانوني (Impressum)" },
  { slug: "privacy-policy", title: "سياسة الخصوصية" },
  { slug: "returns", title: "سياسة الإرجاع" },
];

const renderFooter = () =>
  renderWithSite(
    <CookieSettingsProvider>
      <Footer
        brandName="فيرولينك للحلول الرقمية"
        contact={{
          email: "hello@example.de",
          phone: "+49 203 7391 4580",
          address: "Philosophenweg 21، 47051 دويسبورغ، ألمانيا",
        }}
        social={[]}
        legalLinks={legalLinks}
      />
    </CookieSettingsProvider>,
    { language: "ar", originalPath: "/" },
  );

test("links every legal document it is given, in its language, titled as the page", () => {
  renderFooter();
  const footer = screen.getByRole("contentinfo");
  for (const { slug, title } of legalLinks) {
    expect(within(footer).getByRole("link", { name: title })).toHaveAttribute("href", `/ar/${slug}/`);
  }
});

test("offers the phone number as a tel: link, kept left to right", () => {
  renderFooter();
  const phone = screen.getByRole("link", { name: "+49 203 7391 4580" });
  expect(phone).toHaveAttribute("href", "tel:+4920373914580");
  expect(phone).toHaveAttribute("dir", "ltr");
  expect(contactHref("+49 203 12 34")).toBe("tel:+492031234");
});
