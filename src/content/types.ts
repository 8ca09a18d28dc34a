/** GraphQL node type of each content file in data/ (see gatsby-node.ts for the types). */
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
  /^legal\/[^/]+\.json$/.test(relativePath) ? "LegalDocument" : CONTENT_TYPE_NAMES[relativePath as keyof typeof CONTENT_TYPE_NAMES];

/** The key under which a data file holds its list (a bare list cannot name its "$schema"). */
export const LIST_KEY = "items";

/**
 * A data file's content as the site uses it: without its "$schema", and a list file's list
 * itself (`{ "$schema": ..., "items": [...] }` -> `[...]`).
 */
export const contentOf = (json: unknown): unknown => {
  if (!json || typeof json !== "object" || Array.isArray(json)) return json;
  const { $schema: _schema, ...rest } = json as Record<string, unknown>;
  return Array.isArray(rest[LIST_KEY]) && Object.keys(rest).length === 1 ? rest[LIST_KEY] : rest;
};

/** Where a data file's JSON Schema is kept, relative to the project: schemas/<name>.schema.json. */
export const schemaFileOf = (relativePath: string): string =>
  `schemas/${relativePath.startsWith("legal/") ? "legal" : relativePath.replace(/\.json$/, "")}.schema.json`;
