/**
 * The shape of every content file in data/. Validation (see validate.ts) runs these
 * schemas before Gatsby sources anything, so a mistake stops the build with a message
 * naming the file, the item and the field.
 */
import fs from "fs";
import path from "path";
import { z } from "zod";
import { LANGUAGES, LANGUAGE_NAMES } from "../i18n/languages";

const text = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `missing ${what}` : `${what} must be text`),
    })
    .trim()
    .min(1, { error: `${what} is empty` });

/** A text written in every language: `{ "en": "...", "ar": "..." }`. */
export const localizedText = z.strictObject(
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, text(`${LANGUAGE_NAMES[lang]} translation`)]),
  ) as Record<(typeof LANGUAGES)[number], z.ZodString>,
  { error: (issue) => (issue.input === undefined ? "missing field" : "expected an object with one text per language (en, ar)") },
);

/** A list of paragraphs written in every language: `{ "en": ["..."], "ar": ["..."] }`. */
export const localizedParagraphs = z.strictObject(
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      z
        .array(text(`${LANGUAGE_NAMES[lang]} paragraph`), {
          error: (issue) =>
            issue.input === undefined
              ? `missing ${LANGUAGE_NAMES[lang]} translation`
              : `${LANGUAGE_NAMES[lang]} translation must be a list of paragraphs`,
        })
        .min(1, { error: `${LANGUAGE_NAMES[lang]} translation has no paragraphs` }),
    ]),
  ) as Record<(typeof LANGUAGES)[number], z.ZodArray<z.ZodString>>,
  { error: (issue) => (issue.input === undefined ? "missing field" : "expected an object with one list per language (en, ar)") },
);

const id = z
  .string({ error: (issue) => (issue.input === undefined ? "missing id" : "id must be text") })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "id must be lower-case words joined by hyphens" });

const exactly = <T extends z.ZodTypeAny>(item: T, count: number, what: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? "missing field" : `expected a list of ${what}`) })
    .length(count, { error: (issue) => `expected exactly ${count} ${what}, found ${(issue.input as unknown[]).length}` });

const between = <T extends z.ZodTypeAny>(item: T, min: number, max: number, what: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? "missing field" : `expected a list of ${what}`) })
    .min(min, { error: (issue) => `expected ${min} to ${max} ${what}, found ${(issue.input as unknown[]).length}` })
    .max(max, { error: (issue) => `expected ${min} to ${max} ${what}, found ${(issue.input as unknown[]).length}` });

/** A path relative to the data file that must point at an existing file. */
const localFile = (baseDir: string, extensions: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "missing file path" : "file path must be text") })
    .regex(extensions, { error: `file must be one of ${extensions.source.replace(/[\\$()]/g, "")}` })
    .refine((p) => !path.isAbsolute(p) && fs.existsSync(path.join(baseDir, p)), {
      error: (issue) => `file not found: ${path.join(path.relative(process.cwd(), baseDir) || ".", String(issue.input))}`,
    });

const httpsUrl = z.url({ protocol: /^https$/, error: "expected an https:// URL" });

export const SERVICE_ICONS = ["ai", "data", "iiot", "academy"] as const;
export const VALUE_ICONS = ["innovation", "partnership", "excellence", "reliability"] as const;
export const SOCIAL_NETWORKS = ["linkedin", "x", "youtube", "instagram", "github", "xing", "facebook"] as const;

/** Controls a legal section may offer after its text. */
export const LEGAL_ACTIONS = ["cookie-settings"] as const;

const rasterImage = /\.(jpe?g|png|webp|avif)$/;
const logoImage = /\.(svg|png|webp)$/;

/** Schemas per data file, keyed by the file's path relative to data/. */
export const contentSchemas = (dataDir: string) => ({
  "site.json": z.strictObject({
    brandName: localizedText,
    description: localizedText,
    siteUrl: httpsUrl,
    contact: z.strictObject({
      email: z.email({ error: "expected an e-mail address" }),
      address: localizedText,
      postalAddress: z.strictObject({
        streetAddress: text("street and number"),
        postalCode: text("postal code"),
        addressLocality: text("city"),
        addressCountry: z.string().regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code, e.g. DE" }),
      }),
    }),
    social: exactly(
      z.strictObject({
        id: z.enum(SOCIAL_NETWORKS, { error: `expected one of ${SOCIAL_NETWORKS.join(", ")}` }),
        name: text("network name"),
        url: httpsUrl,
      }),
      3,
      "social links",
    ),
    scheduling: z.strictObject({ defaultUrl: httpsUrl }),
    metrics: exactly(z.strictObject({ id, value: text("value"), label: localizedText }), 3, "metrics"),
  }),
  "services.json": exactly(
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
  ),
  "process-steps.json": exactly(
    z.strictObject({
      id,
      title: localizedText,
      description: localizedText,
      image: localFile(dataDir, rasterImage),
      imageAlt: localizedText,
    }),
    4,
    "process steps",
  ),
  "testimonials.json": exactly(
    z.strictObject({
      id,
      name: localizedText,
      role: localizedText,
      text: localizedText,
      rating: z.literal(5, { error: "rating must be 5" }),
    }),
    3,
    "testimonials",
  ),
  "tools.json": exactly(
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
  ),
  "mission-values.json": exactly(
    z.strictObject({
      id,
      icon: z.enum(VALUE_ICONS, { error: `expected one of ${VALUE_ICONS.join(", ")}` }),
      title: localizedText,
      description: localizedText,
    }),
    4,
    "mission values",
  ),
  "faqs.json": exactly(
    z.strictObject({ id, question: localizedText, answer: localizedText }),
    5,
    "questions",
  ),
  "legal/privacy-policy.json": legalDocument,
  "legal/terms-of-service.json": legalDocument,
});

const legalDocument = z.strictObject({
  id,
  title: localizedText,
  description: localizedText,
  lastUpdated: localizedText,
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
