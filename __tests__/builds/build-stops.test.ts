/**
 * @jest-environment node
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { copyOfSite } from "../helpers/copyOfSite";

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

    const build = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      timeout: 180_000,
    });
    const output = build.stdout + build.stderr;
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

test("a GATSBY_CALENDLY_TOKEN in .env.production stops `gatsby build` with a message naming the file, the risk and the opt-in", () => {
  const dir = copyOfSite();
  try {
    fs.writeFileSync(path.join(dir, ".env.production"), "GATSBY_CALENDLY_TOKEN=token-from-env-file\n");
    const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
    for (const key of [
      "GATSBY_CALENDLY_TOKEN",
      "ALLOW_PUBLIC_CALENDLY_TOKEN",
      "CALENDLY_TOKEN",
      "CALENDLY_REQUIRED",
      "SITE_URL",
      "NODE_ENV",
      "GATSBY_ACTIVE_ENV",
    ])
      delete env[key];
    const build = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env,
      timeout: 180_000,
    });
    const output = build.stdout + build.stderr;
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
    const build = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        SITE_URL: "not-a-url",
        GATSBY_CALENDLY_TOKEN: "",
        CALENDLY_TOKEN: "",
      },
      timeout: 180_000,
    });
    const output = (build.stdout + build.stderr).replace(/\s+/g, " ");
    expect(build.status).toBe(1);
    expect(output).toContain('SITE_URL is "not-a-url": not an absolute URL.');
    expect(output).toContain("Set it to the site's absolute https:// address, such as https://www.example.com");
    expect(output).not.toContain("siteMetadata.siteUrl must be a valid uri");
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 200_000);
