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

// The postal code and the city are held together by a no-break space (shown here as ␣).
const shown = (text: string) => text.replaceAll("\u00a0", "␣");

test("an address is written once and formatted for each language, with the Arabic comma and names in Arabic", () => {
  expect(shown(formatAddress(address, "en"))).toBe("Königstraße 5, 47051␣Duisburg, Germany");
  expect(shown(formatAddress(address, "ar"))).toBe("Königstraße 5، 47051␣دويسبورغ، ألمانيا");
  expect(shown(formatAddress({ ...address, addressCountry: "AT" }, "ar"))).toBe(
    "Königstraße 5، 47051␣دويسبورغ، النمسا",
  );
});

test("the host's log country is named in full, as the Arabic policy names the same country elsewhere", () => {
  expect(factsFor({ ...site, host: { ...site.host, logCountry: "US" } }, "ar").hostLogCountry).toBe(
    "الولايات المتحدة الأمريكية",
  );
  expect(factsFor({ ...site, host: { ...site.host, logCountry: "US" } }, "en").hostLogCountry).toBe(
    "the United States",
  );
  expect(factsFor({ ...site, host: { ...site.host, logCountry: "IE" } }, "ar").hostLogCountry).toBe("أيرلندا");
});

test("the data protection officer: name and address when appointed, else the reason in the page's language", () => {
  const appointed = { appointed: true, name: "Jana Roth", email: "dpo@example.com" };
  expect(factsFor({ ...site, dataProtectionOfficer: appointed }, "ar").dataProtectionOfficer).toBe(
    "Jana Roth، dpo@example.com",
  );
  expect(factsFor({ ...site, dataProtectionOfficer: appointed }, "en").dataProtectionOfficer).toBe(
    "Jana Roth, dpo@example.com",
  );
  const none = { appointed: false, reason: { en: "none required", ar: "لا يلزم" } };
  expect(factsFor({ ...site, dataProtectionOfficer: none }, "ar").dataProtectionOfficer).toBe("لا يلزم");
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
