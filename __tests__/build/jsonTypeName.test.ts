/**
 * @jest-environment node
 *
 * gatsby-transformer-json names the nodes of every JSON file the filesystem sources read with
 * jsonTypeName: each data file under the type its queries use, each locale file under a type
 * of its own, so that no type is inferred from the translation files.
 */
import fs from "fs";
import path from "path";
import { parse, Kind, type ObjectTypeDefinitionNode } from "graphql";
import { jsonTypeName, LOCALE_FILE_TYPE, UNKNOWN_JSON_FILE_TYPE } from "../../src/build/jsonTypeName";
import { CONTENT_TYPE_NAMES } from "../../src/content/types";
import { typeDefs } from "../../src/build/schema";

const ROOT = path.join(__dirname, "..", "..");

/** The JSON files under a folder, relative to it, as gatsby-source-filesystem's File nodes name them. */
const jsonFiles = (dir: string, base = dir): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name), base)
        : entry.name.endsWith(".json")
          ? [path.relative(base, path.join(dir, entry.name)).split(path.sep).join("/")]
          : [],
    );

/** A File node of a source, as the transformer passes it. */
const typeOf = (sourceInstanceName: string, relativePath: string) =>
  jsonTypeName({ node: { sourceInstanceName, relativePath }, object: {}, isArray: false });

/** The types declared for the schema, and whether each lets Gatsby infer fields. */
const declared = new Map(
  parse(typeDefs())
    .definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
    )
    .map((definition) => [
      definition.name.value,
      definition.directives?.some((directive) => directive.name.value === "dontInfer") ?? false,
    ]),
);

test("every data file gets the type its queries use", () => {
  const types = Object.fromEntries(jsonFiles(path.join(ROOT, "data")).map((file) => [file, typeOf("data", file)]));
  expect(types).toEqual({
    "site.json": "SiteContent",
    "services.json": "Service",
    "process-steps.json": "ProcessStep",
    "testimonials.json": "Testimonial",
    "tools.json": "ToolGroup",
    "mission-values.json": "MissionValue",
    "faqs.json": "Faq",
    "legal/legal-notice.json": "LegalDocument",
    "legal/privacy-policy.json": "LegalDocument",
    "legal/terms-of-service.json": "LegalDocument",
  });
  for (const [file, type] of Object.entries(CONTENT_TYPE_NAMES)) expect(typeOf("data", file)).toBe(type);
  expect(typeOf("data", "legal/imprint.json")).toBe("LegalDocument");
});

test("every locale file gets the distinct LocaleFile type, whatever its name", () => {
  const files = jsonFiles(path.join(ROOT, "locales"));
  expect(files.length).toBeGreaterThanOrEqual(20);
  for (const file of files) expect({ file, type: typeOf("locale", file) }).toEqual({ file, type: LOCALE_FILE_TYPE });
  // A namespace named like a data file stays a locale file.
  expect(typeOf("locale", "en/faqs.json")).toBe(LOCALE_FILE_TYPE);
});

test("a JSON file that is not content gets a type of its own, not a content type", () => {
  expect(typeOf("data", "notes.json")).toBe(UNKNOWN_JSON_FILE_TYPE);
  expect(typeOf("data", "legal/drafts/old.json")).toBe(UNKNOWN_JSON_FILE_TYPE);
  expect(typeOf("elsewhere", "faqs.json")).toBe(UNKNOWN_JSON_FILE_TYPE);
});

test("every type it gives is declared without inference", () => {
  for (const type of [
    ...Object.values(CONTENT_TYPE_NAMES),
    "LegalDocument",
    LOCALE_FILE_TYPE,
    UNKNOWN_JSON_FILE_TYPE,
  ]) {
    expect({ type, dontInfer: declared.get(type) }).toEqual({ type, dontInfer: true });
  }
  expect(LOCALE_FILE_TYPE).not.toBe("Locale");
});
