/**
 * The editor's fields (Sveltia CMS reads Decap CMS's configuration), generated from the content
 * schemas as the JSON Schemas are: each with its label, its description as the hint, and what the
 * build requires of it (required, counts, choices, patterns with the build's own message, ranges).
 */
import { z } from "zod";
import { LANGUAGES, LANGUAGE_SETTINGS } from "../i18n/languages";
import { REVIEW_FIELD } from "./translationReview";
import { same } from "../content/translations";
import english from "./texts/en.json";

export type CmsField = { [key: string]: unknown; name: string; widget: string; label: string };

export type JsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: string[];
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  "x-message"?: string;
};

/** "lastUpdated" → "Last updated", "vatId" → "VAT ID". */
export const fieldLabel = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => (english.labelWords as Record<string, string>)[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The JSON Schema of a content schema, every pattern or format with the build's message: a
 * control character fails every pattern of the content, so the field's own first complaint is it.
 */
export const cmsJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      delete jsonSchema.graphql;
      if (!jsonSchema.pattern && !jsonSchema.format) return;
      const result = (zodSchema as unknown as z.ZodType).safeParse("\u0001");
      const message = result.success ? undefined : result.error.issues[0]?.message;
      if (message) jsonSchema["x-message"] = message;
    },
  }) as JsonSchema;

/**
 * The pattern of a format zod writes as `format`: an https URL with a host name (the build's URL
 * parser refuses "https://%%%" and "https://:80"; the save guard applies it in full).
 */
const FORMAT_PATTERNS: Record<string, string> = { uri: "^https://[^\\s/?#%:@]+(:\\d+)?([/?#]\\S*)?$" };

/** Beside a text's languages, whether its translation was written from the English it has now (translationReview.ts). */
const TRANSLATION_FIELD: CmsField = {
  name: REVIEW_FIELD,
  widget: "select",
  ...english.translation,
  // The editor's record, not the page's text: the preview shows what a visitor reads.
  preview: false,
  // Required, with a default for a new text: Sveltia offers "(None)" beside the two choices of a field that is not.
  required: true,
  default: "review",
};

/** What a list's Add button and its items' names call one item: "Add Section", not "Add Sections". */
const singular = (name: string) => {
  const one = (english.singular as Record<string, string>)[name];
  return one ? { label_singular: one } : {};
};

/** A number of the schema, unless it is only an integer's safe range. */
const bound = (key: string, value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? { [key]: value } : {};

/**
 * One field of a schema. `long` marks text written per language (a name, a sentence, a
 * paragraph): it gets a text area; a shared value (an id, a number written as text) a line.
 */
export const cmsField = (name: string, schema: JsonSchema, required: boolean, long = false): CmsField => {
  const nullable = schema.anyOf?.some((variant) => variant.type === "null");
  const base = nullable ? schema.anyOf!.find((variant) => variant.type !== "null")! : schema;
  const hint = schema.description ?? base.description;
  // A list or a text names itself after these keys, as the committed configurations have it.
  const common = { label: fieldLabel(name), required: required && !nullable, ...(hint ? { hint } : {}) };
  const perLanguage = base.type === "object" && same(Object.keys(base.properties ?? {}).sort(), [...LANGUAGES].sort());
  if (perLanguage) {
    // Each language's field with its own name; a legal page's dates are per language but no translation.
    const languages = LANGUAGE_SETTINGS.map(({ code, label }) => {
      const { hint: _hint, ...field } = cmsField(code, base.properties![code], true, true);
      return { ...field, label, ...(field.widget === "list" ? singular(name) : {}) };
    });
    const fields = name === "lastUpdated" ? languages : [...languages, TRANSLATION_FIELD];
    return { name, ...common, widget: "object", fields };
  }
  if (base.enum) return { name, ...common, widget: "select", options: base.enum };
  switch (base.type) {
    case "object":
      return { name, ...common, widget: "object", fields: objectFields(base, long) };
    case "array": {
      const items = base.items ?? {};
      const counts = { ...bound("min", base.minItems), ...bound("max", base.maxItems) };
      const list = { ...common, name, widget: "list", ...singular(name), ...counts };
      return items.type === "object"
        ? { ...list, fields: objectFields(items, long) }
        : { ...list, field: cmsField("item", items, true, long) };
    }
    case "number":
    case "integer": {
      // Kept as typed (Sveltia would save 4.5 as 4 without a word): the save guard refuses what is
      // not whole, with the build's message; the arrows step by 1.
      const step = base.type === "integer" ? { step: 1 } : {};
      const range = { ...bound("min", base.minimum), ...bound("max", base.maximum) };
      return { name, ...common, widget: "number", value_type: "float", ...step, ...range };
    }
    case "boolean":
      return { name, ...common, widget: "boolean" };
    default: {
      const pattern = base.pattern ?? FORMAT_PATTERNS[base.format ?? ""];
      const checks = pattern ? { pattern: [pattern, base["x-message"] ?? `must match ${pattern}`] } : {};
      return { ...common, name, widget: long ? "text" : "string", ...checks, ...bound("maxlength", base.maxLength) };
    }
  }
};

export const objectFields = (schema: JsonSchema, long = false): CmsField[] =>
  Object.entries(schema.properties ?? {}).map(([name, inner]) =>
    cmsField(name, inner, (schema.required ?? []).includes(name), long),
  );
