/**
 * The fields of the CMS at /admin/ (Sveltia CMS, which reads Decap CMS's configuration),
 * generated from the content schemas (schema.ts) the way the JSON Schemas are: each field
 * with its label, its description as the hint, and what the build requires of it (required,
 * counts, choices, patterns with the build's own message, number ranges).
 */
import { z } from "zod";
import { LANGUAGES, LANGUAGE_SETTINGS } from "../i18n/languages";
import { REVIEW_FIELD } from "./translationReview";

/** A CMS field definition, as Sveltia CMS and Decap CMS read it. */
export type CmsField = FieldBody & { label: string };
/** A field without its label. */
type FieldBody = { [key: string]: unknown; name: string; widget: string };

/** A JSON Schema as zod writes it, with the message of its pattern added (see patternMessage). */
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

/** "lastUpdated" → "Last updated", "imageAlt" → "Image alt". */
/** Words of a key an editor reads otherwise: abbreviations, and a unit that reads better apart. */
const LABEL_WORDS: Record<string, string> = {
  id: "ID",
  url: "URL",
  vat: "VAT",
  og: "Open Graph",
  dir: "Writing direction",
  days: "(days)",
};

export const fieldLabel = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => LABEL_WORDS[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The message the build gives for a text that does not match the field's pattern or format:
 * a text that fails every pattern of the content (a control character) is checked by the
 * field's own zod schema, and its first complaint is kept.
 */
const patternMessage = (schema: z.ZodType): string | undefined => {
  const result = schema.safeParse("\u0001");
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The JSON Schema of a content schema, every pattern with its message. */
export const cmsJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      delete jsonSchema.graphql;
      if (jsonSchema.pattern || jsonSchema.format) {
        const message = patternMessage(zodSchema as unknown as z.ZodType);
        if (message) jsonSchema["x-message"] = message;
      }
    },
  }) as JsonSchema;

/** `{ "en": ..., "ar": ... }`: one value per language of the site. */
const isPerLanguage = (schema: JsonSchema) =>
  schema.type === "object" &&
  !!schema.properties &&
  Object.keys(schema.properties).length === LANGUAGES.length &&
  LANGUAGES.every((language) => language in schema.properties!);

/**
 * The regular expression of a format zod writes as `format`: an https URL with a host name (the
 * build's URL parser refuses "https://%%%" and "https://:80"; the save guard applies it in full).
 */
const FORMAT_PATTERNS: Record<string, string> = { uri: "^https://[^\\s/?#%:@]+(:\\d+)?([/?#]\\S*)?$" };

const textField = (name: string, schema: JsonSchema, long: boolean): FieldBody => {
  const pattern = schema.pattern ?? (schema.format ? FORMAT_PATTERNS[schema.format] : undefined);
  return {
    name,
    widget: long ? "text" : "string",
    ...(pattern ? { pattern: [pattern, schema["x-message"] ?? `must match ${pattern}`] } : {}),
    ...(schema.maxLength !== undefined && schema.maxLength < Number.MAX_SAFE_INTEGER
      ? { maxlength: schema.maxLength }
      : {}),
  };
};

/** The list of a list field: its items' field or fields, and how many it takes. */
const listField = (name: string, schema: JsonSchema, long: boolean): FieldBody => {
  const items = schema.items ?? {};
  const counts = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  if (items.type === "object") {
    return { name, widget: "list", ...counts, fields: objectFields(items, long) };
  }
  return { name, widget: "list", ...counts, field: cmsField("item", items, true, long) };
};

/**
 * Beside a text's languages: whether its translation was written from the English it has now
 * (src/editor/translationReview.ts; not saved in the file). A legal page's dates are per
 * language but no translation.
 */
const TRANSLATION_FIELD: CmsField = {
  name: REVIEW_FIELD,
  label: "Translation",
  widget: "select",
  required: false,
  options: [
    { label: "To review against this English", value: "review" },
    { label: "Reviewed: written from this English", value: "reviewed" },
  ],
  hint: "“To review”: the English is new or changed since the translation was written. Choose “Reviewed” and save to record this English as the one the translation was written from.",
};

/**
 * One CMS field of a schema. `long` marks text written per language (a name, a sentence, a
 * paragraph): it gets a text area; a shared value (an id, a number written as text) a line.
 */
export const cmsField = (name: string, schema: JsonSchema, required: boolean, long = false): CmsField => {
  const nullable = schema.anyOf?.some((variant) => variant.type === "null");
  const base = nullable ? schema.anyOf!.find((variant) => variant.type !== "null")! : schema;
  const common = {
    label: fieldLabel(name),
    required: required && !nullable,
    ...((schema.description ?? base.description) ? { hint: schema.description ?? base.description } : {}),
  };
  if (isPerLanguage(base)) {
    return {
      name,
      ...common,
      widget: "object",
      // Sveltia's class names stay its own; the admin page lays a field's languages side by side.
      fields: LANGUAGE_SETTINGS.map(({ code, label }) => {
        const { hint: _hint, ...field } = cmsField(code, base.properties![code], true, true);
        return { ...field, label };
      }).concat(name === "lastUpdated" ? [] : [TRANSLATION_FIELD]),
    };
  }
  if (base.enum) return { name, ...common, widget: "select", options: base.enum };
  switch (base.type) {
    case "object":
      return { name, ...common, widget: "object", fields: objectFields(base, long) };
    case "array":
      return { ...common, ...listField(name, base, long) };
    case "number":
    case "integer":
      return {
        name,
        ...common,
        widget: "number",
        // A whole number is kept as typed (Sveltia would save 4.5 as 4 without a word) and the
        // save guard refuses what is not whole, with the build's message; the arrows step by 1.
        value_type: "float",
        ...(base.type === "integer" ? { step: 1 } : {}),
        // An integer's safe range is no rule of the content.
        ...(base.minimum !== undefined && base.minimum > Number.MIN_SAFE_INTEGER ? { min: base.minimum } : {}),
        ...(base.maximum !== undefined && base.maximum < Number.MAX_SAFE_INTEGER ? { max: base.maximum } : {}),
      };
    case "boolean":
      return { name, ...common, widget: "boolean" };
    default:
      return { ...common, ...textField(name, base, long) };
  }
};

/** The fields of an object schema, in the schema's order (the order the files keep). */
export const objectFields = (schema: JsonSchema, long = false): CmsField[] =>
  Object.entries(schema.properties ?? {}).map(([name, inner]) =>
    cmsField(name, inner, (schema.required ?? []).includes(name), long),
  );
