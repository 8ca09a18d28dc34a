import type { GatsbyConfig } from "gatsby";
import path from "path";
import { LANGUAGES, DEFAULT_LANGUAGE } from "./src/i18n/languages";
import { CONTENT_TYPE_NAMES } from "./src/content/types";

const config: GatsbyConfig = {
  graphqlTypegen: false,
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Content files get the type names declared in gatsby-node; locale files are read by
        // the i18n plugin (as `Locale` nodes) and only land here because they are JSON too.
        typeName: ({ node }: { node: { sourceInstanceName: string; relativePath: string } }) =>
          node.sourceInstanceName === "data"
            ? CONTENT_TYPE_NAMES[node.relativePath as keyof typeof CONTENT_TYPE_NAMES]
            : "LocaleFile",
      },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        // The site keeps its own `language` preference (see src/i18n/preference.ts).
        redirect: false,
        verbose: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: ".",
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
