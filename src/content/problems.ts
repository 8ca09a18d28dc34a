/**
 * A content problem and how it is told: one line naming the file, the item and the field; the
 * project's files as the rules read them; and zod's issues turned into problems. Reading a
 * file's JSON, with line and column on a syntax error, is readJson.ts's.
 */
import type { z } from "zod";

export interface ContentProblem {
  file: string;
  item?: string;
  field?: string;
  message: string;
}

export const formatProblem = ({ file, item, field, message }: ContentProblem): string =>
  [file, item, field && `field "${field}"`].filter(Boolean).join(", ") + `: ${message}`;

export class ContentValidationError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content validation failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join("\n"),
    );
    this.name = "ContentValidationError";
  }
}

export type Json = unknown;

/**
 * The project's files as the content rules read them, by path in the project ("data/faqs.json",
 * "legal-dates.lock.json"): the texts of data/'s and locales/'s JSON files and of the records
 * beside them, and the names of the other files of data/ and static/ (any text: only that they
 * exist counts). Read from the disk by projectFiles.ts, in the editor from the folder or branch.
 */
export type ProjectFiles = Record<string, string>;

/** The JSON files of a folder of the project, as paths relative to it, in order. */
export const jsonFiles = (files: ProjectFiles, folder: string): string[] =>
  Object.keys(files)
    .filter((file) => file.startsWith(`${folder}/`) && file.endsWith(".json"))
    .map((file) => file.slice(folder.length + 1))
    .sort();

/** The path in the project of `file` in `folder` ("data", "images/../x.jpg" → "data/x.jpg"). */
export const inFolder = (folder: string, file: string): string => {
  const parts: string[] = [];
  for (const part of `${folder}/${file}`.split("/")) {
    if (part === ".." && parts.length && parts[parts.length - 1] !== "..") parts.pop();
    else if (part === "..") parts.push(part);
    else if (part && part !== ".") parts.push(part);
  }
  return parts.join("/");
};

/**
 * U+FEFF at the start of a file: a byte-order mark, which some editors (Notepad, older Visual
 * Studio) write at the start of every UTF-8 file they save.
 */
export const BYTE_ORDER_MARK = "\ufeff";

/**
 * A file's text as our own code reads it: a byte-order mark at its start is left out. Windows
 * line endings need nothing: JSON treats CR LF as white space.
 */
export const readText = (source: string): { text: string; byteOrderMark: boolean } => {
  const byteOrderMark = source.startsWith(BYTE_ORDER_MARK);
  return { text: byteOrderMark ? source.slice(1) : source, byteOrderMark };
};

/**
 * Splits a zod issue path into the item it is about (each array index, described by the
 * element's id when it has one) and the field inside that item.
 */
export const describePath = (root: Json, issuePath: PropertyKey[]): { item?: string; field?: string } => {
  const items: string[] = [];
  let fieldParts: string[] = [];
  let node: Json = root;
  for (const key of issuePath) {
    if (typeof key === "number") {
      const element = Array.isArray(node) ? node[key] : undefined;
      const elementId =
        element && typeof element === "object" && typeof (element as { id?: unknown }).id === "string"
          ? (element as { id: string }).id
          : undefined;
      const label = fieldParts.length ? `${fieldParts.join(".")}[${key}]` : `item ${key}`;
      items.push(elementId ? `${label} (id "${elementId}")` : label);
      fieldParts = [];
    } else {
      fieldParts.push(String(key));
    }
    node = node && typeof node === "object" ? (node as Record<PropertyKey, Json>)[key] : undefined;
  }
  return { item: items.length ? items.join(" > ") : undefined, field: fieldParts.join(".") || undefined };
};

/** Files once named their JSON Schema inside; editors now find it through .vscode/settings.json. */
const SCHEMA_KEY =
  "not content: remove it (editors find the file's JSON Schema through .vscode/settings.json, written by npm run schemas)";

export const zodProblems = (file: string, data: Json, error: z.ZodError): ContentProblem[] =>
  error.issues.flatMap((issue) => {
    // An unknown key is reported once per key, so the message can name the field.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        ...describePath(data, [...issue.path, key]),
        message: key === "$schema" && !issue.path.length ? SCHEMA_KEY : "unknown field (misspelt?)",
      }));
    }
    return [{ file, ...describePath(data, issue.path), message: issue.message }];
  });
