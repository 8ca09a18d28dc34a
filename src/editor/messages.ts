/**
 * The save guard's words to the editor (src/editor/page.ts), in the language of its interface:
 * a refused save's message, naming each field by its label as the form shows it.
 */
import type { Refusal } from "./guardSave";
import ENGLISH from "./texts/saveGuard.en.json";
import ARABIC from "./texts/saveGuard.ar.json";

type Field = {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: Field[];
  field?: Field;
  root?: boolean;
};
type Config = {
  publish_mode?: string;
  collections: { folder?: string; fields?: Field[]; files?: { file: string; label?: string; fields: Field[] }[] }[];
};

// Not exported as `config`: Gatsby reads a module of src/ exporting that name as a page's
// configuration and then builds its rendering engines, which fail to load sharp.
let config: Config = { collections: [] };
export let language = "en";

export const editorConfig = () => config;

export const configure = (next: Config, interfaceLanguage: string) => {
  config = next;
  language = interfaceLanguage.toLowerCase().startsWith("ar") ? "ar" : "en";
};

export const words = () => (language === "ar" ? ARABIC : ENGLISH);

/** A pattern of the build's English message, and its Arabic ($1, $2 … the parts it keeps: a count, an id). */
const ARABIC_RULES = ARABIC.rules.map(([pattern, text]) => [new RegExp(pattern), text] as const);

/** Keeps an example (a date, a value, a field's English name) in its own direction inside the message. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

const fileFields = (file: string): { label?: string; fields: Field[] } => {
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      const pattern = new RegExp(`^${entry.file.replace(/[.]/g, "\\.").replace("{{locale}}", "[a-z-]+")}$`);
      if (pattern.test(file)) return entry;
    }
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return { fields: collection.fields ?? [] };
  }
  return { fields: [] };
};

/**
 * Where a problem is, as the editor names it: "FAQs › FAQ 6 › Question › English", from the
 * build's item ("item 5 (id "timeline") > features[1]") and field ("question.en").
 */
const place = (refusal: Refusal): string => {
  const { label, fields: top } = fileFields(refusal.file);
  const trail: string[] = [];
  let fields = top;
  const enter = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    trail.push(field?.label ?? name);
    fields = field?.fields ?? (field?.field ? [field.field] : []);
    return field;
  };
  const item = (list: Field | undefined, index: number) => {
    const name = list?.label_singular ?? list?.label ?? "";
    trail.pop();
    if (list?.label) trail.push(list.label);
    trail.push(fill(words().item, { list: name, number: String(index + 1) }));
  };
  for (const part of refusal.item?.split(" > ") ?? []) {
    const top = /^item (\d+)/.exec(part);
    const nested = /^([\w.]+)\[(\d+)\]/.exec(part);
    if (top) {
      const list = fields.find((field) => field.root);
      fields = list?.fields ?? [];
      item(list, Number(top[1]));
    } else if (nested) {
      let list: Field | undefined;
      for (const name of nested[1].split(".")) list = enter(name);
      item(list, Number(nested[2]));
    }
  }
  for (const name of refusal.field?.split(".") ?? []) enter(name);
  if (!trail.length) trail.push(label ?? refusal.file);
  return trail.map(isolate).join(" › ");
};

export const refusalMessage = (refusals: Refusal[]): string => {
  const said = words();
  const lines = refusals.map((refusal) => {
    const { title } = refusal;
    const named = typeof title === "object" && title ? (title as Record<string, string>)[language] : title;
    const values = {
      place: place(refusal),
      value: isolate(refusal.value ?? ""),
      title: isolate(String(named ?? "")),
    };
    const template = refusal.own
      ? said.own
      : {
          conflict: refusal.value === undefined ? said.deleted : said.conflict,
          clash: named === undefined ? said.clash : said.clashItem,
          "date-not-moved": said.dateNotMoved,
          "date-moved-alone": said.dateMovedAlone,
          rule: undefined,
        }[refusal.kind];
    if (template) return fill(template, values);
    const rule = language === "ar" ? ARABIC_RULES.find(([english]) => english.test(refusal.message)) : undefined;
    const translated =
      rule &&
      refusal.message.replace(rule[0], (...parts: string[]) =>
        rule[1].replace(/\$(\d)/g, (_match, index: string) => isolate(parts[Number(index)])),
      );
    return fill(said.rule, { ...values, message: translated ?? isolate(refusal.message) });
  });
  return [said.notSaved, ...lines].join(" ");
};

export const rootList = (file: string) => fileFields(file).fields.find((field) => field.root)?.name;
