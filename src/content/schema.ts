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
import { z } from "zod";
import {
  faqsFile,
  missionValuesFile,
  processStepsFile,
  servicesFile,
  testimonialsFile,
  toolsFile,
} from "./schema/listFiles";
import { legalDocument } from "./schema/legalDocument";
import { siteFile } from "./siteSchema";
import { uniqueIds } from "./fields";
import type { ProjectFiles } from "./problems";
export { SERVICE_ICONS, VALUE_ICONS, SOCIAL_NETWORKS } from "./keys";
export { BUILD_CONDITIONS, LEGAL_ACTIONS, LEGAL_DIR, legalDocument, type BuildCondition } from "./schema/legalDocument";

/**
 * Schemas per data file, keyed by the file's path relative to data/; `files`: the project's
 * files (problems.ts), which the paths of images and logos must name (none: the shapes alone).
 */
export const contentSchemas = (files: ProjectFiles = {}) => ({
  "site.json": siteFile,
  "services.json": uniqueIds(servicesFile, "services"),
  "process-steps.json": uniqueIds(processStepsFile(files), "process steps"),
  "testimonials.json": uniqueIds(testimonialsFile, "testimonials"),
  "tools.json": uniqueIds(toolsFile(files), "tool groups"),
  "mission-values.json": uniqueIds(missionValuesFile, "mission values"),
  "faqs.json": uniqueIds(faqsFile, "questions"),
});

export type ContentFile = keyof ReturnType<typeof contentSchemas>;

/** A data file as written: a list file's items, else its fields. */
export type FileContent<F extends ContentFile> = z.input<ReturnType<typeof contentSchemas>[F]>;

/** A file of data/legal/ as written. */
export type LegalDocumentContent = z.input<ReturnType<typeof legalDocument>>;
