/**
 * What of Sveltia CMS the editor's overrides rely on (src/editor/sveltiaOverrides.ts) is still
 * in the installed package: a failure names the override to revisit after an update of Sveltia.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { SVELTIA_OVERRIDES } from "../../src/editor/sveltiaOverrides";
import { ADMIN_CONTENT_SECURITY_POLICY } from "../../src/seo/securityHeaders";

const ROOT = path.join(__dirname, "..", "..");
const SVELTIA = path.join(ROOT, "node_modules", "@sveltia", "cms");
const BUNDLE = "dist/sveltia-cms.js";
const read = (file: string) => fs.readFileSync(path.join(SVELTIA, file), "utf8");

test.each(SVELTIA_OVERRIDES.map((override) => [override.id, override] as const))(
  "%s: what it relies on is in the installed Sveltia CMS, and its code is there",
  (_id, override) => {
    const missing = override.internals.filter(([contains, , file = BUNDLE]) => !read(file).includes(contains));
    expect(missing.map(([, because, file = BUNDLE]) => `${file}: ${because}`)).toEqual([]);
    expect(override.code.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  },
);

test("the import map sends Sveltia's import of Immutable.js to a copy of the version installed with it", () => {
  const version = JSON.parse(read("package.json")).dependencies.immutable.replace(/^\D/, "");
  const html = fs.readFileSync(path.join(ROOT, "admin", "index.html"), "utf8");
  const text = /<script type="importmap">(.*?)<\/script>/s.exec(html)![1];
  const map = JSON.parse(text);
  expect(map.imports).toEqual({ [`https://unpkg.com/immutable@${version}/dist/immutable.es.js`]: "./immutable.es.js" });
  const installed = JSON.parse(read("node_modules/immutable/package.json")).version;
  expect(installed.split(".")[0]).toBe(version.split(".")[0]);
});

test("the editor's policy lets the page's import map run, by its hash", () => {
  const html = fs.readFileSync(path.join(ROOT, "admin", "index.html"), "utf8");
  const text = /<script type="importmap">(.*?)<\/script>/s.exec(html)![1];
  const hash = crypto.createHash("sha256").update(text).digest("base64");
  expect(ADMIN_CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}';`);
});
