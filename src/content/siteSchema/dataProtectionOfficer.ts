import { z } from "zod";
import { SHARED, isPerLanguage, localizedText, text } from "../fields";
import "../graphqlMeta";

/**
 * The data protection officer (Art. 37 GDPR, § 38 BDSG): appointed, with the name and the
 * address the privacy policy publishes; or not required, with the reason in each language.
 */
export const dataProtectionOfficer = z
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
