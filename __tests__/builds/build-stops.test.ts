/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { copyOfSite, gatsbyBuild } from "../helpers/copyOfSite";

test("a broken content file stops `gatsby build` with exit 1, one message naming file, item and field, and no public/", () => {
  const dir = copyOfSite();
  try {
    // What an earlier, good build left behind must not pass for the result of this one.
    fs.mkdirSync(path.join(dir, "public"));
    fs.writeFileSync(path.join(dir, "public", "index.html"), "<html>old build</html>");

    const file = path.join(dir, "data", "services.json");
    const services = JSON.parse(fs.readFileSync(file, "utf8"));
    services[3].features.splice(1, 1);
    fs.writeFileSync(file, JSON.stringify(services, null, 2));

    const build = gatsbyBuild(dir);
    const { output } = build;
    expect(build.status).toBe(1);
    expect(output).toContain(
      'data/services.json, item 3 (id "digital-academy"), field "features": expected exactly 4 features, found 3',
    );
    expect(output.match(/Content validation failed/g)).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 200_000);

test("a data or locale file saved with a byte-order mark stops `gatsby build` with plain words and the fix, not a parse error", () => {
  const dir = copyOfSite();
  try {
    for (const file of ["data/faqs.json", "locales/ar/faq.json"]) {
      const absolute = path.join(dir, file);
      fs.writeFileSync(absolute, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(absolute)]));
    }
    const build = gatsbyBuild(dir);
    const output = build.output.replace(/\s+/g, " ");
    expect(build.status).toBe(1);
    expect(output).toContain(
      "data/faqs.json: starts with a byte-order mark, an invisible character some editors add at the start of a file",
    );
    expect(output).toContain("locales/ar/faq.json: starts with a byte-order mark");
    expect(output).toContain("npm run check -- --fix");
    expect(output).not.toContain("Unexpected token");
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 200_000);

test("a GATSBY_CALENDLY_TOKEN in .env.production stops `gatsby build` with a message naming the file, the risk and the opt-in", () => {
  const dir = copyOfSite();
  try {
    fs.writeFileSync(path.join(dir, ".env.production"), "GATSBY_CALENDLY_TOKEN=token-from-env-file\n");
    // Unset here, so that the build reads them from the .env file (or not at all).
    const build = gatsbyBuild(
      dir,
      Object.fromEntries(
        [
          "GATSBY_CALENDLY_TOKEN",
          "ALLOW_PUBLIC_CALENDLY_TOKEN",
          "CALENDLY_TOKEN",
          "CALENDLY_REQUIRED",
          "SITE_URL",
          "NODE_ENV",
          "GATSBY_ACTIVE_ENV",
        ].map((key) => [key, undefined]),
      ),
    );
    const { output } = build;
    expect(build.status).toBe(1);
    expect(output).toContain("GATSBY_CALENDLY_TOKEN is set (in .env.production), so the token would become public");
    expect(output).toContain("set ALLOW_PUBLIC_CALENDLY_TOKEN=true");
    expect(output).not.toContain("token-from-env-file");
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 200_000);

test("a SITE_URL that is no URL stops `gatsby build` with a message naming SITE_URL and what it needs, before Gatsby's own check", () => {
  const dir = copyOfSite();
  try {
    const build = gatsbyBuild(dir, { SITE_URL: "not-a-url", GATSBY_CALENDLY_TOKEN: "", CALENDLY_TOKEN: "" });
    const output = build.output.replace(/\s+/g, " ");
    expect(build.status).toBe(1);
    expect(output).toContain('SITE_URL is "not-a-url": not an absolute URL.');
    expect(output).toContain("Set it to the site's absolute https:// address, such as https://www.example.com");
    expect(output).not.toContain("siteMetadata.siteUrl must be a valid uri");
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 200_000);
