/**
 * The landing page's sections that the header and footer link to, in their order. A plain
 * module (no React, no Gatsby) so that the browser tests can import it.
 */
export const NAV_SECTIONS = ["process", "testimonials", "mission"] as const;
