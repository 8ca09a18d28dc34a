/**
 * A content problem and how it is told: one line naming the file, the item and the field.
 * Also reading JSON with line and column on a syntax error, and turning zod's issues into
 * problems.
 */
import fs from "fs";
import path from "path";
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

/** Reads and parses a JSON file, turning a syntax error into a problem with line and column. */
export const readJson = (absolute: string, file: string): { value?: Json; problem?: ContentProblem } => {
  let source: string;
  try {
    source = fs.readFileSync(absolute, "utf8");
  } catch {
    return { problem: { file, message: "file is missing" } };
  }
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1]);
    const where = Number.isFinite(position) ? ` (line ${lineAndColumn(source, position)})` : "";
    return { problem: { file, message: `not valid JSON${where}: ${message}` } };
  }
};

const lineAndColumn = (source: string, position: number) => {
  const before = source.slice(0, position).split("\n");
  return `${before.length}, column ${before[before.length - 1].length + 1}`;
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

/** The JSON files under a folder, as paths relative to it. */
export const listJsonFiles = (dir: string, base = dir): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const absolute = path.join(dir, entry.name);
        if (entry.isDirectory()) return listJsonFiles(absolute, base);
        return entry.name.endsWith(".json") ? [path.relative(base, absolute).split(path.sep).join("/")] : [];
      })
    : [];
