/**
 * @jest-environment node
 */
import { factsFor, fillFacts, formatAddress, formatDate, postalAddress, type SiteFacts } from "../../src/content/facts";
import { siteJson } from "../helpers/siteData";

const site = siteJson as SiteFacts;
const address = {
  streetAddress: "Königstraße 5",
  postalCode: "47051",
  addressLocality: { en: "Duisburg", ar: "دويسبورغ" },
  addressCountry: "DE",
};

test("an address is written once and formatted for each language, with the Arabic comma and names in Arabic", () => {
  expect(formatAddress(address, "en")).toBe("Königstraße 5, 47051 Duisburg, Germany");
  expect(formatAddress(address, "ar")).toBe("Königstraße 5، 47051 دويسبورغ، ألمانيا");
  expect(formatAddress({ ...address, addressCountry: "AT" }, "ar")).toBe("Königstraße 5، 47051 دويسبورغ، النمسا");
});

test("search engines get the address in parts, with the city as the post writes it", () => {
  expect(postalAddress(address)).toEqual({
    streetAddress: "Königstraße 5",
    postalCode: "47051",
    addressLocality: "Duisburg",
    addressCountry: "DE",
  });
});

test("revision dates are written the way each language writes them, with Western digits in Arabic", () => {
  expect(formatDate("2025-08", "en")).toBe("August 2025");
  expect(formatDate("2025-12", "ar")).toBe("ديسمبر 2025");
  expect(formatDate("2025-03-09", "en")).toBe("March 9, 2025");
  expect(formatDate("2025-03-09", "ar")).toBe("9 مارس 2025");
});

test("placeholders are filled from site.json in the page's language; unknown ones stay visible", () => {
  const ar = factsFor(site, "ar");
  expect(fillFacts("الهاتف: {{phone}}، البريد: {{ email }}", ar)).toBe(
    `الهاتف: ${site.contact.phone}، البريد: ${site.contact.email}`,
  );
  expect(fillFacts(["{{legalName}} ({{brand}})", "{{nope}}"], ar)).toEqual([
    `${site.company.name} ${site.company.legalForm.abbreviation} (${site.brandName.ar})`,
    "{{nope}}",
  ]);
  expect(fillFacts(null, ar)).toBeNull();
  expect(factsFor(site, "en").website).toBe(new URL(site.siteUrl).host);
  expect(factsFor(site, "en").legalFormName).toBe(site.company.legalForm.name.en);
});
