/**
 * The content's shape is written twice: as zod schemas (src/content/schema.ts, which validate
 * the files and generate the JSON Schemas) and as GraphQL types (src/content/graphqlTypes.ts,
 * which the pages query). A field in one and not the other fails here.
 */
import path from "path";
import type { ObjectTypeDefinitionNode } from "graphql";
import { fieldFor, jsonSchemas, namedType, objectTypes } from "../../src/content/jsonSchema";
import { CONTENT_TYPE_NAMES } from "../../src/content/types";

type JsonSchema = { [key: string]: any };

/** GraphQL fields computed from others rather than read from the file (see src/build/schema.ts). */
const DERIVED = ["legalName", "postalAddress"];

const differences = (schema: JsonSchema, typeName: string, where: string): string[] => {
  const type = objectTypes.get(typeName) as ObjectTypeDefinitionNode;
  const found: string[] = [];
  const properties = Object.entries<JsonSchema>(schema.properties ?? {});
  for (const [property, propertySchema] of properties) {
    const field = fieldFor(type, property);
    if (!field) {
      found.push(`${where}.${property}: in the zod schema, not in GraphQL's ${typeName}`);
      continue;
    }
    const inner = propertySchema.type === "array" ? propertySchema.items : propertySchema;
    const fieldType = namedType(field.type);
    if (objectTypes.has(fieldType)) found.push(...differences(inner, fieldType, `${where}.${property}`));
  }
  for (const field of type.fields ?? []) {
    const derived = field.directives?.some((directive) => DERIVED.includes(directive.name.value));
    const inFile = properties.some(([property]) => fieldFor(type, property) === field);
    if (!derived && !inFile) found.push(`${typeName}.${field.name.value}: in GraphQL, not in the zod schema of ${where}`);
  }
  return found;
};

const schemas: Record<string, JsonSchema> = jsonSchemas(path.join(__dirname, "..", "..", "data"));
const cases = [
  ...Object.entries(CONTENT_TYPE_NAMES).map(([file, typeName]) => [`data/${file}`, typeName, `schemas/${file.replace(/\.json$/, "")}.schema.json`]),
  ["data/legal/<page>.json", "LegalDocument", "schemas/legal.schema.json"],
];

test.each(cases)("%s has the fields of GraphQL's %s, no more, no fewer", (file, typeName, schemaFile) => {
  const schema = schemas[schemaFile];
  const root = schema.type === "array" ? schema.items : schema;
  expect(differences(root, typeName, file)).toEqual([]);
});

test("a field missing on either side is named", () => {
  const schema = JSON.parse(JSON.stringify(schemas["schemas/faqs.schema.json"].items));
  schema.properties.hint = { type: "string" };
  delete schema.properties.answer;
  expect(differences(schema, "Faq", "data/faqs.json")).toEqual([
    "data/faqs.json.hint: in the zod schema, not in GraphQL's Faq",
    "Faq.answer: in GraphQL, not in the zod schema of data/faqs.json",
  ]);
});

test("nested types are compared too", () => {
  const schema = JSON.parse(JSON.stringify(schemas["schemas/site.schema.json"]));
  delete schema.properties.company.properties.vatId;
  expect(differences(schema, "SiteContent", "data/site.json")).toEqual(["Company.vatId: in GraphQL, not in the zod schema of data/site.json.company"]);
});
