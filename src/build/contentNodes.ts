/**
 * Build time only. Turns the content files of data/ into GraphQL nodes (one per item of a
 * list file, one per object file), without their "$schema" and with their `id` as `jsonId`,
 * as gatsby-transformer-json did, and each locale file into one `Locale` node holding its
 * texts as a JSON string (see src/i18n/PageLanguage.tsx).
 *
 * In `gatsby develop` every change to a data or locale file is validated again with the
 * rules of the build: a problem is printed with the same message, the server keeps running,
 * and a broken data file keeps its last good content until it is fixed.
 */
import path from "path";
import type { CreateNodeArgs, Node } from "gatsby";
import { contentOf, contentTypeName } from "../content/types";
import { ContentValidationError, checkContent, formatWarnings } from "../content/validate";

type FileNode = Node & {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  name: string;
  absolutePath: string;
  extension: string;
};

/** The last content of each data file that passed validation (by absolute path). */
const lastGood = new Map<string, unknown>();
let watching = false;
let hadProblems = false;

/** Called once the first bootstrap is done: from now on, changes are edits to check. */
export const watchContentEdits = () => {
  watching = process.env.gatsby_executing_command === "develop";
};

export const createContentNodes = async (
  root: string,
  { node, actions, loadNodeContent, createNodeId, createContentDigest, reporter }: CreateNodeArgs,
) => {
  if (node.internal.type !== "File") return;
  const file = node as FileNode;
  if (file.extension !== "json" || !["data", "locale"].includes(file.sourceInstanceName)) return;
  const type = file.sourceInstanceName === "data" ? contentTypeName(file.relativePath) : undefined;

  // In develop, an edit is checked like a build would check it.
  let broken = false;
  if (watching) {
    const shown = path.relative(process.cwd(), file.absolutePath);
    const { problems, warnings } = checkContent(root);
    const fixed = hadProblems && !problems.length;
    hadProblems = problems.length > 0;
    if (problems.length) {
      reporter.error(new ContentValidationError(problems).message);
      broken = problems.some((problem) => problem.file === shown);
      if (broken) reporter.warn(`${shown}: the pages keep its last good content until it is fixed.`);
    } else {
      reporter.success(fixed ? `Content is valid again (${shown})` : `Content checked after the edit of ${shown}: no problems`);
      const own = warnings.filter((warning) => warning.file === shown);
      if (own.length) reporter.warn(formatWarnings(own));
    }
  }
  if (file.sourceInstanceName === "locale") {
    // Like a data file, a broken locale file keeps its last good texts in develop.
    const data = broken && lastGood.has(file.absolutePath) ? (lastGood.get(file.absolutePath) as string) : JSON.stringify(JSON.parse(await loadNodeContent(file)));
    lastGood.set(file.absolutePath, data);
    const locale = {
      language: file.relativeDirectory,
      ns: file.name,
      data,
      id: createNodeId(`${file.id} >>> Locale`),
      children: [],
      parent: file.id,
      internal: { contentDigest: createContentDigest(data), type: "Locale" },
    };
    await actions.createNode(locale);
    actions.createParentChildLink({ parent: file, child: locale as unknown as Node });
    return;
  }
  if (!type) return;

  const content = broken && lastGood.has(file.absolutePath) ? lastGood.get(file.absolutePath) : contentOf(JSON.parse(await loadNodeContent(file)));
  if (!broken) lastGood.set(file.absolutePath, content);

  const create = async (object: Record<string, unknown>, id: string) => {
    const child = {
      ...object,
      ...(object.id ? { jsonId: object.id } : {}),
      id,
      children: [],
      parent: file.id,
      internal: { contentDigest: createContentDigest(object), type },
    };
    await actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child as unknown as Node });
  };
  if (Array.isArray(content)) {
    for (const [index, item] of content.entries()) await create(item, createNodeId(`${file.id} [${index}] >>> JSON`));
  } else if (content && typeof content === "object") {
    await create(content as Record<string, unknown>, createNodeId(`${file.id} >>> JSON`));
  }
};
