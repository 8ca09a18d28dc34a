/**
 * GraphQL type definitions (SDL) generated from zod schemas: an object type per named object
 * schema, a field per property, each with its description (GraphiQL's Docs pane shows them),
 * @dontInfer on the node types, @localized on the fields written per language, and the field
 * extensions the schemas name in their metadata (see graphqlMeta.ts).
 */
import { Kind, print } from "graphql";
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import type { GraphqlMeta } from "./graphqlMeta";

type Schema = z.ZodType;

/** A node type: a content file's item (or the file) as gatsby-transformer-json makes it, or a node the build creates. */
export interface NodeSchema {
  name: string;
  schema: Schema;
}

const metaOf = (schema: Schema | undefined) => (schema ? z.globalRegistry.get(schema) : undefined);
const graphqlOf = (schema: Schema): GraphqlMeta => metaOf(schema)?.graphql ?? {};
const parentOf = (schema: Schema) => schema._zod.parent as Schema | undefined;

/**
 * The schema that named a GraphQL type, whose description is the type's: a field using the
 * type is a copy of it (`.describe()`), which may describe the field differently.
 */
const typeOrigin = (schema: Schema): Schema | undefined => {
  for (let current: Schema | undefined = schema; current; current = parentOf(current)) {
    if (graphqlOf(current).type && !metaOf(parentOf(current))?.graphql?.type) return current;
  }
  return undefined;
};

const unwrap = (schema: Schema): Schema => (schema instanceof z.ZodOptional ? (schema.unwrap() as Schema) : schema);

/** An object with one value per language of the site ({ en, ar }): a @localized field. */
const perLanguageValue = (schema: Schema): Schema | undefined => {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const keys = Object.keys(schema.shape);
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language))
    ? (schema.shape[LANGUAGES[0]] as Schema)
    : undefined;
};

const quoted = (value: string) => print({ kind: Kind.STRING, value, block: value.includes("\n") });

/** The definitions generated so far, by type name, in the order the types were met. */
type Definitions = Map<string, string>;

const typeOf = (schema: Schema, where: string, definitions: Definitions): string => {
  if (schema instanceof z.ZodArray) return `[${typeOf(schema.element as Schema, where, definitions)}!]`;
  if (schema instanceof z.ZodObject || schema instanceof z.ZodEnum) {
    const origin = typeOrigin(schema);
    if (origin) return define(origin, where, definitions);
    if (schema instanceof z.ZodEnum) return "String";
    throw new Error(`${where}: an object needs a GraphQL type name, .meta({ graphql: { type } })`);
  }
  if (schema.def.type === "string") return "String"; // e-mail and URL schemas too, which are not ZodString
  if (schema instanceof z.ZodNumber) return schema.isInt ? "Int" : "Float";
  if (schema instanceof z.ZodBoolean) return "Boolean";
  throw new Error(`${where}: no GraphQL type for a zod ${schema.def.type}`);
};

/** One field's line: `"description" name: Type! @localized @extension`. */
const field = (typeName: string, name: string, schema: Schema, definitions: Definitions, isNode: boolean): string => {
  const where = `${typeName}.${name}`;
  const inner = unwrap(schema);
  const description = metaOf(schema)?.description ?? metaOf(inner)?.description;
  if (!description) throw new Error(`${where} has no description: give its schema one with .describe()`);
  // gatsby-transformer-json keeps a JSON id as jsonId, since a node's id is Gatsby's own.
  if (isNode && name === "id") return `  ${quoted(description)}\n  slug: String! @proxy(from: "jsonId")`;
  const { returns, extensions = [] } = { ...graphqlOf(inner), ...graphqlOf(schema) };
  const value = perLanguageValue(inner);
  const nullable = schema !== inner;
  const type = returns ?? `${typeOf(value ?? inner, where, definitions)}${nullable ? "" : "!"}`;
  const directives = [...(value && !returns ? ["localized"] : []), ...extensions]
    .map((directive) => ` @${directive}`)
    .join("");
  return `  ${quoted(description)}\n  ${name}: ${type}${directives}`;
};

/** Adds the type `origin` names (and the types it uses) to `definitions`; returns its name. */
const define = (origin: Schema, where: string, definitions: Definitions, node?: string): string => {
  const name = node ?? graphqlOf(origin).type!;
  if (definitions.has(name)) return name;
  definitions.set(name, ""); // reserved first, so that a type using itself ends
  const description = metaOf(origin)?.description;
  if (!description) throw new Error(`${where}: the type ${name} has no description`);
  if (origin instanceof z.ZodEnum) {
    definitions.set(name, `${quoted(description)}\nenum ${name} { ${origin.options.join(" ")} }`);
    return name;
  }
  if (!(origin instanceof z.ZodObject)) throw new Error(`${where}: the type ${name} is not an object`);
  const shape = { ...origin.shape, ...graphqlOf(origin).derived } as Record<string, Schema>;
  const fields = Object.entries(shape).map(([fieldName, schema]) =>
    field(name, fieldName, schema, definitions, !!node),
  );
  definitions.set(
    name,
    `${quoted(description)}\ntype ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`,
  );
  return name;
};

/** The SDL of node types and every type they use, each once. */
export const graphqlSdl = (nodes: NodeSchema[]): string => {
  const definitions: Definitions = new Map();
  for (const { name, schema } of nodes) {
    const item = schema instanceof z.ZodArray ? (schema.element as Schema) : schema;
    define(item, name, definitions, name);
  }
  return [...definitions.values()].join("\n\n");
};
