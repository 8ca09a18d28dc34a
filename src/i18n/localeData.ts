import { graphql } from "gatsby";

/** What gatsby-plugin-react-i18next puts in every page's context. */
export interface PageI18nContext {
  language: string;
  i18n: { language: string; originalPath: string };
}

/** The page query's `locales` field: every translation file of the page's language. */
export interface LocalesData {
  edges: { node: { ns: string; data: string; language: string } }[];
}

/**
 * Looks up a translation straight from page data. Gatsby renders `Head` outside the i18n
 * provider, where `useTranslation` only returns keys, so Head text is read from here.
 */
export const localeText = (
  locales: LocalesData,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const file = locales.edges.find(({ node }) => node.ns === ns);
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), file ? JSON.parse(file.node.data) : undefined);
  if (typeof found !== "string") throw new Error(`Missing translation ${ns}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
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
