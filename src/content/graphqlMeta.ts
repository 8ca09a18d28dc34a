/**
 * What a content schema tells the GraphQL generator (graphqlSdl.ts) beyond its shape and its
 * description, written in its zod metadata: `.meta({ description, graphql: { ... } })`.
 */
/** A zod schema; typed loosely, since GlobalMeta naming zod's own types makes TypeScript recurse without end. */
type AnySchema = { readonly _zod: unknown };

export interface GraphqlMeta {
  /** The name of the GraphQL object or enum type this schema is; the schema's description describes the type. An enum without a name is a String. */
  type?: string;
  /** Field extensions (src/build/schema.ts) that resolve the field, in order; a field written per language gets @localized first. */
  extensions?: string[];
  /** The field's GraphQL type when its extensions return another shape than the file holds, e.g. "File!". */
  returns?: string;
  /** Fields of this object type that only GraphQL has: their extensions compute them from the file's fields. */
  derived?: Record<string, AnySchema>;
}

declare module "zod" {
  interface GlobalMeta {
    graphql?: GraphqlMeta;
  }
}
