/** Build time only. */
import fs from "fs";
import path from "path";
import type { SourceNodesArgs } from "gatsby";
import { z } from "zod";
import { DEFAULT_API_URL, fetchSchedulingLink, type SchedulingLinkError } from "../scheduling/fetchSchedulingLink";
import { isOn, readBuildEnvironment } from "./environment";

/** The SchedulingLink node's fields; they generate its GraphQL type (src/build/schema.ts). */
export const schedulingLinkNode = z
  .strictObject({
    url: z
      .string()
      .describe(
        "The provider's booking page resolved during the build (CALENDLY_TOKEN), else data/site.json's scheduling.defaultUrl.",
      ),
    resolvedAtBuild: z.boolean().describe("True when url was resolved from the provider during this build."),
    live: z
      .boolean()
      .describe(
        "True when the browser asks the site's own function (/api/scheduling-link) for the live link on every page load: CALENDLY_TOKEN was set and SCHEDULING_LINK_LIVE is not false.",
      ),
  })
  .describe("The link every book-a-call button opens (see README: The scheduling link).");

/**
 * The booking link the pages use, as a node so that queries rerun when it changes: with
 * CALENDLY_TOKEN it is resolved from the provider now, during the build (the safe mode: the
 * token stays on this machine); otherwise, or when that fails, it is site.json's default.
 * `live` tells the browser to ask the site's own function for a newer link on every load:
 * with CALENDLY_TOKEN, unless SCHEDULING_LINK_LIVE=false (a host that serves files only) or
 * the public-token mode asks the provider itself.
 */
export const sourceSchedulingLink = async (
  root: string,
  { actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs,
) => {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8"));
  let url: string = site.scheduling.defaultUrl;
  let resolvedAtBuild = false;
  const env = readBuildEnvironment(root).values;
  const token = env.CALENDLY_TOKEN;
  if (token) {
    try {
      url = await fetchSchedulingLink({ token, apiUrl: env.CALENDLY_API_URL || DEFAULT_API_URL });
      resolvedAtBuild = true;
      reporter.info(`Scheduling link resolved at build time: ${url}`);
    } catch (error) {
      // The status tells an expired token (401) from rate limiting (429).
      const { message, status } = error as SchedulingLinkError;
      const reason = `${message}${status ? ` (HTTP ${status})` : ""}`;
      if (isOn(env.CALENDLY_REQUIRED)) {
        reporter.panic(
          `${reason}: CALENDLY_REQUIRED=true, so the build stops instead of shipping the default scheduling link.`,
        );
        return;
      }
      reporter.warn(`${reason}: the site keeps the default scheduling link.`);
    }
  }
  const live = Boolean(token) && env.SCHEDULING_LINK_LIVE !== "false" && !env.GATSBY_CALENDLY_TOKEN;
  const content: z.infer<typeof schedulingLinkNode> = { url, resolvedAtBuild, live };
  actions.createNode({
    ...content,
    id: createNodeId("scheduling-link"),
    internal: { type: "SchedulingLink", contentDigest: createContentDigest(content) },
  });
};
