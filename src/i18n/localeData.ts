import { graphql } from "gatsby";

/** What gatsby-node gives every page in its context (see src/build/pages.ts). */
export interface PageI18nContext {
  language: string;
  /** The page's path in the default language, e.g. "/privacy-policy/" for "/ar/privacy-policy/". */
  originalPath: string;
}

/** The page query's `locales` field: every translation file of the page's language. */
export type LocalesData = Queries.LocalesFragment["locales"];

/** A language's translations by namespace (file name), e.g. texts.hero.title. */
export type Texts = Record<string, unknown>;

export const textsOf = (locales: LocalesData | undefined): Texts =>
  Object.fromEntries((locales?.edges ?? []).map(({ node }) => [node.ns, JSON.parse(node.data)]));

export type TextValues = Record<string, string | number>;

/**
 * The text of `key` ("title", "nav.process", or "hero:title" for another namespace than
 * `ns`) with its {{placeholders}} filled in; undefined when there is no such text.
 */
export const findText = (texts: Texts, ns: string, key: string, values: TextValues = {}): string | undefined => {
  const [namespace, path] = key.includes(":") ? key.split(":", 2) : [ns, key];
  const found = path
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), texts[namespace]);
  if (typeof found !== "string") return undefined;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
};

/**
 * Looks up a translation straight from page data, for `Head`, which Gatsby renders outside
 * the page's providers. A missing text stops the build.
 */
export const localeText = (locales: LocalesData, ns: string, key: string, values: TextValues = {}): string => {
  // Only the one file the key is in is parsed: Head runs this in the browser too.
  const namespace = key.includes(":") ? key.split(":", 1)[0] : ns;
  const file = locales.edges.find(({ node }) => node.ns === namespace);
  const found = findText(file ? { [namespace]: JSON.parse(file.node.data) } : {}, ns, key, values);
  if (found === undefined) throw new Error(`Missing translation ${ns}:${key}`);
  return found;
};

export const query = graphql`
  fragment Locales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
