/**
 * @jest-environment node
 */
import { structuredData } from "../../src/seo/structuredData";

const organization = {
  siteUrl: "https://www.example.de/",
  brandName: "فيرولينك للحلول الرقمية",
  legalName: "Example Digital GmbH",
  description: "…",
  email: "hello@example.de",
  telephone: "+49 203 1234567",
  vatId: "DE123456789",
  postalAddress: {
    streetAddress: "Philosophenweg 21",
    postalCode: "47051",
    addressLocality: "Duisburg",
    addressCountry: "DE",
  },
  social: [{ url: "https://www.linkedin.com/company/example" }],
};

test("the organisation carries its registered name, phone, VAT id and postal address", () => {
  const graph = structuredData({ organization, language: "ar", pageUrl: "https://www.example.de/ar/legal-notice/" })[
    "@graph"
  ];
  expect(graph[0]).toMatchObject({
    "@type": "ProfessionalService",
    name: "فيرولينك للحلول الرقمية",
    legalName: "Example Digital GmbH",
    telephone: "+49 203 1234567",
    vatID: "DE123456789",
    address: { "@type": "PostalAddress", streetAddress: "Philosophenweg 21", addressLocality: "Duisburg" },
  });
  expect(graph.some((entity) => entity["@type"] === "FAQPage")).toBe(false);
});
