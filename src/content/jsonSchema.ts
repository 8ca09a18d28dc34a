/**
 * JSON Schemas of the data files, generated from the zod schemas (schema.ts) by zod itself,
 * with each field described by its GraphQL documentation (graphqlTypes.ts). The data files are
 * plain JSON (a list file is an array), so they cannot name their schema: the committed
 * .vscode/settings.json maps each file to it (`json.schemas`, generated here too), and an
 * editor that reads it (VS Code and its forks) completes field names and marks a missing
 * translation, a wrong type, an unknown field or a wrong count while it is typed. What JSON
 * Schema cannot say (that an image file exists, that a legal text writes a fact out) is left
 * to `npm run check`. Regenerate both with `npm run schemas`.
 */
import { z } from "zod";
import { parse, Kind, type TypeNode, type ObjectTypeDefinitionNode } from "graphql";
import { contentSchemas, legalDocument } from "./schema";
import { CONTENT_TYPE_NAMES, schemaFileOf } from "./types";
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

/** A file's JSON Schema: an array of `typeName` items for a list file, else one `typeName` object. */
const toJsonSchema = (schema: z.ZodType, typeName: string, title: string): JsonSchema => {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  if (json.type === "array") {
    describe(json.items, typeName);
    json.description ??= `The items of ${title}, in display order.`;
  } else {
    describe(json, typeName);
  }
  const { $schema, ...rest } = json;
  return { $schema, title: `${title} (generated from src/content/schema.ts: run npm run schemas)`, ...rest };
};

/** The files of data/ each schema is for, as glob patterns relative to the project. */
const SCHEMA_FILES = [...Object.keys(CONTENT_TYPE_NAMES), "legal/*.json"].map((file) => ({ pattern: `data/${file}`, schemaFile: schemaFileOf(file) }));

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

/** The committed editor settings that map the data files to their schemas (VS Code's `json.schemas`). */
export const EDITOR_SETTINGS_FILE = ".vscode/settings.json";

/**
 * The `json.schemas` entries of .vscode/settings.json: one per schema, with the data files it
 * checks. VS Code matches a `fileMatch` pattern against the end of a file's path in the
 * workspace folder ("/data/faqs.json"), and reads a `url` starting with "./" from that folder.
 */
export const editorSchemaMappings = (): { fileMatch: string[]; url: string }[] =>
  SCHEMA_FILES.map(({ pattern, schemaFile }) => ({ fileMatch: [`/${pattern}`], url: `./${schemaFile}` }));

/** The editor settings with the schema mappings set, other settings kept as they are. */
export const editorSettings = (current: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...current,
  "json.schemas": editorSchemaMappings(),
});

/** The text of a schema file as it is committed. */
export const schemaText = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`;
