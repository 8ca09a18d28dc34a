/**
 * JSON Schemas of the data files, generated from the zod schemas (schema.ts) by zod itself,
 * with each field described by its GraphQL documentation (graphqlTypes.ts). Every data file
 * names its schema in "$schema", so an editor such as VS Code completes field names and marks
 * a missing translation, a wrong type, an unknown field or a wrong count while it is typed.
 * What JSON Schema cannot say (that an image file exists, that a legal text writes a fact out)
 * is left to `npm run check`. Regenerate with `npm run schemas`.
 */
import { z } from "zod";
import { parse, Kind, type TypeNode, type ObjectTypeDefinitionNode } from "graphql";
import { contentSchemas, legalDocument } from "./schema";
import { CONTENT_TYPE_NAMES, LIST_KEY, schemaFileOf } from "./types";
import { CONTENT_TYPE_DEFS } from "./graphqlTypes";

/** A JSON Schema as zod writes it; only the keys read here are typed. */
type JsonSchema = { [key: string]: unknown; description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** GraphQL object types by name, from the content's type definitions. */
export const objectTypes = new Map(
  parse(CONTENT_TYPE_DEFS)
    .definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((definition) => [definition.name.value, definition]),
);

export const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

/** The GraphQL field a JSON property becomes: the same name, or a field proxied from it (id -> slug). */
export const fieldFor = (type: ObjectTypeDefinitionNode, property: string) =>
  type.fields?.find((field) => field.name.value === property) ??
  type.fields?.find((field) =>
    field.directives?.some(
      (directive) =>
        directive.name.value === "proxy" &&
        directive.arguments?.some((argument) => argument.value.kind === Kind.STRING && argument.value.value === (property === "id" ? "jsonId" : property)),
    ),
  );

/** Copies the GraphQL descriptions of `typeName`'s fields onto the properties of `schema`. */
const describe = (schema: JsonSchema | undefined, typeName: string) => {
  const type = objectTypes.get(typeName);
  if (!type || !schema) return;
  if (!schema.description && type.description) schema.description = type.description.value;
  for (const [property, propertySchema] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    const field = fieldFor(type, property);
    if (!field) continue;
    if (field.description && !propertySchema.description) propertySchema.description = field.description.value;
    const inner = propertySchema.type === "array" ? propertySchema.items : propertySchema;
    if (inner && objectTypes.has(namedType(field.type))) describe(inner, namedType(field.type));
  }
};

const toJsonSchema = (schema: z.ZodType, typeName: string, title: string): JsonSchema => {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const root = json.properties?.[LIST_KEY]?.type === "array" ? json.properties[LIST_KEY] : json;
  describe(root === json ? json : root.items, typeName);
  if (root !== json) root.description ??= `The items of ${title}, in display order.`;
  const { $schema, ...rest } = json;
  return { $schema, title: `${title} (generated from src/content/schema.ts: run npm run schemas)`, ...rest };
};

/** Every JSON Schema, keyed by its path relative to the project (schemas/faqs.schema.json). */
export const jsonSchemas = (dataDir: string): Record<string, JsonSchema> => {
  const schemas: Record<string, JsonSchema> = {};
  for (const [file, schema] of Object.entries(contentSchemas(dataDir))) {
    const typeName = CONTENT_TYPE_NAMES[file as keyof typeof CONTENT_TYPE_NAMES];
    schemas[schemaFileOf(file)] = toJsonSchema(schema, typeName, `data/${file}`);
  }
  schemas[schemaFileOf("legal/page.json")] = toJsonSchema(legalDocument("page"), "LegalDocument", "data/legal/<page>.json");
  return schemas;
};

/** The text of a schema file as it is committed. */
export const schemaText = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`;
