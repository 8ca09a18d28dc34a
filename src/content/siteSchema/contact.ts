import { z } from "zod";
import { SHARED, isPerLanguage, localizedText, shared, text } from "../fields";
import "../graphqlMeta";

/** The address in parts, as @postalAddress makes it from data/site.json's: the city as the post writes it. */
const postalAddress = z
  .strictObject({
    streetAddress: z.string().describe("Street and number."),
    postalCode: z.string().describe("Postal code."),
    addressLocality: z.string().describe("City."),
    addressCountry: z.string().describe("ISO 3166-1 country code, e.g. DE."),
  })
  .meta({
    description: "A postal address in parts, as schema.org's PostalAddress has it.",
    graphql: { type: "PostalAddress" },
  });

export const contact = z
  .strictObject({
    email: z
      .email({
        error: (issue) => (isPerLanguage(issue.input) ? `e-mail address ${SHARED}` : "expected an e-mail address"),
      })
      .describe("Contact and privacy e-mail address."),
    phone: shared(
      "phone number",
      /^\+[1-9]\d{0,2}( \d{2,})+$/,
      "+49 203 1234567 (international, digits in groups)",
    ).describe("Phone number in international form, e.g. +49 203 1234567."),
    address: z
      .strictObject({
        streetAddress: text("street and number"),
        postalCode: shared("postal code", /^\d{5}$/, "47051"),
        addressLocality: localizedText,
        addressCountry: shared("country", /^[A-Z]{2}$/, "DE (a two-letter country code)"),
      })
      .meta({
        description:
          "Postal address written for the page's language: street and postal code as on an envelope, city and country as the language names them.",
        graphql: { returns: "String!", extensions: ["addressText"] },
      }),
  })
  .meta({
    description: "How to reach the company.",
    graphql: {
      type: "SiteContact",
      derived: {
        postalAddress: postalAddress.meta({
          description:
            "The same address in parts, for search engines (schema.org PostalAddress); the city as the post writes it.",
          graphql: { extensions: ["postalAddress"] },
        }),
      },
    },
  });
