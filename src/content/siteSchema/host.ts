import { z } from "zod";
import { localizedText, shared, text } from "../fields";
import "../graphqlMeta";

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
export const host = z
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
