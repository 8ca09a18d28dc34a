import type { GatsbyConfig } from "gatsby";
import fs from "fs";
import path from "path";
import { readBuildEnvironment, siteUrlProblem } from "./src/build/environment";
import { jsonTypeName } from "./src/build/jsonTypeName";
import { COLORS } from "./src/brand";
import { i18nPluginOptions } from "./src/i18n/pluginOptions";

/**
 * site.json is read here for settings plugins need before GraphQL exists. A broken file
 * falls back to placeholders so that validation (gatsby-node onPreInit) can report it.
 */
const site = (() => {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "site.json"), "utf8"));
  } catch {
    return {};
  }
})();
const brand = (language: string): string => site.brandName?.[language] ?? "Website";
const [defaultLanguage, ...otherLanguages]: { code: string; dir: string }[] = Array.isArray(site.languages)
  ? site.languages
  : [{ code: "en", dir: "ltr" }];

/** The web app manifest's fields in one language (gatsby-plugin-manifest writes one file per language). */
const manifestIn = ({ code, dir }: { code: string; dir: string }) => ({
  name: brand(code),
  short_name: brand(code).split(" ")[0],
  description: site.description?.[code],
  lang: code,
  dir,
});

// The public base URL: SITE_URL when set (e.g. for a staging host), else site.json's. Without a
// trailing slash: paths are appended to it. Gatsby checks this config before any hook runs, so
// an unusable value is not passed on: onPreInit then stops the build with a message naming
// SITE_URL (or content validation one naming site.json's siteUrl) instead of Gatsby's own.
const usable = (url: unknown): url is string => typeof url === "string" && url !== "" && !siteUrlProblem(url);
const siteUrl = [readBuildEnvironment(__dirname).values.SITE_URL, site.siteUrl, "https://example.com"]
  .find(usable)!
  .replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "types/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        ...manifestIn(defaultLanguage),
        start_url: "/",
        background_color: COLORS.ink900,
        theme_color: COLORS.brand500,
        display: "standalone",
        icon: "src/images/icon.svg",
        icon_options: { purpose: "any maskable" },
        cache_busting_mode: "none",
        localize: otherLanguages.map((language) => ({ ...manifestIn(language), start_url: `/${language.code}/` })),
      },
    },
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
    // Every JSON file read above becomes nodes: an item of a list file, or an object file, each
    // under the type its queries use (see src/build/jsonTypeName.ts).
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    // Every page once per language, with its language and texts (see src/i18n/pluginOptions.ts).
    { resolve: "gatsby-plugin-react-i18next", options: i18nPluginOptions(siteUrl) },
  ],
};

export default config;
