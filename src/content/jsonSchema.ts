/**
 * JSON Schemas of the data files, generated from the zod schemas (schema.ts) by zod itself,
 * each field with its description from the same schemas. The data files are plain JSON (a
 * list file is an array), so they cannot name their schema: the committed
 * .vscode/settings.json maps each file to it (`json.schemas`, generated here too), and an
 * editor that reads it (VS Code and its forks) completes field names and marks a missing
 * translation, a wrong type, an unknown field or a wrong count while it is typed. What JSON
 * Schema cannot say (that an image file exists, that a legal text writes a fact out) is left
 * to `npm run check`. Regenerate both with `npm run schemas`.
 */
import { z } from "zod";
import { contentSchemas, legalDocument } from "./schema";
import { CONTENT_TYPE_NAMES, schemaFileOf } from "./types";

/** A JSON Schema as zod writes it; only the keys read here are typed. */
type JsonSchema = {
  [key: string]: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/** Each schema's description as its last key, wherever zod wrote it, so that the committed files read alike. */
const descriptionLast = (schema: JsonSchema): JsonSchema => {
  const { description, ...rest } = schema;
  const entries = Object.entries(rest).map(([key, value]) => {
    if (key === "properties")
      return [
        key,
        Object.fromEntries(
          Object.entries(value as Record<string, JsonSchema>).map(([name, inner]) => [name, descriptionLast(inner)]),
        ),
      ];
    return [
      key,
      value && typeof value === "object" && !Array.isArray(value) ? descriptionLast(value as JsonSchema) : value,
    ];
  });
  return Object.fromEntries(description === undefined ? entries : [...entries, ["description", description]]);
};

/** A file's JSON Schema: an array of items for a list file, else one object; the GraphQL metadata left out. */
const toJsonSchema = (schema: z.ZodType, title: string): JsonSchema => {
  const generated = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      delete jsonSchema.graphql;
    },
  });
  const json = descriptionLast(generated as JsonSchema);
  if (json.type === "array") json.description ??= `The items of ${title}, in display order.`;
  const { $schema, ...rest } = json;
  return { $schema, title: `${title} (generated from src/content/schema.ts: run npm run schemas)`, ...rest };
};

/** The files of data/ each schema is for, as glob patterns relative to the project. */
const SCHEMA_FILES = [...Object.keys(CONTENT_TYPE_NAMES), "legal/*.json"].map((file) => ({
  pattern: `data/${file}`,
  schemaFile: schemaFileOf(file),
}));

/** Every JSON Schema, keyed by its path relative to the project (schemas/faqs.schema.json). */
export const jsonSchemas = (): Record<string, JsonSchema> => {
  const schemas: Record<string, JsonSchema> = {};
  for (const [file, schema] of Object.entries(contentSchemas())) {
    schemas[schemaFileOf(file)] = toJsonSchema(schema, `data/${file}`);
  }
  schemas[schemaFileOf("legal/page.json")] = toJsonSchema(legalDocument("page"), "data/legal/<page>.json");
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
