import fs from "fs";
import path from "path";

const DATA = path.join(__dirname, "..", "..", "data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));

/**
 * The items of a data file as a page query would return them for one language: texts in
 * that language, and a node's own id as \`slug\` (nested items keep \`id\`).
 */
export const localized = (value: unknown, language: "en" | "ar", isNode = true): any => {
  if (Array.isArray(value)) return value.map((item) => localized(item, language, isNode));
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 2 && "en" in (value as object) && "ar" in (value as object)) {
      return (value as Record<string, unknown>)[language];
    }
    return Object.fromEntries(
      entries.map(([key, child]) => [key === "id" && isNode ? "slug" : key, localized(child, language, false)]),
    );
  }
  return value;
};

export const dataFor = (file: string, language: "en" | "ar" = "en") => localized(read(file), language);
