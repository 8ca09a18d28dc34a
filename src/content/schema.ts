/**
 * The shape of every content file in data/, as written: a list file is a JSON array (one
 * node per item for gatsby-transformer-json), site.json and each legal document one object.
 * Validation (see validate.ts) runs these schemas before Gatsby sources anything, so a
 * mistake stops the build with a message naming the file, the item and the field.
 */
import path from "path";
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { between, isoDate, languageName, exactly, id, localFile, localizedParagraphs, localizedText, staticFile, text } from "./fields";
import { SERVICE_ICONS, VALUE_ICONS } from "./keys";
import { siteFile } from "./siteSchema";
export { SERVICE_ICONS, VALUE_ICONS, SOCIAL_NETWORKS } from "./keys";

/** Controls a legal section may offer after its text. */
export const LEGAL_ACTIONS = ["cookie-settings"] as const;

/**
 * The builds a legal section can be limited to: whether the visitors' browsers call
 * Calendly's API themselves (GATSBY_CALENDLY_TOKEN with ALLOW_PUBLIC_CALENDLY_TOKEN=true).
 * A policy must describe what its own build does.
 */
export const BUILD_CONDITIONS = ["public-calendly-token", "no-public-calendly-token"] as const;
export type BuildCondition = (typeof BUILD_CONDITIONS)[number];

const rasterImage = /\.(jpe?g|png|webp|avif)$/;
const logoImage = /\.(svg|png|webp)$/;

const servicesFile = exactly(
  z.strictObject({
    id,
    icon: z.enum(SERVICE_ICONS, { error: `expected one of ${SERVICE_ICONS.join(", ")}` }),
    title: localizedText,
    description: localizedText,
    features: exactly(z.strictObject({ id, title: localizedText, description: localizedText }), 4, "features"),
  }),
  4,
  "services",
);

const processStepsFile = (dataDir: string) =>
  exactly(
    z.strictObject({
      id,
      title: localizedText,
      description: localizedText,
      image: localFile(dataDir, rasterImage),
      imageAlt: localizedText,
    }),
    4,
    "process steps",
  );

// The grid wraps: up to three rows of three.
const testimonialsFile = between(
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
);

const toolsFile = (dataDir: string) =>
  exactly(
    z.strictObject({
      id,
      title: localizedText,
      tools: between(
        z.strictObject({
          id,
          name: text("tool name"),
          icon: staticFile(path.join(dataDir, "..", "static"), logoImage),
          description: localizedText,
        }),
        4,
        8,
        "tools",
      ),
    }),
    3,
    "tool groups",
  );

const missionValuesFile = exactly(
  z.strictObject({
    id,
    icon: z.enum(VALUE_ICONS, { error: `expected one of ${VALUE_ICONS.join(", ")}` }),
    title: localizedText,
    description: localizedText,
  }),
  4,
  "mission values",
);

const faqsFile = between(z.strictObject({ id, question: localizedText, answer: localizedText }), 1, 12, "questions");

/** Schemas per data file, keyed by the file's path relative to data/. */
export const contentSchemas = (dataDir: string) => ({
  "site.json": siteFile,
  "services.json": servicesFile,
  "process-steps.json": processStepsFile(dataDir),
  "testimonials.json": testimonialsFile,
  "tools.json": toolsFile(dataDir),
  "mission-values.json": missionValuesFile,
  "faqs.json": faqsFile,
});

/** Legal documents: every file in data/legal/ is one page, at /<file name>/. */
export const LEGAL_DIR = "legal";

/**
 * The date each language version was last revised. The one exception to "written once":
 * each version has its own revision date, so the page says whose date it shows.
 */
const revisionDates = z.strictObject(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, isoDate(`date of the ${languageName(lang)} version`)])) as Record<string, z.ZodString>,
  { error: 'expected one date per language version, e.g. { "en": "2025-08", "ar": "2025-12" }' },
);

/** The schema of data/legal/<slug>.json: its id is its file name, which is also its path. */
export const legalDocument = (slug: string) =>
  z.strictObject({
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
        onlyInBuilds: z.enum(BUILD_CONDITIONS, { error: `expected one of ${BUILD_CONDITIONS.join(", ")}` }).optional(),
      }),
      3,
      20,
      "sections",
    ).superRefine((sections, context) => {
      // Each build shows each anchor once: a section may have a twin for the other kind of build.
      for (const condition of BUILD_CONDITIONS) {
        const shown = sections.map((section, index) => ({ section, index })).filter(({ section }) => (section.onlyInBuilds ?? condition) === condition);
        shown.forEach(({ section, index }, position) => {
          if (shown.findIndex((other) => other.section.id === section.id) !== position) {
            context.addIssue({
              code: "custom",
              path: [index, "id"],
              message: `${section.id} is already a section of this document${section.onlyInBuilds ? "" : " (a twin needs onlyInBuilds on both, one for each kind of build)"}`,
            });
          }
        });
      }
    }),
  });

export type ContentFile = keyof ReturnType<typeof contentSchemas>;

/** A data file as written: a list file's items, else its fields. */
export type FileContent<F extends ContentFile> = z.input<ReturnType<typeof contentSchemas>[F]>;

/** A file of data/legal/ as written. */
export type LegalDocumentContent = z.input<ReturnType<typeof legalDocument>>;
