import crypto from "crypto";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "../../src/seo/securityHeaders";

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
