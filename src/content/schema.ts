/**
 * The shape of every content file in data/. Validation (see validate.ts) runs these
 * schemas before Gatsby sources anything, so a mistake stops the build with a message
 * naming the file, the item and the field.
 */
import { z } from "zod";
import { LIST_KEY } from "./types";
import { LANGUAGES, LANGUAGE_NAMES } from "../i18n/languages";
import { SHARED, between, exactly, httpsUrl, id, isPerLanguage, listFile, localFile, localizedParagraphs, localizedText, objectFile, shared, text } from "./fields";
import { SERVICE_ICONS, VALUE_ICONS, SOCIAL_NETWORKS } from "./keys";
export { SERVICE_ICONS, VALUE_ICONS, SOCIAL_NETWORKS } from "./keys";

/** Controls a legal section may offer after its text. */
export const LEGAL_ACTIONS = ["cookie-settings"] as const;

const rasterImage = /\.(jpe?g|png|webp|avif)$/;
const logoImage = /\.(svg|png|webp)$/;

export { LIST_KEY };

/** Schemas per data file, keyed by the file's path relative to data/. */
export const contentSchemas = (dataDir: string) => ({
  "site.json": objectFile({
    brandName: localizedText,
    description: localizedText,
    siteUrl: httpsUrl,
    company: z.strictObject({
      name: text("registered company name (without the legal form)"),
      legalForm: z.strictObject({
        abbreviation: shared("legal form", /^(GmbH|UG \(haftungsbeschränkt\)|AG|KG|OHG|GmbH & Co\. KG|e\.K\.|SE)$/, "GmbH, UG (haftungsbeschränkt), AG, KG, OHG, GmbH & Co. KG, e.K. or SE"),
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
  }),
  "services.json": listFile(exactly(
    z.strictObject({
      id,
      icon: z.enum(SERVICE_ICONS, { error: `expected one of ${SERVICE_ICONS.join(", ")}` }),
      title: localizedText,
      description: localizedText,
      features: exactly(
        z.strictObject({ id, title: localizedText, description: localizedText }),
        4,
        "features",
      ),
    }),
    4,
    "services",
  )),
  "process-steps.json": listFile(exactly(
    z.strictObject({
      id,
      title: localizedText,
      description: localizedText,
      image: localFile(dataDir, rasterImage),
      imageAlt: localizedText,
    }),
    4,
    "process steps",
  )),
  // The grid wraps: up to three rows of three.
  "testimonials.json": listFile(between(
    z.strictObject({
      id,
      name: localizedText,
      role: localizedText,
      text: localizedText,
      // The stars show the value and screen readers announce it ("Rated 4 out of 5").
      rating: z
        .number({ error: "rating must be a whole number from 1 to 5" })
        .int({ error: "rating must be a whole number from 1 to 5" })
        .min(1, { error: "rating must be a whole number from 1 to 5" })
        .max(5, { error: "rating must be a whole number from 1 to 5" }),
    }),
    1,
    9,
    "testimonials",
  )),
  "tools.json": listFile(exactly(
    z.strictObject({
      id,
      title: localizedText,
      tools: between(
        z.strictObject({
          id,
          name: text("tool name"),
          icon: localFile(dataDir, logoImage),
          description: localizedText,
        }),
        4,
        8,
        "tools",
      ),
    }),
    3,
    "tool groups",
  )),
  "mission-values.json": listFile(exactly(
    z.strictObject({
      id,
      icon: z.enum(VALUE_ICONS, { error: `expected one of ${VALUE_ICONS.join(", ")}` }),
      title: localizedText,
      description: localizedText,
    }),
    4,
    "mission values",
  )),
  "faqs.json": listFile(between(
    z.strictObject({ id, question: localizedText, answer: localizedText }),
    1,
    12,
    "questions",
  )),
});

/** Legal documents: every file in data/legal/ is one page, at /<file name>/. */
export const LEGAL_DIR = "legal";

const isoDate = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `missing ${what}` : `${what} must be a date written as text`) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, { error: `${what} must be a date like 2025-08 or 2025-08-14` });

/**
 * The date each language version was last revised. The one exception to "written once":
 * each version has its own revision date, so the page says whose date it shows.
 */
const revisionDates = z.strictObject(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, isoDate(`date of the ${LANGUAGE_NAMES[lang]} version`)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
  { error: "expected one date per language version, e.g. { \"en\": \"2025-08\", \"ar\": \"2025-12\" }" },
);

/** The schema of data/legal/<slug>.json: its id is its file name, which is also its path. */
export const legalDocument = (slug: string) =>
  objectFile({
    id: id.refine((value) => value === slug, { error: `id must be the file name, "${slug}"` }),
    title: localizedText,
    description: localizedText,
    lastUpdated: revisionDates.optional(),
    intro: localizedParagraphs,
    sections: between(
      z.strictObject({
        id,
        heading: localizedText,
        paragraphs: localizedParagraphs,
        items: localizedParagraphs.optional(),
        action: z.enum(LEGAL_ACTIONS, { error: `expected one of ${LEGAL_ACTIONS.join(", ")}` }).optional(),
      }),
      3,
      20,
      "sections",
    ),
  });

export type ContentFile = keyof ReturnType<typeof contentSchemas>;

type Written<T extends z.ZodType> = Omit<z.input<T>, "$schema">;
type FileSchema<F extends ContentFile> = ReturnType<typeof contentSchemas>[F];

/** A data file as written and read by contentOf (types.ts): a list file's items, else its fields. */
export type FileContent<F extends ContentFile> = z.input<FileSchema<F>> extends { [LIST_KEY]: infer Items } ? Items : Written<FileSchema<F>>;

/** A file of data/legal/ as written and read by contentOf. */
export type LegalDocumentContent = Written<ReturnType<typeof legalDocument>>;
