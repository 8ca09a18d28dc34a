import { graphql } from "gatsby";
import type { PageContext } from "gatsby-plugin-react-i18next/dist/types";

/** What gatsby-plugin-react-i18next gives every page in its context: `language` and `i18n`. */
export type PageI18nContext = PageContext;

/** The page query's `locales` field: every translation file of the page's language. */
export type LocalesData = Queries.LocalesFragment["locales"];

/**
 * The translations of the page's language as the plugin reads them (`locales` is its
 * `localeJsonNodeName`): Locale nodes, one per file of locales/<language>/.
 */
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
