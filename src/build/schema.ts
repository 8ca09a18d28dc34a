/**
 * Build time only. The GraphQL schema: the content's types generated from its zod schemas
 * (src/content/typeDefs.ts), the SchedulingLink node's, the plugins' node types, and the field
 * extensions the content's fields use (@localized, @withFacts, @citations, @forThisBuild,
 * @revisionDate, @addressText, @postalAddress, @legalName, @ogLocale), each group in schema/.
 */
import type { Actions } from "gatsby";
import { contentTypeDefs } from "../content/typeDefs";
import { graphqlSdl } from "../content/graphqlSdl";
import type { BuildCondition } from "../content/schema";
import { schedulingLinkNode } from "./schedulingLinkNode";
import { PLUGIN_NODE_TYPE_DEFS } from "./pluginNodeTypes";
import { addLegalTextExtensions } from "./schema/legalTextExtensions";
import { addLocalizedExtension } from "./schema/localized";
import { addSiteFactExtensions } from "./schema/siteFactExtensions";

/** Every type the site declares, as SDL. */
export const typeDefs = (): string =>
  [contentTypeDefs(), graphqlSdl([{ name: "SchedulingLink", schema: schedulingLinkNode }]), PLUGIN_NODE_TYPE_DEFS].join(
    "\n\n",
  );

/** `condition`: the kind of build this is, which decides the legal sections it shows. */
export const customizeSchema = (actions: Actions, condition: BuildCondition) => {
  addLocalizedExtension(actions);
  addLegalTextExtensions(actions, condition);
  addSiteFactExtensions(actions);
  actions.createTypes(typeDefs());
};

/**
 * Fields Gatsby declares nullable that always have a value on this site, declared non-null
 * so that the types generated from the queries (types/gatsby-types.d.ts) carry no null:
 * `site` and its siteUrl (gatsby-config always sets one), the one SiteContent (validation
 * requires data/site.json), the one SchedulingLink (sourced on every build) and a File's
 * publicURL (a path, or the build stops). createResolvers may only tighten a field's type.
 */
export const ALWAYS_PRESENT = {
  Query: {
    site: { type: "Site!" },
    siteContent: { type: "SiteContent!" },
    schedulingLink: { type: "SchedulingLink!" },
  },
  Site: { siteMetadata: { type: "SiteSiteMetadata!" } },
  SiteSiteMetadata: { siteUrl: { type: "String!" } },
  File: { publicURL: { type: "String!" } },
};
