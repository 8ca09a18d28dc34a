/**
 * Build time only. The node types that plugins make from the translation files, declared so
 * that Gatsby infers nothing from them. They are no content: nothing validates their shape
 * with a schema, so they are written here as SDL, and the content's types are generated
 * (src/content/typeDefs.ts).
 */
import { LOCALE_FILE_TYPE, UNKNOWN_JSON_FILE_TYPE } from "./jsonTypeName";

export const PLUGIN_NODE_TYPE_DEFS = /* GraphQL */ `
"One translation file of the interface, locales/<language>/<ns>.json (nodes made by gatsby-plugin-react-i18next)."
type Locale implements Node @dontInfer {
  "The language code, the name of the file's folder (en, ar)."
  language: String!
  "The namespace, the file's name without .json (hero, footer, ...), as in the key hero:title."
  ns: String!
  "The file's texts as a JSON string, given to i18next by gatsby-plugin-react-i18next."
  data: String!
  "The file's absolute path."
  fileAbsolutePath: String!
}

"""
A translation file of locales/ as gatsby-transformer-json reads every JSON file: no fields.
Pages read the texts through Locale.
"""
type ${LOCALE_FILE_TYPE} implements Node @dontInfer

"""
Any other JSON file a source reads, e.g. a file of data/ that is not a content file (which
validation rejects): no fields.
"""
type ${UNKNOWN_JSON_FILE_TYPE} implements Node @dontInfer
`;
