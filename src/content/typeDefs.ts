/**
 * The GraphQL types of the content, generated from its zod schemas (schema.ts, siteSchema.ts):
 * one node type per content file's items (or per file, for site.json and the legal pages),
 * named as gatsby-transformer-json names their nodes (types.ts).
 */
import { graphqlSdl } from "./graphqlSdl";
import { contentSchemas, legalDocument } from "./schema";
import { CONTENT_TYPE_NAMES, contentTypeName } from "./types";

export const contentTypeDefs = (): string =>
  graphqlSdl([
    ...Object.entries(contentSchemas()).map(([file, schema]) => ({
      name: CONTENT_TYPE_NAMES[file as keyof typeof CONTENT_TYPE_NAMES],
      schema,
    })),
    { name: contentTypeName("legal/page.json")!, schema: legalDocument("page") },
  ]);
