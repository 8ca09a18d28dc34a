/**
 * GraphQL node type of each content file in data/ (generated in typeDefs.ts). The
 * gatsby-transformer-json plugin names its nodes with these (src/build/jsonTypeName.ts).
 */
export const CONTENT_TYPE_NAMES = {
  "site.json": "SiteContent",
  "services.json": "Service",
  "process-steps.json": "ProcessStep",
  "testimonials.json": "Testimonial",
  "tools.json": "ToolGroup",
  "mission-values.json": "MissionValue",
  "faqs.json": "Faq",
} as const;

/** The node type of a file in data/: every file in data/legal/ is a LegalDocument. */
export const contentTypeName = (relativePath: string): string | undefined =>
  /^legal\/[^/]+\.json$/.test(relativePath)
    ? "LegalDocument"
    : CONTENT_TYPE_NAMES[relativePath as keyof typeof CONTENT_TYPE_NAMES];

/** Where a data file's JSON Schema is kept, relative to the project: schemas/<name>.schema.json. */
export const schemaFileOf = (relativePath: string): string =>
  `schemas/${relativePath.startsWith("legal/") ? "legal" : relativePath.replace(/\.json$/, "")}.schema.json`;
