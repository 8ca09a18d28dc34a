import { z } from "zod";
import { localizedText, shared, text } from "../fields";
import "../graphqlMeta";

export const company = z
  .strictObject({
    name: text("registered company name (without the legal form)").describe(
      "Registered name without the legal form, e.g. Ferrolink Digital.",
    ),
    legalForm: z
      .strictObject({
        abbreviation: shared(
          "legal form",
          /^(GmbH|UG \(haftungsbeschränkt\)|AG|KG|OHG|GmbH & Co\. KG|e\.K\.|SE)$/,
          "GmbH, UG (haftungsbeschränkt), AG, KG, OHG, GmbH & Co. KG, e.K. or SE",
        ).describe("As it follows the company's name, e.g. GmbH."),
        name: localizedText.describe("Spelt out, e.g. limited liability company under German law."),
      })
      .meta({ description: "A legal form such as GmbH.", graphql: { type: "LegalForm" } })
      .describe("Legal form: its abbreviation and its name in each language."),
    managingDirector: text("managing director's name").describe("The managing director who represents the company."),
    register: z
      .strictObject({
        court: shared("register court", /^Amtsgericht \S/, "Amtsgericht Duisburg").describe(
          "The register court, e.g. Amtsgericht Duisburg.",
        ),
        number: shared("register number", /^HR[AB] \d+( [A-Z]{1,3})?$/, "HRB 12345").describe(
          "The register number, e.g. HRB 12345.",
        ),
      })
      .meta({ description: "Where the company is registered.", graphql: { type: "CommercialRegister" } })
      .describe("Entry in the commercial register."),
    vatId: shared("VAT identification number", /^DE\d{9}$/, "DE123456789").describe(
      "VAT identification number (USt-IdNr.), e.g. DE123456789.",
    ),
    editorialResponsible: text("name of the person responsible for the content").describe(
      "Person responsible for the content under § 18 (2) MStV.",
    ),
  })
  .meta({
    description: "The company's registered facts (data/site.json, company); written once, shown in every language.",
    graphql: {
      type: "Company",
      derived: {
        legalName: z.string().meta({
          description: "Registered name with the legal form, e.g. Ferrolink Digital GmbH.",
          graphql: { extensions: ["legalName"] },
        }),
      },
    },
  });
