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
  /^legal\/[^/]+\.json$/.test(relativePath)
    ? "LegalDocument"
    : CONTENT_TYPE_NAMES[relativePath as keyof typeof CONTENT_TYPE_NAMES];
