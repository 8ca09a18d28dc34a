/**
 * The shape of every content file in data/, as written: a list file is a JSON array (one
 * node per item for gatsby-transformer-json), site.json and each legal document one object.
 * Validation (see validate.ts) runs these schemas before Gatsby sources anything, so a
 * mistake stops the build with a message naming the file, the item and the field.
 *
 * These schemas are the content model: their descriptions and GraphQL metadata (graphqlMeta.ts)
 * generate the GraphQL types the pages query (typeDefs.ts) and the JSON Schemas editors check
 * the files against (jsonSchema.ts).
 */
import path from "path";
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import {
  between,
  isoDate,
  languageName,
  exactly,
  id,
  localFile,
  localizedParagraphs,
  localizedText,
  oneOf,
  staticFile,
  text,
} from "./fields";
import { SERVICE_ICONS, VALUE_ICONS } from "./keys";
import { siteFile } from "./siteSchema";
import "./graphqlMeta";
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

const serviceIcon = oneOf(SERVICE_ICONS).meta({ description: "A service's icon.", graphql: { type: "ServiceIcon" } });

const serviceFeature = z
  .strictObject({
    id: id.describe("Unique within its service."),
    title: localizedText.describe("The feature's name."),
    description: localizedText.describe("One sentence on what the feature brings."),
  })
  .meta({ description: "One of the four features of a service.", graphql: { type: "ServiceFeature" } });

const servicesFile = exactly(
  z
    .strictObject({
      id: id.describe("The service's id in data/services.json."),
      icon: serviceIcon.describe("Icon key: ai, data, iiot or academy."),
      title: localizedText.describe("The service's name."),
      description: localizedText.describe("One or two sentences on what the service does."),
      features: exactly(serviceFeature, 4, "features").describe("Exactly four features."),
    })
    .describe("An offering of the consultancy with its four features (data/services.json)."),
  4,
  "services",
);

const processStepsFile = (dataDir: string) =>
  exactly(
    z
      .strictObject({
        id: id.describe("The step's id in data/process-steps.json."),
        title: localizedText.describe("The step's name."),
        description: localizedText.describe("What happens in this step."),
        image: localFile(dataDir, rasterImage).meta({
          description: "Illustration, as a File node for gatsby-plugin-image (path relative to data/).",
          graphql: { returns: "File!", extensions: ["fileByRelativePath"] },
        }),
        imageAlt: localizedText.describe("Text alternative of the illustration."),
      })
      .describe("A step of the engagement process, with its illustration (data/process-steps.json)."),
    4,
    "process steps",
  );

// The grid wraps: up to three rows of three.
const testimonialsFile = between(
  z
    .strictObject({
      id: id.describe("The testimonial's id in data/testimonials.json."),
      name: localizedText.describe("The client's name."),
      role: localizedText.describe("Job title and company."),
      text: localizedText.describe("The testimonial itself."),
      // The stars show the value and screen readers announce it ("Rated 4 out of 5").
      rating: z
        .number({ error: "rating must be a whole number from 1 to 5" })
        .int({ error: "rating must be a whole number from 1 to 5" })
        .min(1, { error: "rating must be a whole number from 1 to 5" })
        .max(5, { error: "rating must be a whole number from 1 to 5" })
        .describe("Stars out of 5."),
    })
    .describe("A client's testimonial (data/testimonials.json)."),
  1,
  9,
  "testimonials",
);

const tool = (dataDir: string) =>
  z
    .strictObject({
      id: id.describe("Unique within its group."),
      name: text("tool name").describe("Product name; not translated."),
      icon: staticFile(path.join(dataDir, "..", "static"), logoImage).describe(
        "Logo (SVG or raster): the URL path of a file in static/, served as it is (/tools/pytorch.svg).",
      ),
      description: localizedText.describe("What the consultancy uses the tool for."),
    })
    .meta({ description: "A tool or technology the consultancy works with.", graphql: { type: "Tool" } });

const toolsFile = (dataDir: string) =>
  exactly(
    z
      .strictObject({
        id: id.describe("The group's id in data/tools.json."),
        title: localizedText.describe("The group's heading, e.g. Cloud & Data."),
        tools: between(tool(dataDir), 4, 8, "tools").describe("The tools of the group, in display order."),
      })
      .describe("A group of tools and technologies (data/tools.json)."),
    3,
    "tool groups",
  );

const valueIcon = oneOf(VALUE_ICONS).meta({ description: "A mission value's icon.", graphql: { type: "ValueIcon" } });

const missionValuesFile = exactly(
  z
    .strictObject({
      id: id.describe("The value's id in data/mission-values.json."),
      icon: valueIcon.describe("Icon key: innovation, partnership, excellence or reliability."),
      title: localizedText.describe("The value's name."),
      description: localizedText.describe("One sentence on what the value means in practice."),
    })
    .describe("A value the mission stands on (data/mission-values.json)."),
  4,
  "mission values",
);

const faqsFile = between(
  z
    .strictObject({
      id: id.describe("The question's id in data/faqs.json."),
      question: localizedText.describe("The question, as a visitor would ask it."),
      answer: localizedText.describe("The answer shown when the question is opened."),
    })
    .describe("A frequently asked question (data/faqs.json)."),
  1,
  12,
  "questions",
);

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
  Object.fromEntries(LANGUAGES.map((lang) => [lang, isoDate(`date of the ${languageName(lang)} version`)])) as Record<
    string,
    z.ZodString
  >,
  { error: 'expected one date per language version, e.g. { "en": "2025-08", "ar": "2025-12" }' },
);

/** A legal text as the reader gets it: company facts filled in, citations held together. */
const legalText = { graphql: { extensions: ["withFacts", "citations"] } };

const legalSection = z
  .strictObject({
    id: id.describe("Anchor of the section on the page."),
    heading: localizedText.meta({ description: "The section's title.", ...legalText }),
    paragraphs: localizedParagraphs.meta({ description: "The section text, one entry per paragraph.", ...legalText }),
    items: localizedParagraphs
      .optional()
      .meta({ description: "Optional bulleted list shown after the paragraphs.", ...legalText }),
    action: oneOf(LEGAL_ACTIONS)
      .optional()
      .describe("Optional control shown after the text: cookie-settings opens the Cookie Settings dialog."),
    onlyInBuilds: oneOf(BUILD_CONDITIONS)
      .optional()
      .describe(
        "Present only in builds whose visitors' browsers call Calendly's API (public-calendly-token), or only in the others (no-public-calendly-token); absent: in every build.",
      ),
  })
  .meta({ description: "A titled section of a legal document.", graphql: { type: "LegalSection" } });

const legalSections = between(legalSection, 3, 20, "sections").superRefine((sections, context) => {
  // Each build shows each anchor once: a section may have a twin for the other kind of build.
  for (const condition of BUILD_CONDITIONS) {
    const shown = sections
      .map((section, index) => ({ section, index }))
      .filter(({ section }) => (section.onlyInBuilds ?? condition) === condition);
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
});

/** The schema of data/legal/<slug>.json: its id is its file name, which is also its path. */
export const legalDocument = (slug: string) =>
  z
    .strictObject({
      id: id
        .refine((value) => value === slug, { error: `id must be the file name, "${slug}"` })
        .describe("The file name, e.g. privacy-policy; also the page's path."),
      title: localizedText.meta({
        description: "The document's title, e.g. Privacy Policy; also the footer link's text.",
        graphql: { extensions: ["withFacts"] },
      }),
      description: localizedText.meta({
        description: "One sentence for the meta description.",
        graphql: { extensions: ["withFacts"] },
      }),
      lastUpdated: revisionDates.optional().meta({
        description:
          "When this language version was last revised, as the language writes the date (each version has its own); null when the document shows no date.",
        graphql: { extensions: ["revisionDate"] },
      }),
      intro: localizedParagraphs.meta({ description: "Paragraphs before the first section.", ...legalText }),
      sections: legalSections.meta({
        description: "Titled sections, in order: those of this build (see LegalSection.onlyInBuilds).",
        graphql: { extensions: ["forThisBuild"] },
      }),
    })
    .describe(
      "A legal page (data/legal/<slug>.json: privacy policy, terms of service, legal notice, ...).\nIts texts name company facts by placeholder ({{email}}), filled in from data/site.json.",
    );

export type ContentFile = keyof ReturnType<typeof contentSchemas>;

/** A data file as written: a list file's items, else its fields. */
export type FileContent<F extends ContentFile> = z.input<ReturnType<typeof contentSchemas>[F]>;

/** A file of data/legal/ as written. */
export type LegalDocumentContent = z.input<ReturnType<typeof legalDocument>>;
