/** GraphQL node type of each content file in data/ (see gatsby-node.ts for the types). */
export const CONTENT_TYPE_NAMES = {
  "site.json": "SiteContent",
  "services.json": "Service",
  "process-steps.json": "ProcessStep",
  "testimonials.json": "Testimonial",
  "tools.json": "ToolGroup",
  "mission-values.json": "MissionValue",
  "faqs.json": "Faq",
  "legal/privacy-policy.json": "LegalDocument",
  "legal/terms-of-service.json": "LegalDocument",
} as const;
