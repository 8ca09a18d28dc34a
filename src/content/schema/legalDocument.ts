/** The shape of a legal document (data/legal/<slug>.json) and the builds its sections can be limited to. */
import { z } from "zod";
import { LANGUAGES } from "../../i18n/languages";
import {
  between,
  id,
  isoDate,
  languageName,
  localizedLine,
  localizedParagraphs,
  localizedText,
  oneOf,
} from "../fields";
import "../graphqlMeta";

/** Controls a legal section may offer after its text. */
export const LEGAL_ACTIONS = ["cookie-settings"] as const;

/**
 * The builds a legal section can be limited to: whether the visitors' browsers call
 * Calendly's API themselves (GATSBY_CALENDLY_TOKEN with ALLOW_PUBLIC_CALENDLY_TOKEN=true).
 * A policy must describe what its own build does.
 */
export const BUILD_CONDITIONS = ["public-calendly-token", "no-public-calendly-token"] as const;
export type BuildCondition = (typeof BUILD_CONDITIONS)[number];

/** Legal documents: every file in data/legal/ is one page, at /<file name>/. */
export const LEGAL_DIR = "legal";

/** The pages whose texts say they show the date of their last revision: their date cannot be left out. */
export const DATED_LEGAL_PAGES = ["privacy-policy", "terms-of-service"];

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
    // action and onlyInBuilds before the texts: the order the files have, which the editor writes.
    action: oneOf(LEGAL_ACTIONS)
      .optional()
      .describe("Optional control shown after the text: cookie-settings opens the Cookie Settings dialog."),
    onlyInBuilds: oneOf(BUILD_CONDITIONS)
      .optional()
      .describe(
        "Present only in builds whose visitors' browsers call Calendly's API (public-calendly-token), or only in the others (no-public-calendly-token); absent: in every build.",
      ),
    heading: localizedLine.meta({ description: "The section's title.", ...legalText }),
    paragraphs: localizedParagraphs.meta({ description: "The section text, one entry per paragraph.", ...legalText }),
    items: localizedParagraphs
      .optional()
      .meta({ description: "Optional bulleted list shown after the paragraphs.", ...legalText }),
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
      title: localizedLine.meta({
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
    .superRefine(({ lastUpdated }, context) => {
      if (!lastUpdated && DATED_LEGAL_PAGES.includes(slug))
        context.addIssue({
          code: "custom",
          path: ["lastUpdated"],
          message: "this page shows the date of its last revision: it cannot be left out",
        });
    })
    .describe(
      "A legal page (data/legal/<slug>.json: privacy policy, terms of service, legal notice, ...).\nIts texts name company facts by placeholder ({{email}}), filled in from data/site.json.",
    );
