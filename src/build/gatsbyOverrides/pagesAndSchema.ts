/** The overrides of the pages Gatsby creates and of the GraphQL types it declares. */
import type { GatsbyOverride } from "./types";

export const PAGES_AND_SCHEMA_OVERRIDES: GatsbyOverride[] = [
  {
    id: "not-found-match-path",
    change:
      "Each language's not-found page gets the match path /<code>/* instead of the plugin's /<code>/<code>/*, and the default language's /404/ gets /*.",
    why: "gatsby-plugin-react-i18next adds the language prefix twice, so unknown paths under /ar/ would not reach the Arabic not-found page; without a match path Gatsby's loader asks for an unknown path's page data and then the address again, two 404s on the console.",
    code: ["src/build/notFoundPages.ts"],
    hooks: [{ file: "gatsby-node.ts", api: "onCreatePage" }],
    internals: [
      {
        file: "gatsby-plugin-react-i18next/dist/plugin/onCreatePage.js",
        contains: "routed: routed",
        because: "withNotFoundMatchPath reads the page context's i18n.routed and i18n.language",
      },
    ],
    evidence: {
      tests: [
        "e2e/routes.spec.ts › path gets the ${lang} not-found page with status 404",
        "e2e/not-found-language.spec.ts › one console line each",
      ],
    },
  },
  {
    id: "fields-always-present",
    change:
      "createResolvers declares Query.site, Site.siteMetadata, its siteUrl and File.publicURL (and the site's own singletons) non-null.",
    why: "The types generated from the queries then carry no null for values every build has.",
    code: ["gatsby-node.ts (createResolvers)", "src/build/schema.ts (ALWAYS_PRESENT)"],
    hooks: [{ file: "gatsby-node.ts", api: "createResolvers" }],
    internals: [],
    evidence: {
      tests: [],
      figure:
        "npm run typecheck: without it the generated query types carry null for site, siteMetadata and siteUrl, and every page's use of them fails to compile.",
    },
  },
];
