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

/** In develop, an edit is checked like a build would check it; true if this file is now broken. */
const checkEdit = (root: string, file: FileNode, reporter: CreateNodeArgs["reporter"]): boolean => {
  const shown = path.relative(process.cwd(), file.absolutePath);
  const { problems, warnings } = checkContent(root);
  const fixed = hadProblems && !problems.length;
  hadProblems = problems.length > 0;
  if (problems.length) {
    reporter.error(new ContentValidationError(problems).message);
    const broken = problems.some((problem) => problem.file === shown);
    if (broken) reporter.warn(`${shown}: the pages keep its last good content until it is fixed.`);
    return broken;
  }
  reporter.success(fixed ? `Content is valid again (${shown})` : `Content checked after the edit of ${shown}: no problems`);
  const own = warnings.filter((warning) => warning.file === shown);
  if (own.length) reporter.warn(formatWarnings(own));
  return false;
};

/** The file's content, or in develop its last good content while it is broken. */
const contentToShow = async (file: FileNode, broken: boolean, read: () => Promise<unknown>) => {
  if (broken && lastGood.has(file.absolutePath)) return lastGood.get(file.absolutePath);
  const content = await read();
  lastGood.set(file.absolutePath, content);
  return content;
};

type NodeArgs = Pick<CreateNodeArgs, "actions" | "createNodeId" | "createContentDigest">;

const createChild = async (
  file: FileNode,
  fields: Record<string, unknown>,
  id: string,
  type: string,
  digestOf: string | object,
  { actions, createContentDigest }: NodeArgs,
) => {
  const child = { ...fields, id, children: [], parent: file.id, internal: { contentDigest: createContentDigest(digestOf), type } };
  await actions.createNode(child);
  actions.createParentChildLink({ parent: file, child: child as unknown as Node });
};

export const createContentNodes = async (root: string, args: CreateNodeArgs) => {
  const { node, loadNodeContent, createNodeId, reporter } = args;
  if (node.internal.type !== "File") return;
  const file = node as FileNode;
  if (file.extension !== "json" || !["data", "locale"].includes(file.sourceInstanceName)) return;
  const broken = watching && checkEdit(root, file, reporter);

  if (file.sourceInstanceName === "locale") {
    const data = (await contentToShow(file, broken, async () => JSON.stringify(JSON.parse(await loadNodeContent(file))))) as string;
    const fields = { language: file.relativeDirectory, ns: file.name, data };
    await createChild(file, fields, createNodeId(`${file.id} >>> Locale`), "Locale", data, args);
    return;
  }
  const type = contentTypeName(file.relativePath);
  if (!type) return;
  const content = await contentToShow(file, broken, async () => contentOf(JSON.parse(await loadNodeContent(file))));
  const create = (object: Record<string, unknown>, id: string) =>
    createChild(file, { ...object, ...(object.id ? { jsonId: object.id } : {}) }, id, type, object, args);
  if (Array.isArray(content)) {
    for (const [index, item] of content.entries()) await create(item, createNodeId(`${file.id} [${index}] >>> JSON`));
  } else if (content && typeof content === "object") {
    await create(content as Record<string, unknown>, createNodeId(`${file.id} >>> JSON`));
  }
};
