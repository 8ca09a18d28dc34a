/** The shape of data/site.json: its languages, which every localized field follows, and the site-wide facts. */
import { z } from "zod";
import { FONT_FACES } from "../build/fontFaces";
import { SHARED, between, exactly, httpsUrl, id, isPerLanguage, localizedText, oneOf, shared, text } from "./fields";
import { SOCIAL_NETWORKS } from "./keys";
import "./graphqlMeta";

/** Countries of the EU and the EEA: a host whose servers are there transfers nothing outside (Art. 44 GDPR). */
export const EU_EEA_COUNTRIES = [
  ..."AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
  ..."IS LI NO".split(" "),
];

/**
 * The host that delivers the site, as the privacy policy names it: log data processed outside
 * the EU/EEA needs the legal basis of the transfer, citing the GDPR article it rests on (45:
 * an adequacy decision such as the EU-U.S. Data Privacy Framework; 46: e.g. standard
 * contractual clauses); inside, none. The facts come from the host's data processing
 * agreement and its documentation for the plan in use (README, "Facts to confirm").
 */
const host = z
  .strictObject({
    name: text("hosting provider's name").describe("The provider's name, e.g. Netlify, Inc."),
    logCountry: shared(
      "country where the host processes the log data",
      /^[A-Z]{2}$/,
      "DE or US (a two-letter country code)",
    ).describe(
      "ISO 3166-1 code of the country where the provider processes and stores the server log data, e.g. US (the pages themselves may come from its servers anywhere).",
    ),
    transferBasis: localizedText
      .optional()
      .describe(
        "The legal basis of the transfer when the log data is processed outside the EU/EEA (citing Art. 45 or Art. 46 GDPR); none inside.",
      ),
    logRetentionDays: z
      .number({ error: "logRetentionDays must be a whole number of days, as the host's terms state" })
      .int({ error: "logRetentionDays must be a whole number of days, as the host's terms state" })
      .min(1, { error: "logRetentionDays must be at least 1" })
      .max(365, { error: "logRetentionDays must be at most 365" })
      .describe("How many days the provider keeps server log data, as it documents them for the plan in use."),
  })
  .superRefine((value, context) => {
    const inside = EU_EEA_COUNTRIES.includes(value.logCountry);
    if (!inside && !value.transferBasis) {
      context.addIssue({
        code: "custom",
        path: ["transferBasis"],
        message: `the log data is processed in ${value.logCountry}, outside the EU/EEA: give the legal basis of the transfer in each language (e.g. the EU-U.S. Data Privacy Framework, Art. 45 GDPR, or standard contractual clauses, Art. 46(2)(c) GDPR)`,
      });
    }
    if (inside && value.transferBasis) {
      context.addIssue({
        code: "custom",
        path: ["transferBasis"],
        message: `the log data is processed in ${value.logCountry}, inside the EU/EEA: no data leaves it, so there is no transfer basis to state; remove transferBasis`,
      });
    }
    for (const [language, basis] of Object.entries(value.transferBasis ?? {})) {
      if (!/(?<!\d)4[56](?!\d)/.test(basis)) {
        context.addIssue({
          code: "custom",
          path: ["transferBasis", language],
          message:
            "must cite the GDPR article the transfer rests on: 45 (an adequacy decision) or 46 (e.g. standard contractual clauses)",
        });
      }
    }
  })
  .meta({
    description:
      "The hosting provider (data/site.json, host); the privacy policy's hosting section shows these facts by placeholder.",
    graphql: { type: "Host" },
  });

/**
 * The data protection officer (Art. 37 GDPR, § 38 BDSG): appointed, with the name and the
 * address the privacy policy publishes; or not required, with the reason in each language.
 */
const dataProtectionOfficer = z
  .strictObject({
    appointed: z
      .boolean({ error: "appointed must be true or false" })
      .describe("Whether the company has appointed a data protection officer."),
    name: text("data protection officer's name")
      .optional()
      .describe("When appointed: the officer's name, as the policy publishes it."),
    email: z
      .email({
        error: (issue) => (isPerLanguage(issue.input) ? `e-mail address ${SHARED}` : "expected an e-mail address"),
      })
      .optional()
      .describe("When appointed: the address at which visitors reach the officer directly."),
    reason: localizedText
      .optional()
      .describe(
        'When none is appointed: why none is required, as the policy says it after "Data protection officer:".',
      ),
  })
  .superRefine((value, context) => {
    const needs = value.appointed ? (["name", "email"] as const) : (["reason"] as const);
    const not = value.appointed ? (["reason"] as const) : (["name", "email"] as const);
    for (const key of needs) {
      if (value[key] === undefined) {
        context.addIssue({
          code: "custom",
          path: [key],
          message: value.appointed
            ? `an appointed data protection officer needs ${key === "email" ? "an e-mail address" : "a name"}, which the privacy policy publishes`
            : "give the reason why no data protection officer is required, in each language (e.g. fewer than 20 people regularly process personal data, § 38(1) BDSG)",
        });
      }
    }
    for (const key of not) {
      if (value[key] !== undefined) {
        context.addIssue({
          code: "custom",
          path: [key],
          message: value.appointed
            ? "an appointed officer needs no reason: remove it"
            : `no officer is appointed (appointed: false): remove the ${key}`,
        });
      }
    }
  })
  .meta({
    description:
      "The data protection officer (Art. 37 GDPR, § 38 BDSG): appointed, with name and e-mail, or not required, with the reason; the privacy policy shows it by placeholder ({{dataProtectionOfficer}}).",
    graphql: { type: "DataProtectionOfficer" },
  });

const FONT_FAMILIES = [...new Set(FONT_FACES.map((face) => face.family))];

/** data/site.json's languages: the first is the default (unprefixed URLs), each code once. */
const languages = z
  .array(
    z
      .strictObject({
        code: shared(
          "language code",
          /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/,
          "de, ar or zh-Hant (a BCP 47 code)",
        ).describe("BCP 47 code, also the URL prefix (/ar/) and the key of every localized field."),
        label: text("language name, as the language writes it").describe(
          "The language's name for itself, as the language switcher shows it.",
        ),
        dir: z.enum(["ltr", "rtl"], { error: "dir must be ltr or rtl" }).describe("Writing direction: ltr or rtl."),
        font: z
          .enum(FONT_FAMILIES, { error: `font must be one of the build's font families: ${FONT_FAMILIES.join(", ")}` })
          .optional()
          .describe("Font family that sets this language's text first; none means the site's default stack."),
        ogLocale: shared("Open Graph locale", /^[a-z]{2,3}_[A-Z]{2}$/, "ar_AR")
          .optional()
          .meta({
            description: "Open Graph locale: site.json's (ar_AR), else the code with its likely region (en_US).",
            graphql: { returns: "String!", extensions: ["ogLocale"] },
          }),
      })
      .meta({ description: "A language of the site (data/site.json, languages).", graphql: { type: "SiteLanguage" } }),
    { error: 'expected a list of languages, e.g. [{ "code": "en", "label": "English", "dir": "ltr" }]' },
  )
  .min(1, { error: "lists no language: the first one is the default" })
  .superRefine((list, context) => {
    list.forEach((language, index) => {
      if (list.findIndex((other) => other.code === language.code) !== index) {
        context.addIssue({ code: "custom", path: [index, "code"], message: `${language.code} is listed twice` });
      }
    });
  })
  .describe("The site's languages; the first is the default, with unprefixed URLs.");

const company = z
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

const contact = z
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

const socialNetwork = oneOf(SOCIAL_NETWORKS).meta({
  description: "A network the footer has an icon for.",
  graphql: { type: "SocialNetwork" },
});

// Any of the networks the footer has an icon for, each once.
const social = between(
  z
    .strictObject({
      id: socialNetwork.describe("Network key: linkedin, x, youtube, ..."),
      name: text("network name").describe("Network name shown to visitors (e.g. LinkedIn)."),
      url: httpsUrl.describe("Profile URL, opened in a new tab."),
    })
    .meta({ description: "A social profile of the company.", graphql: { type: "SocialLink" } }),
  1,
  SOCIAL_NETWORKS.length,
  "social links",
)
  .superRefine((links, context) => {
    links.forEach((link, index) => {
      if (links.findIndex((other) => other.id === link.id) !== index) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `${link.id} is already linked: each network once`,
        });
      }
    });
  })
  .describe("The social profiles (one to seven, each network once), in display order.");

const metric = z
  .strictObject({
    id: id.describe("Unique key of the metric."),
    // Shown as it is on every page, so letters (a Latin "x" on the Arabic page) have no place in it.
    value: shared("figure", /^\d+([.,]\d+)?[+×%]?$/, "120+, 3.2× or 15% (digits and one of + × %)").describe(
      "The figure shown, e.g. 120+.",
    ),
    label: localizedText.describe("What the figure counts, e.g. Average ROI."),
  })
  .meta({ description: "A headline figure shown in the hero.", graphql: { type: "Metric" } });

export const siteFile = z
  .strictObject({
    languages,
    brandName: localizedText.describe("Brand name as written in the page's language."),
    description: localizedText.describe("One or two sentences describing the company."),
    siteUrl: httpsUrl.describe("Public base URL of the site, e.g. https://www.example.com."),
    company: company.describe(
      "The company behind the site, as the legal notice, the privacy policy and the JSON-LD name it.",
    ),
    contact: contact.describe("Contact e-mail, phone and postal address."),
    host: host.describe("The hosting provider that delivers the site, as the privacy policy names it."),
    dataProtectionOfficer: dataProtectionOfficer.describe(
      "Whether a data protection officer is appointed (name, e-mail) or why none is required.",
    ),
    social,
    scheduling: z
      .strictObject({
        defaultUrl: httpsUrl.describe(
          "Link used for booking a call when no live scheduling link is resolved (the provider's home page).",
        ),
      })
      .meta({ description: "Scheduling settings from data/site.json.", graphql: { type: "SchedulingDefaults" } })
      .describe("Defaults for the book-a-call link."),
    metrics: exactly(metric, 3, "metrics").describe("Hero metrics, in display order."),
  })
  .describe("Brand, contact details, social links, scheduling defaults and hero metrics (data/site.json).");
