/**
 * The configuration of the CMS at /admin/ (admin/config.json), generated from the
 * content schemas, as the JSON Schemas and the GraphQL types are: every file of data/ and
 * locales/ is an entry, with the fields of its schema (cmsFields.ts). The CMS writes the
 * same files the build reads. Regenerate with `npm run schemas`; a unit test fails when the
 * committed file is stale.
 */
import fs from "fs";
import path from "path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { contentSchemas, legalDocument } from "../content/schema";
import { cmsField, cmsJsonSchema, fieldLabel, objectFields, type CmsField } from "./cmsFields";
import { ARABIC, ARABIC_BUILD_MODE } from "./cmsArabic";
import { interfaceTextLabel } from "./cmsInterfaceLabels";
import { reviewedFormat } from "./translationReview";
import { BUILD_CONDITIONS, type BuildCondition } from "../content/schema";

/** The labels and messages of the editor in a language other than the default one. */
const TRANSLATIONS: Record<string, Record<string, string>> = { ar: ARABIC };

/** The configuration for an editor whose interface is in the language: admin/config.json, admin/config.ar.json. */
export const cmsConfigFile = (language: string) =>
  language === DEFAULT_LANGUAGE ? "admin/config.json" : `admin/config.${language}.json`;

/** The languages the editor has a configuration for. */
export const CMS_LANGUAGES = [DEFAULT_LANGUAGE, ...Object.keys(TRANSLATIONS).filter((l) => LANGUAGES.includes(l))];

/** What a list file's items are called in the CMS, and one of them (its Add button's label). */
const LIST_LABELS: Record<string, [string, string]> = {
  "services.json": ["Services", "Service"],
  "process-steps.json": ["Process steps", "Process step"],
  "testimonials.json": ["Testimonials", "Testimonial"],
  "tools.json": ["Tool groups", "Tool group"],
  "mission-values.json": ["Mission values", "Mission value"],
  "faqs.json": ["FAQs", "FAQ"],
};

/** The field an item's summary in a list shows: its English name, title or question. */
const summaryOf = (fields: CmsField[]) => {
  const named = ["title", "question", "name", "label"].find((name) => fields.some((field) => field.name === name));
  return named ? `{{fields.${named}.${DEFAULT_LANGUAGE}}}` : "{{fields.id}}";
};

/** A list file: its items, the JSON array at the top of the file, as one list field. */
const listFile = (file: string, schema: Parameters<typeof cmsField>[1]) => {
  const list = cmsField("items", schema, true);
  const [label, singular] = LIST_LABELS[file] ?? [fieldLabel(file.replace(/\.json$/, "")), "Item"];
  return {
    name: file.replace(/\.json$/, ""),
    label,
    file: `data/${file}`,
    format: reviewedFormat(`data/${file}`),
    fields: [{ ...list, label, label_singular: singular, root: true, summary: summaryOf(list.fields as CmsField[]) }],
  };
};

const packageName = (root: string): string => JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).name;

type LocaleValue = string | { [key: string]: LocaleValue };

/**
 * The fields of an interface text file, from its default language's keys: every text required,
 * each labelled in words (cmsInterfaceLabels.ts).
 */
const localeFields = (file: string, value: { [key: string]: LocaleValue }, prefix = ""): CmsField[] =>
  Object.entries(value).map(([name, child]) => {
    const label = interfaceTextLabel(file, `${prefix}${name}`);
    return typeof child === "string"
      ? { name, label, widget: child.length > 60 ? "text" : "string", i18n: true }
      : { name, label, widget: "object", i18n: true, fields: localeFields(file, child, `${prefix}${name}.`) };
  });

/**
 * How many items a list takes, said in its hint: Sveltia greys out "Add" at the maximum without
 * a word, and allows fewer than the minimum until the save is refused.
 */
const LIST_LIMITS: Record<string, { exactly: string; between: string; atLeast: string }> = {
  en: { exactly: "Items: exactly {min}.", between: "Items: {min} to {max}.", atLeast: "Items: at least {min}." },
  ar: {
    exactly: "عدد البنود: {min} بالضبط.",
    between: "عدد البنود: من {min} إلى {max}.",
    atLeast: "عدد البنود: {min} على الأقل.",
  },
};
/** A hint that already says how many (written in the model's description). */
const SAYS_HOW_MANY = /\b(exactly|one to \w+)\b/i;

const limitsOf = (field: { min?: number; max?: number }, language: string) => {
  const words = LIST_LIMITS[language] ?? LIST_LIMITS[DEFAULT_LANGUAGE];
  const template = field.max === undefined ? words.atLeast : field.min === field.max ? words.exactly : words.between;
  return template.replace("{min}", String(field.min ?? 0)).replace("{max}", String(field.max));
};

/** Labels, hints, summaries and pattern messages in the language; what it lacks stays as it is. */
const translated = <T>(value: T, words: Record<string, string>, language = DEFAULT_LANGUAGE): T => {
  if (Array.isArray(value)) return value.map((item) => translated(item, words, language)) as T;
  if (!value || typeof value !== "object") return value;
  const result = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (["label", "label_singular", "description", "hint", "summary"].includes(key) && typeof inner === "string") {
        return [key, words[inner] ?? inner];
      }
      if (key === "pattern" && Array.isArray(inner)) return [key, [inner[0], words[inner[1]] ?? inner[1]]];
      return [key, translated(inner, words, language)];
    }),
  ) as T & { widget?: string; min?: number; max?: number; hint?: string };
  if (result.widget !== "list" || (result.min === undefined && result.max === undefined)) return result;
  const english = (value as { hint?: string }).hint;
  if (english !== undefined && SAYS_HOW_MANY.test(english)) return result;
  return { ...result, hint: [result.hint, limitsOf(result, language)].filter(Boolean).join(" ") };
};

export const cmsConfig = (root: string, language: string = DEFAULT_LANGUAGE) =>
  translated(englishConfig(root), TRANSLATIONS[language] ?? {}, language);

const englishConfig = (root: string) => {
  const dataDir = path.join(root, "data");
  const { "site.json": siteSchema, ...lists } = contentSchemas(dataDir);
  const localesDir = path.join(root, "locales", DEFAULT_LANGUAGE);
  const localeFiles = fs
    .readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return {
    // The admin page passes this configuration to CMS.init, with the repository it is deployed from.
    load_config_file: false,
    // The repository the site deploys from comes with the build (CMS_GITHUB_REPO, see
    // src/editor/editorFiles.ts); without one the editor works on a local folder only.
    backend: { name: "github", repo: `owner/${packageName(root)}`, branch: "main" },
    publish_mode: "simple",
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
        identifier_field: "id",
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
          name: name.replace(/\.json$/, ""),
          label: fieldLabel(name.replace(/\.json$/, "")),
          file: `locales/{{locale}}/${name}`,
          format: "json",
          i18n: true,
          fields: localeFields(
            name.replace(/\.json$/, ""),
            JSON.parse(fs.readFileSync(path.join(localesDir, name), "utf8")),
          ),
        })),
      },
    ],
  };
};

/** The text of a configuration as it is committed. */
export const cmsConfigText = (root: string, language: string = DEFAULT_LANGUAGE) =>
  `${JSON.stringify(cmsConfig(root, language), null, 2)}\n`;

/** How the editor tells which of a legal page's twin sections the site shows. */
const BUILD_MODE = {
  "public-calendly-token": "only in builds whose visitors' browsers call Calendly's API (with a public token)",
  "no-public-calendly-token": "only in builds whose visitors' browsers do not call Calendly's API",
  shown: "the text this site shows",
  hidden: "not shown on this site",
  option: "{value}: {text} ({state})",
  site: {
    "public-calendly-token": "This site is built so that its visitors' browsers call Calendly's API (a public token).",
    "no-public-calendly-token": "This site is built so that its visitors' browsers do not call Calendly's API.",
  },
  shows: "Of two sections with the same id, it shows the one marked {value}, and every section not marked.",
};

type ConfigField = { name: string; hint?: string; fields?: ConfigField[]; options?: unknown[] };

/**
 * The configuration for the editor of a build (or of `npm run admin`, which reads the same
 * settings): the legal pages' sections say which build's text the site shows, since a
 * privacy policy has twin sections for the two ways a build can offer the booking calendar.
 */
export const withBuildMode = <T extends { collections: unknown[] }>(
  config: T,
  language: string,
  condition: BuildCondition,
): T => {
  const words = language === "ar" ? ARABIC_BUILD_MODE : BUILD_MODE;
  const mark = (field: ConfigField): ConfigField => {
    if (field.name === "onlyInBuilds") {
      return {
        ...field,
        options: BUILD_CONDITIONS.map((value) => ({
          value,
          label: words.option
            .replace("{value}", value)
            .replace("{text}", words[value])
            .replace("{state}", value === condition ? words.shown : words.hidden),
        })),
      };
    }
    if (field.name === "sections") {
      // After the hint's first sentence (what the field is), before what else it says.
      const site = `${words.site[condition]} ${words.shows.replace("{value}", condition)}`;
      const [first, ...rest] = (field.hint ?? "").split(/(?<=\.) /);
      return { ...field, hint: [first, site, ...rest].join(" ").trim(), fields: field.fields?.map(mark) };
    }
    return field;
  };
  return {
    ...config,
    collections: config.collections.map((collection) => {
      const legal = collection as { name?: string; fields?: ConfigField[] };
      return legal.name === "legal" ? { ...legal, fields: legal.fields?.map(mark) } : collection;
    }),
  };
};
