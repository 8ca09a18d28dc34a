/**
 * @jest-environment node
 *
 * The GraphQL types are generated from the zod schemas (src/content/graphqlSdl.ts): a field's
 * type, nullability, @localized and extensions follow its schema, and its description is the
 * schema's.
 */
import { parse, Kind, type ObjectTypeDefinitionNode } from "graphql";
import { z } from "zod";
import { graphqlSdl } from "../../src/content/graphqlSdl";
import { contentTypeDefs } from "../../src/content/typeDefs";
import { id, localizedParagraphs, localizedText } from "../../src/content/fields";
import { CONTENT_TYPE_NAMES } from "../../src/content/types";

const level = z.enum(["low", "high"]).meta({ description: "How hard a question is.", graphql: { type: "Level" } });
const source = z.strictObject({ title: z.string().describe("The source's title.") }).meta({
  description: "Where an answer comes from.",
  graphql: { type: "Source", derived: { year: z.number().int().describe("The year it appeared.") } },
});
const question = z
  .strictObject({
    id: id.describe("The question's id."),
    question: localizedText.describe("The question."),
    notes: localizedParagraphs
      .optional()
      .meta({ description: "Notes, one per paragraph.", graphql: { extensions: ["withFacts"] } }),
    level: level.describe("Its level."),
    kind: z.enum(["short", "long"]).optional().describe("Short or long."),
    sources: z.array(source).describe("Its sources."),
    votes: z.number().int().describe("Votes so far."),
    image: z
      .string()
      .meta({ description: "An image.", graphql: { returns: "File!", extensions: ["fileByRelativePath"] } }),
  })
  .describe("A question.");

test("a tiny schema gives its SDL: node type, slug, @localized, nullability, enums, nested and derived fields, extensions", () => {
  expect(graphqlSdl([{ name: "Question", schema: z.array(question) }])).toBe(
    [
      `"A question."
type Question implements Node @dontInfer {
  "The question's id."
  slug: String! @proxy(from: "jsonId")
  "The question."
  question: String! @localized
  "Notes, one per paragraph."
  notes: [String!] @localized @withFacts
  "Its level."
  level: Level!
  "Short or long."
  kind: String
  "Its sources."
  sources: [Source!]!
  "Votes so far."
  votes: Int!
  "An image."
  image: File! @fileByRelativePath
}`,
      `"How hard a question is."
enum Level { low high }`,
      `"Where an answer comes from."
type Source {
  "The source's title."
  title: String!
  "The year it appeared."
  year: Int!
}`,
    ].join("\n\n"),
  );
});

test("a multi-line description is written as a block string", () => {
  const note = z.strictObject({ text: z.string().describe("The text.") }).describe("A note.\nSecond line.");
  expect(graphqlSdl([{ name: "Note", schema: note }])).toContain(
    '"""\nA note.\nSecond line.\n"""\ntype Note implements Node @dontInfer {',
  );
});

test("a field without a description, or an object without a type name, stops the generation with its place", () => {
  const undescribed = z.strictObject({ id: id.describe("The id."), hint: z.string() }).describe("A question.");
  expect(() => graphqlSdl([{ name: "Question", schema: undescribed }])).toThrow("Question.hint has no description");
  const unnamed = z
    .strictObject({ author: z.strictObject({ name: z.string().describe("A name.") }).describe("The author.") })
    .describe("A question.");
  expect(() => graphqlSdl([{ name: "Question", schema: unnamed }])).toThrow(
    "Question.author: an object needs a GraphQL type name",
  );
});

test("every content type and each of its fields has a description, for GraphiQL's Docs pane", () => {
  const definitions = parse(contentTypeDefs()).definitions;
  const objects = definitions.filter(
    (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
  );
  expect(objects.map((type) => type.name.value)).toEqual(
    expect.arrayContaining([...Object.values(CONTENT_TYPE_NAMES), "LegalDocument", "Company", "LegalSection"]),
  );
  for (const type of objects) {
    expect({ type: type.name.value, description: !!type.description?.value }).toEqual({
      type: type.name.value,
      description: true,
    });
    for (const field of type.fields ?? []) {
      const where = `${type.name.value}.${field.name.value}`;
      expect({ where, description: !!field.description?.value }).toEqual({ where, description: true });
    }
  }
});
