/**
 * Build-time only: the environment variables that decide what a build publishes, checked
 * before anything is built. Never imported by browser code.
 */
import fs from "fs";
import path from "path";
import { parse } from "dotenv";

export interface BuildEnvironment {
  /** Every variable: the process environment over the `.env.*` file Gatsby reads. */
  values: Record<string, string | undefined>;
  /** Where a variable came from when it was the `.env.*` file, e.g. ".env.production". */
  fromFile: Record<string, string>;
}

/**
 * The variables as the build sees them. Gatsby copies every variable of `.env.<env>` (env:
 * GATSBY_ACTIVE_ENV, else NODE_ENV, else "development") into the browser bundle's
 * `process.env`, without putting them into this process's environment; variables set in
 * the environment win over the file, as in Gatsby.
 */
export const readBuildEnvironment = (root: string, env: NodeJS.ProcessEnv = process.env): BuildEnvironment => {
  const name = `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "development"}`;
  let file: Record<string, string> = {};
  try {
    file = parse(fs.readFileSync(path.join(root, name), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const fromFile = Object.fromEntries(
    Object.keys(file)
      .filter((key) => env[key] === undefined)
      .map((key) => [key, name]),
  );
  return { values: { ...file, ...env }, fromFile };
};

const LOCALHOST = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Why a site URL is not one, or undefined when it is: absolute https (http only for localhost), an origin. */
export const siteUrlProblem = (value: string): string | undefined => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not an absolute URL";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOCALHOST.has(url.hostname))) {
    return url.protocol === "http:" ? "http:// is only allowed for localhost" : `${url.protocol}// is not https://`;
  }
  if (url.username || url.password) return "it must not contain a user name or password";
  if (url.pathname !== "/" || url.search || url.hash || /[?#]$/.test(value))
    return "it must be the site's origin only, without a path, query or fragment";
  return undefined;
};

const BOOLEAN_FLAGS = [
  "ALLOW_PUBLIC_CALENDLY_TOKEN",
  "CALENDLY_REQUIRED",
  "SCHEDULING_LINK_LIVE",
  "SOURCE_MAPS",
] as const;

export const isOn = (value: string | undefined) => value === "true";

/** Everything in the environment that must stop the build, one message each. */
export const environmentProblems = ({ values, fromFile }: BuildEnvironment): string[] => {
  const problems: string[] = [];
  const source = (key: string) => (fromFile[key] ? ` (in ${fromFile[key]})` : "");

  for (const flag of BOOLEAN_FLAGS) {
    const value = values[flag];
    if (value !== undefined && value !== "" && value !== "true" && value !== "false") {
      problems.push(`${flag}${source(flag)} must be "true" or "false", not ${JSON.stringify(value)}.`);
    }
  }

  if (values.SITE_URL) {
    const problem = siteUrlProblem(values.SITE_URL);
    if (problem) {
      problems.push(
        `SITE_URL${source("SITE_URL")} is ${JSON.stringify(values.SITE_URL)}: ${problem}. ` +
          "Set it to the site's absolute https:// address, such as https://www.example.com (http:// only for localhost), or leave it unset to use siteUrl from data/site.json.",
      );
    }
  }

  if (values.GATSBY_CALENDLY_TOKEN && !isOn(values.ALLOW_PUBLIC_CALENDLY_TOKEN)) {
    problems.push(
      `GATSBY_CALENDLY_TOKEN is set${source("GATSBY_CALENDLY_TOKEN")}, so the token would become public: the build copies it into ` +
        "the site's JavaScript, where every visitor can read it and use the whole Calendly account through its API. " +
        "Use CALENDLY_TOKEN instead (the safe mode: the link is resolved during the build and the token stays on this machine). " +
        "To publish the token knowingly, set ALLOW_PUBLIC_CALENDLY_TOKEN=true.",
    );
  }

  if (isOn(values.CALENDLY_REQUIRED) && !values.CALENDLY_TOKEN) {
    problems.push(
      "CALENDLY_REQUIRED=true, but CALENDLY_TOKEN is not set: there is no scheduling link to resolve during the build.",
    );
  }
  return problems;
};

/** Whether the visitors' browsers call Calendly's API themselves: the public-token mode, which the privacy policy must describe. */
export const browserCallsCalendly = ({ values }: BuildEnvironment) =>
  Boolean(values.GATSBY_CALENDLY_TOKEN) && isOn(values.ALLOW_PUBLIC_CALENDLY_TOKEN);
