/** The shape of data/site.json: its languages, which every localized field follows, and the site-wide facts. */
import { z } from "zod";
import { FONT_FACES } from "../build/fontFaces";
import { SHARED, between, exactly, httpsUrl, id, isPerLanguage, localizedText, shared, text } from "./fields";
import { SOCIAL_NETWORKS } from "./keys";

/** Countries of the EU and the EEA: a host whose servers are there transfers nothing outside (Art. 44 GDPR). */
export const EU_EEA_COUNTRIES = [..."AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "), ..."IS LI NO".split(" ")];

/**
 * The host that delivers the site, as the privacy policy names it: servers outside the
 * EU/EEA need the legal basis of the transfer, citing the GDPR article it rests on (45: an
 * adequacy decision such as the EU-U.S. Data Privacy Framework; 46: e.g. standard
 * contractual clauses); servers inside need none.
 */
const host = z
  .strictObject({
    name: text("hosting provider's name"),
    serverCountry: shared("country of the host's servers", /^[A-Z]{2}$/, "DE or US (a two-letter country code)"),
    transferBasis: localizedText.optional(),
    logRetentionDays: z
      .number({ error: "logRetentionDays must be a whole number of days, as the host's terms state" })
      .int({ error: "logRetentionDays must be a whole number of days, as the host's terms state" })
      .min(1, { error: "logRetentionDays must be at least 1" })
      .max(365, { error: "logRetentionDays must be at most 365" }),
  })
  .superRefine((value, context) => {
    const inside = EU_EEA_COUNTRIES.includes(value.serverCountry);
    if (!inside && !value.transferBasis) {
      context.addIssue({
        code: "custom",
        path: ["transferBasis"],
        message: `the servers are in ${value.serverCountry}, outside the EU/EEA: give the legal basis of the transfer in each language (e.g. the EU-U.S. Data Privacy Framework, Art. 45 GDPR, or standard contractual clauses, Art. 46(2)(c) GDPR)`,
      });
    }
    if (inside && value.transferBasis) {
      context.addIssue({
        code: "custom",
        path: ["transferBasis"],
        message: `the servers are in ${value.serverCountry}, inside the EU/EEA: no data leaves it, so there is no transfer basis to state; remove transferBasis`,
      });
    }
    for (const [language, basis] of Object.entries(value.transferBasis ?? {})) {
      if (!/(?<!\d)4[56](?!\d)/.test(basis)) {
        context.addIssue({
          code: "custom",
          path: ["transferBasis", language],
          message: "must cite the GDPR article the transfer rests on: 45 (an adequacy decision) or 46 (e.g. standard contractual clauses)",
        });
      }
    }
  });

const FONT_FAMILIES = [...new Set(FONT_FACES.map((face) => face.family))];

/** data/site.json's languages: the first is the default (unprefixed URLs), each code once. */
const languages = z
  .array(
    z.strictObject({
      code: shared("language code", /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/, "de, ar or zh-Hant (a BCP 47 code)"),
      label: text("language name, as the language writes it"),
      dir: z.enum(["ltr", "rtl"], { error: "dir must be ltr or rtl" }),
      font: z.enum(FONT_FAMILIES, { error: `font must be one of the build's font families: ${FONT_FAMILIES.join(", ")}` }).optional(),
      ogLocale: shared("Open Graph locale", /^[a-z]{2,3}_[A-Z]{2}$/, "ar_AR").optional(),
    }),
    { error: 'expected a list of languages, e.g. [{ "code": "en", "label": "English", "dir": "ltr" }]' },
  )
  .min(1, { error: "lists no language: the first one is the default" })
  .superRefine((list, context) => {
    list.forEach((language, index) => {
      if (list.findIndex((other) => other.code === language.code) !== index) {
        context.addIssue({ code: "custom", path: [index, "code"], message: `${language.code} is listed twice` });
      }
    });
  });

export const siteFile = z.strictObject({
  languages,
  brandName: localizedText,
  description: localizedText,
  siteUrl: httpsUrl,
  company: z.strictObject({
    name: text("registered company name (without the legal form)"),
    legalForm: z.strictObject({
      abbreviation: shared(
        "legal form",
        /^(GmbH|UG \(haftungsbeschränkt\)|AG|KG|OHG|GmbH & Co\. KG|e\.K\.|SE)$/,
        "GmbH, UG (haftungsbeschränkt), AG, KG, OHG, GmbH & Co. KG, e.K. or SE",
      ),
      name: localizedText,
    }),
    managingDirector: text("managing director's name"),
    register: z.strictObject({
      court: shared("register court", /^Amtsgericht \S/, "Amtsgericht Duisburg"),
      number: shared("register number", /^HR[AB] \d+( [A-Z]{1,3})?$/, "HRB 12345"),
    }),
    vatId: shared("VAT identification number", /^DE\d{9}$/, "DE123456789"),
    editorialResponsible: text("name of the person responsible for the content"),
  }),
  contact: z.strictObject({
    email: z.email({ error: (issue) => (isPerLanguage(issue.input) ? `e-mail address ${SHARED}` : "expected an e-mail address") }),
    phone: shared("phone number", /^\+[1-9]\d{0,2}( \d{2,})+$/, "+49 203 1234567 (international, digits in groups)"),
    address: z.strictObject({
      streetAddress: text("street and number"),
      postalCode: shared("postal code", /^\d{5}$/, "47051"),
      addressLocality: localizedText,
      addressCountry: shared("country", /^[A-Z]{2}$/, "DE (a two-letter country code)"),
    }),
  }),
  host,
  // Any of the networks the footer has an icon for, each once.
  social: between(
    z.strictObject({
      id: z.enum(SOCIAL_NETWORKS, { error: `expected one of ${SOCIAL_NETWORKS.join(", ")}` }),
      name: text("network name"),
      url: httpsUrl,
    }),
    1,
    SOCIAL_NETWORKS.length,
    "social links",
  ).superRefine((links, context) => {
    links.forEach((link, index) => {
      if (links.findIndex((other) => other.id === link.id) !== index) {
        context.addIssue({ code: "custom", path: [index, "id"], message: `${link.id} is already linked: each network once` });
      }
    });
  }),
  scheduling: z.strictObject({ defaultUrl: httpsUrl }),
  metrics: exactly(
    z.strictObject({
      id,
      // Shown as it is on every page, so letters (a Latin "x" on the Arabic page) have no place in it.
      value: shared("figure", /^\d+([.,]\d+)?[+×%]?$/, "120+, 3.2× or 15% (digits and one of + × %)"),
      label: localizedText,
    }),
    3,
    "metrics",
  ),
});
