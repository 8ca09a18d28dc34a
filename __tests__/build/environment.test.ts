/**
 * @jest-environment node
 */
// The environment a build starts with: variables that would publish a secret or give the
// site a wrong address stop it before anything is built, with a message naming the variable.
import fs from "fs";
import os from "os";
import path from "path";
import { environmentProblems, readBuildEnvironment, siteUrlProblem } from "../../src/build/environment";

const problemsOf = (values: Record<string, string | undefined>, fromFile: Record<string, string> = {}) =>
  environmentProblems({ values, fromFile });

describe("the run-time scheduling mode is an explicit choice", () => {
  test("GATSBY_CALENDLY_TOKEN without ALLOW_PUBLIC_CALENDLY_TOKEN=true stops the build and says why and what to do", () => {
    for (const allow of [undefined, "", "false"]) {
      const [problem, ...others] = problemsOf({
        GATSBY_CALENDLY_TOKEN: "eyJ-secret",
        ALLOW_PUBLIC_CALENDLY_TOKEN: allow,
      });
      expect(others).toEqual([]);
      expect(problem).toContain("GATSBY_CALENDLY_TOKEN is set");
      expect(problem).toContain("would become public");
      expect(problem).toContain("ALLOW_PUBLIC_CALENDLY_TOKEN=true");
      expect(problem).toContain("CALENDLY_TOKEN instead (the safe mode");
      expect(problem).not.toContain("eyJ-secret");
    }
  });

  test("with the opt-in, or with the safe mode, nothing stops the build", () => {
    expect(problemsOf({ GATSBY_CALENDLY_TOKEN: "t", ALLOW_PUBLIC_CALENDLY_TOKEN: "true" })).toEqual([]);
    expect(problemsOf({ CALENDLY_TOKEN: "t" })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  test("an opt-in that is not exactly true or false is refused rather than guessed", () => {
    expect(problemsOf({ GATSBY_CALENDLY_TOKEN: "t", ALLOW_PUBLIC_CALENDLY_TOKEN: "yes" })).toEqual([
      'ALLOW_PUBLIC_CALENDLY_TOKEN must be "true" or "false", not "yes".',
      expect.stringContaining("GATSBY_CALENDLY_TOKEN is set"),
    ]);
    expect(problemsOf({ CALENDLY_REQUIRED: "1", CALENDLY_TOKEN: "t" })).toEqual([
      'CALENDLY_REQUIRED must be "true" or "false", not "1".',
    ]);
  });

  test("CALENDLY_REQUIRED=true without CALENDLY_TOKEN stops the build", () => {
    expect(problemsOf({ CALENDLY_REQUIRED: "true" })).toEqual([expect.stringContaining("CALENDLY_TOKEN is not set")]);
    expect(problemsOf({ CALENDLY_REQUIRED: "true", CALENDLY_TOKEN: "t" })).toEqual([]);
  });
});

describe("the .env file Gatsby reads counts like the environment", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a token in .env.production stops a production build, and the message names the file", () => {
    fs.writeFileSync(path.join(dir, ".env.production"), "GATSBY_CALENDLY_TOKEN=from-the-file\n");
    const env = readBuildEnvironment(dir, { NODE_ENV: "production" });
    expect(env.values.GATSBY_CALENDLY_TOKEN).toBe("from-the-file");
    expect(environmentProblems(env)).toEqual([
      expect.stringContaining("GATSBY_CALENDLY_TOKEN is set (in .env.production)"),
    ]);
  });

  test("GATSBY_ACTIVE_ENV picks the file, and the environment wins over it", () => {
    fs.writeFileSync(
      path.join(dir, ".env.staging"),
      "GATSBY_CALENDLY_TOKEN=t\nALLOW_PUBLIC_CALENDLY_TOKEN=true\nSITE_URL=https://file.example\n",
    );
    const env = readBuildEnvironment(dir, {
      NODE_ENV: "production",
      GATSBY_ACTIVE_ENV: "staging",
      SITE_URL: "https://env.example",
    });
    expect(env.values).toMatchObject({
      GATSBY_CALENDLY_TOKEN: "t",
      ALLOW_PUBLIC_CALENDLY_TOKEN: "true",
      SITE_URL: "https://env.example",
    });
    expect(environmentProblems(env)).toEqual([]);
  });

  test("no file, no change", () => {
    expect(readBuildEnvironment(dir, { NODE_ENV: "production", A: "1" }).values).toEqual({
      NODE_ENV: "production",
      A: "1",
    });
  });
});

describe("SITE_URL", () => {
  test.each([
    "https://www.example.com",
    "https://staging.example.com/",
    "http://localhost:9000",
    "http://127.0.0.1:8000/",
  ])("%s is accepted", (url) => {
    expect(siteUrlProblem(url)).toBeUndefined();
    expect(problemsOf({ SITE_URL: url })).toEqual([]);
  });

  test.each([
    ["www.example.com", "not an absolute URL"],
    ["/relative", "not an absolute URL"],
    ["http://www.example.com", "http:// is only allowed for localhost"],
    ["http://localhost.example.com", "http:// is only allowed for localhost"],
    ["ftp://example.com", "ftp:// is not https://"],
    ["javascript:alert(1)", "javascript:// is not https://"],
    ["https://user:pass@example.com", "user name or password"],
    ["https://example.com/en/", "without a path"],
    ["https://example.com/?utm=1", "without a path"],
    ["https://example.com#top", "without a path"],
  ])("%s stops the build naming SITE_URL (%s)", (url, reason) => {
    const [problem, ...others] = problemsOf({ SITE_URL: url });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^SITE_URL is /);
    expect(problem).toContain(JSON.stringify(url));
    expect(problem).toContain(reason);
  });
});
