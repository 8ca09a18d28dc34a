import crypto from "crypto";
import fs from "fs";
import path from "path";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
} from "../../src/seo/securityHeaders";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("inline scripts are hashed exactly as written; bundles and JSON data are not", () => {
  const html =
    '<script>window.a=1</script><script src="/app.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
    '<script id="x">\n  const b = "ب";\n</script>';
  expect(inlineScriptHashes(html)).toEqual([sha256("window.a=1"), sha256('\n  const b = "ب";\n')]);
});

test("the policy allows the site's own scripts, the hashed inline ones and only the named connect origins", () => {
  const csp = contentSecurityPolicy({
    scriptHashes: [sha256("b"), sha256("a"), sha256("a")],
    connectOrigins: ["https://api.calendly.com"],
  });
  const directives = Object.fromEntries(csp.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive]));
  expect(directives["script-src"]).toBe(`script-src 'self' ${[sha256("a"), sha256("b")].sort().join(" ")}`);
  expect(directives["connect-src"]).toContain("https://api.calendly.com");
  expect(directives["default-src"]).toBe("default-src 'self'");
  const withoutProvider = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] });
  expect(withoutProvider).not.toContain("calendly");
});

test("the headers file applies the policy to every path", () => {
  const file = headersFile("default-src 'self'");
  expect(file.split("\n").slice(0, 2)).toEqual(["/*", "  Content-Security-Policy: default-src 'self'"]);
});

test("HTTPS is required for two years, without asking browsers to build the host in: any host a build is deployed to gets the file", () => {
  expect(headersFile("default-src 'self'")).toContain(
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains\n",
  );
});

describe("the content editor (/admin/)", () => {
  const adminRule = (file: string) => file.slice(file.indexOf("/admin/*")).trim().split("\n");

  test("has its own rule, last: its policy, checked on every visit, sign-in windows allowed, not indexed", () => {
    const rule = adminRule(headersFile("default-src 'self'"));
    expect(rule).toEqual([
      "/admin/*",
      "  ! Content-Security-Policy",
      "  ! Cache-Control",
      "  ! Cross-Origin-Opener-Policy",
      `  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}`,
      "  Cache-Control: public, max-age=0, must-revalidate",
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "  X-Robots-Tag: noindex, nofollow",
    ]);
    // Scripts from the site only; the one inline script is the import map, allowed by its hash.
    expect(ADMIN_CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=';/);
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;",
    );
  });

  test("on Netlify, where a later rule's header replaces an earlier one's, without Cloudflare's detach lines", () => {
    const rule = adminRule(headersFile("default-src 'self'", { netlify: true }));
    expect(rule.filter((line) => line.trim().startsWith("!"))).toEqual([]);
    expect(rule).toContain(`  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}`);
  });

  test("its page carries the same policy, for a host that would join the site's policy to it", () => {
    const html = fs.readFileSync(path.join(__dirname, "..", "..", "admin", "index.html"), "utf8");
    const meta = html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/);
    expect(meta?.[1]).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
