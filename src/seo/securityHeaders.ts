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

export const headersFile = (csp: string) =>
  [
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
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
  ].join("\n");
