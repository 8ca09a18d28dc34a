/**
 * The shape of data/site.json: its languages, which every localized field follows, and the
 * site-wide facts, each part in siteSchema/.
 */
import { z } from "zod";
import { exactly, httpsUrl, localizedText, uniqueIds } from "./fields";
import { company } from "./siteSchema/company";
import { contact } from "./siteSchema/contact";
import { dataProtectionOfficer } from "./siteSchema/dataProtectionOfficer";
import { host } from "./siteSchema/host";
import { languages } from "./siteSchema/languages";
import { metric } from "./siteSchema/metrics";
import { social } from "./siteSchema/social";
import "./graphqlMeta";

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
    metrics: uniqueIds(exactly(metric, 3, "metrics"), "metrics").describe("Hero metrics, in display order."),
  })
  .describe("Brand, contact details, social links, scheduling defaults and hero metrics (data/site.json).");
