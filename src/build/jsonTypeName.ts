/**
 * Build time only. The `typeName` option of gatsby-transformer-json, which turns every JSON
 * file a source plugin reads into nodes: a list file's items, or an object file, under the
 * type the page queries use (src/content/types.ts). It also sees the translation files of
 * locales/: their nodes get a type of their own, declared without fields, since the pages
 * read the texts through the `Locale` nodes of gatsby-plugin-react-i18next.
 */
import { contentTypeName } from "../content/types";

/** The names of the filesystem sources (gatsby-config.ts) whose JSON files are content. */
export const DATA_SOURCE = "data";
export const LOCALE_SOURCE = "locale";

/** The type of the nodes made from locales/<language>/<ns>.json (declared in pluginNodeTypes.ts). */
export const LOCALE_FILE_TYPE = "LocaleFile";

/**
 * The type of the nodes made from any other JSON file, such as a file of data/ that is not a
 * content file: validation rejects one, so only a file added while `gatsby develop` runs can
 * get it (declared in pluginNodeTypes.ts, so nothing is inferred from it either).
 */
export const UNKNOWN_JSON_FILE_TYPE = "UnknownJsonFile";

/** What gatsby-transformer-json passes: the File node the JSON was read from. */
export interface JsonSource {
  node: { sourceInstanceName?: string; relativePath?: string };
  object?: unknown;
  isArray?: boolean;
}

export const jsonTypeName = ({ node }: JsonSource): string => {
  if (node.sourceInstanceName === LOCALE_SOURCE) return LOCALE_FILE_TYPE;
  if (node.sourceInstanceName === DATA_SOURCE)
    return contentTypeName(node.relativePath ?? "") ?? UNKNOWN_JSON_FILE_TYPE;
  return UNKNOWN_JSON_FILE_TYPE;
};
