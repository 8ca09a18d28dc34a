/**
 * The editor's configurations (admin/config.json, admin/config.ar.json), generated from the content
 * schemas by `npm run schemas`: every file of data/ and locales/ is an entry. Their texts are in
 * texts/; the Arabic is keyed by the English it replaces, and what has none stays English. In
 * Arabic, a left-to-right example (a date, a link) sits in an isolate (U+2066 … U+2069), or the
 * Arabic around it reorders it ("2025-08-14" shows as "14-08-2025").
 */
import fs from "fs";
import path from "path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { contentSchemas, legalDocument } from "../content/schema";
import { isParagraph, longestText } from "../content/localeLimits";
import { cmsField, cmsJsonSchema, fieldLabel, objectFields, type CmsField } from "./cmsFields";
import { reviewedFormat } from "./translationReview";
import { fill } from "./messages";
import english from "./texts/en.json";
import arabic from "./texts/ar.json";

const BY_ENGLISH: Record<string, Record<string, string>> = {
  ar: Object.assign({}, ...Object.values(arabic.byEnglish)),
};

export const cmsConfigFile = (language: string) =>
  language === DEFAULT_LANGUAGE ? "admin/config.json" : `admin/config.${language}.json`;

export const CMS_LANGUAGES = [DEFAULT_LANGUAGE, ...Object.keys(BY_ENGLISH).filter((l) => LANGUAGES.includes(l))];

const jsonName = (file: string) => file.replace(/\.json$/, "");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** A list file: the JSON array at the top of the file, as one list field; an item is summed up by its English name. */
const listFile = (file: string, schema: Parameters<typeof cmsField>[1]) => {
  const list = cmsField("items", schema, true);
  const [label, singular] = (english.lists as Record<string, string[]>)[file] ?? [fieldLabel(jsonName(file)), "Item"];
  const named = ["title", "question", "name", "label"].find((name) =>
    (list.fields as CmsField[]).some((f) => f.name === name),
  );
  const summary = named ? `{{fields.${named}.${DEFAULT_LANGUAGE}}}` : "{{fields.id}}";
  return {
    name: jsonName(file),
    label,
    file: `data/${file}`,
    format: reviewedFormat(`data/${file}`),
    fields: [{ ...list, label, label_singular: singular, root: true, summary }],
  };
};

type LocaleValue = string | { [key: string]: LocaleValue };

const localeFields = (file: string, value: { [key: string]: LocaleValue }, prefix = ""): CmsField[] =>
  Object.entries(value).map(([name, child]) => {
    const label = (english.interfaceTexts as Record<string, Record<string, string>>)[file]?.[prefix + name] ?? name;
    return typeof child === "string"
      ? {
          name,
          label,
          widget: isParagraph(file, prefix + name) ? "text" : "string",
          i18n: true,
          maxlength: longestText(file, prefix + name),
        }
      : { name, label, widget: "object", i18n: true, fields: localeFields(file, child, `${prefix}${name}.`) };
  });

/** A hint that already says how many items a list takes (written in the model's description). */
const SAYS_HOW_MANY = /\b(exactly|one to \w+)\b/i;

/**
 * Labels, hints, summaries and pattern messages in the language, and each list's limits in its
 * hint: Sveltia greys out "Add" at the maximum without a word, and allows fewer than the minimum.
 */
const translated = <T>(value: T, language: string): T => {
  if (Array.isArray(value)) return value.map((item) => translated(item, language)) as T;
  if (!value || typeof value !== "object") return value;
  const words = BY_ENGLISH[language] ?? {};
  const result = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (["label", "label_singular", "description", "hint", "summary"].includes(key) && typeof inner === "string") {
        return [key, words[inner] ?? inner];
      }
      if (key === "pattern" && Array.isArray(inner)) return [key, [inner[0], words[inner[1]] ?? inner[1]]];
      return [key, translated(inner, language)];
    }),
  ) as T & { widget?: string; min?: number; max?: number; hint?: string };
  const { hint } = value as { hint?: string };
  if (result.widget !== "list" || (result.min ?? result.max) === undefined || SAYS_HOW_MANY.test(hint ?? "")) {
    return result;
  }
  const limits = (language === "ar" ? arabic : english).listLimits;
  const template =
    result.max === undefined ? limits.atLeast : result.min === result.max ? limits.exactly : limits.between;
  const count = fill(template, { min: String(result.min ?? 0), max: String(result.max) });
  return { ...result, hint: [result.hint, count].filter(Boolean).join(" ") };
};

export const cmsConfig = (root: string, language: string = DEFAULT_LANGUAGE) => {
  const { "site.json": siteSchema, ...lists } = contentSchemas();
  const localesDir = path.join(root, "locales", DEFAULT_LANGUAGE);
  const localeFiles = fs
    .readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const config = {
    // The admin page passes this configuration to CMS.init; a build sets the repository (editorFiles.ts).
    load_config_file: false,
    // On the live site each change is a draft with a pull request, reviewed and published as one
    // squashed commit; local mode, which Sveltia offers no review for, saves directly.
    backend: {
      name: "github",
      repo: `owner/${readJson(path.join(root, "package.json")).name}`,
      branch: "main",
      squash_merges: true,
    },
    publish_mode: "editorial_workflow",
    media_folder: "data/images",
    public_folder: "images",
    i18n: { structure: "multiple_files", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections: [
      {
        name: "lists",
        label: "Lists",
        description: "The items of the landing page's sections, in display order.",
        files: Object.entries(lists).map(([file, schema]) => listFile(file, cmsJsonSchema(schema))),
      },
      {
        name: "legal",
        label: "Legal pages",
        folder: "data/legal",
        extension: "json",
        format: reviewedFormat("data/legal"),
        create: false,
        delete: false,
        // The entry's name in the form's header and on the review board: its title, in the editor's language.
        identifier_field: `title.${language}`,
        summary: `{{title.${DEFAULT_LANGUAGE}}}`,
        // A legal page's id is its file name and its path: shown, not edited.
        fields: objectFields(cmsJsonSchema(legalDocument("page"))).map((field) =>
          field.name === "id" ? { ...field, readonly: true } : field,
        ),
      },
      {
        name: "site",
        label: "Site facts",
        files: [
          {
            name: "site",
            label: "Company, contact, languages",
            file: "data/site.json",
            format: reviewedFormat("data/site.json"),
            fields: objectFields(cmsJsonSchema(siteSchema)),
          },
        ],
      },
      {
        name: "interface",
        label: "Interface texts",
        i18n: true,
        // No preview pane: its place shows the other language, beside the English.
        editor: { preview: false },
        files: localeFiles.map((name) => ({
          name: jsonName(name),
          label: fieldLabel(jsonName(name)),
          file: `locales/{{locale}}/${name}`,
          format: "json",
          i18n: true,
          fields: localeFields(jsonName(name), readJson(path.join(localesDir, name))),
        })),
      },
    ],
  };
  return translated(config, language);
};

export const cmsConfigText = (root: string, language: string = DEFAULT_LANGUAGE) =>
  `${JSON.stringify(cmsConfig(root, language), null, 2)}\n`;
