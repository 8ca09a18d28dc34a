/**
 * The static host's response headers (public/_headers, the format Netlify and Cloudflare
 * Pages read): a Content-Security-Policy that allows only what the site uses, and the usual
 * hardening headers. Inline scripts are allowed by the hash of each one the build wrote.
 */
import crypto from "crypto";

/** Hashes of the executable inline <script> elements of a page ("sha256-…"). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);

export const contentSecurityPolicy = ({
  scriptHashes,
  connectOrigins,
}: {
  scriptHashes: string[];
  connectOrigins: string[];
}) =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    // React and gatsby-plugin-image write style attributes; no script can come in that way.
    "style-src 'self' 'unsafe-inline'",
    // gatsby-plugin-image's blurred placeholders are data: URIs.
    "img-src 'self' data:",
    // The first screen's font faces are embedded in the page as data: URLs (fontFaces.ts).
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/**
 * The content editor's own policy (/admin/, Sveltia CMS): its script, styles and fonts from the
 * site (and the page's import map, by its hash), the files it edits from GitHub's API when an editor signs in (and GitHub's status, which
 * it shows), its images as data: and blob: URLs. Its check for a newer version (unpkg.com) is
 * refused: the copy is pinned in package.json and updated with the site (admin/admin.js answers
 * that check itself, so the refusal is never reached). The page carries the
 * policy in a meta element as well (admin/index.html), so that it holds on a host that joins a
 * path's policies instead of replacing one.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The hash is of the page's import map (admin/index.html), which points Sveltia's import of
  // Immutable.js (for its event hooks) at the site's copy; __tests__/editor checks it.
  "script-src 'self' 'sha256-DGo6JpmY8pQknSD815HX/PH6111kVXjfzon0eI9zjUc='",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/**
 * The editor's headers: its policy; its files (not content-hashed) checked on every visit;
 * GitHub's sign-in window may answer the page that opened it; no search engine lists it.
 */
export const adminHeaders = () => ({
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "Cache-Control": "public, max-age=0, must-revalidate",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});

/**
 * The `/admin/*` rule, last. A later rule's header replaces an earlier one's on Netlify;
 * Cloudflare Pages joins them instead, and removes an inherited header named with "!" (a line
 * Netlify would reject), so there the site's values are detached first.
 */
const adminRule = (netlify: boolean) => [
  "# The content editor: its own policy and caching, not listed by search engines.",
  "/admin/*",
  ...(netlify
    ? []
    : ["Content-Security-Policy", "Cache-Control", "Cross-Origin-Opener-Policy"].map((name) => `  ! ${name}`)),
  ...Object.entries(adminHeaders()).map(([name, value]) => `  ${name}: ${value}`),
  "",
];

export const headersFile = (csp: string, { netlify = false } = {}) =>
  [
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
    // Without `preload`: the request to be built into browsers is the owner's, for the domain they submit (hstspreload.org).
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Cross-Origin-Opener-Policy: same-origin",
    "",
    "# Content-hashed files never change.",
    "/static/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/*.js",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/*.css",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
    "# Pages and their data must be checked on every visit.",
    "/*.html",
    "  Cache-Control: public, max-age=0, must-revalidate",
    "/page-data/*",
    "  Cache-Control: public, max-age=0, must-revalidate",
    "",
    ...adminRule(netlify),
  ].join("\n");
