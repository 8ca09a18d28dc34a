/**
 * Build time only. In `gatsby develop`, every change to a data or locale file is validated
 * again with the rules of the build (onPreInit only runs once): a problem is printed with the
 * build's message and the server keeps running.
 *
 * The edit still reaches the pages as it is. gatsby-source-filesystem replaces the file's node,
 * Gatsby deletes the nodes made from its earlier content, and gatsby-transformer-json (and, for
 * locales/, gatsby-plugin-react-i18next) make new ones from the file as it now is before this
 * runs: an emptied text shows empty, a removed field fails the page query that asks for it, and
 * a file that does not parse has no nodes (both plugins print "Unable to parse JSON"). Those
 * plugins own the node types, so no other plugin may put the last good nodes back.
 */
import path from "path";
import type { Node, Reporter } from "gatsby";
import { ContentValidationError, formatWarnings } from "../content/validate";
import { checkContent } from "../content/projectFiles";
import { DATA_SOURCE, LOCALE_SOURCE } from "./jsonTypeName";

type FileNode = Node & { sourceInstanceName?: string; absolutePath?: string; extension?: string };

let watching = false;
let hadProblems = false;

/** Called once the first bootstrap is done: from now on, in develop, changes are edits to check. */
export const watchContentEdits = () => {
  watching = process.env.gatsby_executing_command === "develop";
};

/** A data or locale file created or changed while develop runs: checked like a build would check it. */
export const checkContentEdit = (root: string, node: Node, reporter: Reporter): void => {
  const file = node as FileNode;
  if (!watching || file.internal.type !== "File" || file.extension !== "json") return;
  if (file.sourceInstanceName !== DATA_SOURCE && file.sourceInstanceName !== LOCALE_SOURCE) return;
  const shown = path.relative(process.cwd(), file.absolutePath ?? "");
  const { problems, warnings } = checkContent(root);
  const fixed = hadProblems && !problems.length;
  hadProblems = problems.length > 0;
  if (problems.length) {
    reporter.error(new ContentValidationError(problems).message);
    if (problems.some((problem) => problem.file === shown)) {
      reporter.warn(
        `${shown}: until it is fixed, the pages get this file as it is (nothing of it while it does not parse); a build would stop here.`,
      );
    }
    return;
  }
  reporter.success(
    fixed ? `Content is valid again (${shown})` : `Content checked after the edit of ${shown}: no problems`,
  );
  const own = warnings.filter((warning) => warning.file === shown);
  if (own.length) reporter.warn(formatWarnings(own));
};
