/**
 * The keys a content file may use for something the code draws: each has a drawing, so a
 * key without one is a type error (the maps are typed by these lists), not a runtime
 * fallback. Kept apart from schema.ts so that components can use them without zod.
 */
export const SERVICE_ICONS = ["ai", "data", "iiot", "academy"] as const;
export const VALUE_ICONS = ["innovation", "partnership", "excellence", "reliability"] as const;
/** The networks the footer draws (src/ui/SocialIcon.tsx). */
export const SOCIAL_NETWORKS = ["linkedin", "x", "youtube", "instagram", "github", "xing", "facebook"] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export type ValueIcon = (typeof VALUE_ICONS)[number];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
