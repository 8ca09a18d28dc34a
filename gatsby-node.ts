import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkContent, ContentValidationError, formatWarnings } from "./src/content/validate";
import { CONTENT_TYPE_DEFS } from "./src/content/graphqlTypes";
import { createContentNodes, watchContentEdits } from "./src/build/contentNodes";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./src/i18n/languages";
import { DEFAULT_API_URL, fetchSchedulingLink, type SchedulingLinkError } from "./src/scheduling/fetchSchedulingLink";
import { environmentProblems, isOn, readBuildEnvironment } from "./src/build/environment";
import { browserDevtool, takePrivateFilesOutOfPublic } from "./src/build/privateOutput";
import { writeShareImage } from "./src/seo/shareImages";
import { sitemapXml, robotsTxt } from "./src/seo/sitemap";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "./src/seo/securityHeaders";
import { languageOfPath, pathInLanguage } from "./src/i18n/paths";
import { uncoveredCharacters, writeFontSubsets } from "./src/build/fontSubsets";
import { MANIFEST_PATH } from "./src/build/fontFaces";
import { loadScriptsAfterFirstPaint } from "./src/build/loadScriptsAfterPaint";
import { isLocalized, localizedPages, type PageToLocalize } from "./src/build/pages";
import { factsFor, fillFacts, formatAddress, formatDate, legalName, postalAddress, type SiteFacts } from "./src/content/facts";

const ROOT = __dirname;

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  // Every build starts from an empty public/: a file of an earlier build (an old bundle
  // holding a GATSBY_* token, a page since removed) must not ship with this one, and a build
  // that fails must not leave an earlier one looking like its result.
  if (process.env.gatsby_executing_command === "build") {
    fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
  }
  // Stop when the environment would publish a secret or build for a wrong address.
  const problems = environmentProblems(readBuildEnvironment(ROOT));
  if (problems.length) {
    reporter.panic(`The build environment is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  // Stop before anything is sourced or built when content is broken.
  const { problems: contentProblems, warnings } = checkContent(ROOT);
  if (contentProblems.length) reporter.panic(new ContentValidationError(contentProblems).message);
  // A translation written from an older English is a warning: the build goes on.
  if (warnings.length) reporter.warn(formatWarnings(warnings));
};

/** Content nodes from data/ (see src/build/contentNodes.ts); in develop, edits are validated again. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => createContentNodes(ROOT, args);

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  watchContentEdits();
};

/** The fonts cut to the site's characters, before any page is rendered (see fontSubsets.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await writeFontSubsets(ROOT);
};

/**
 * The booking link the pages use, as a node so that queries rerun when it changes: with
 * CALENDLY_TOKEN it is resolved from the provider now, during the build (the safe mode: the
 * token stays on this machine); otherwise, or when that fails, it is site.json's default.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8"));
  let url: string = site.scheduling.defaultUrl;
  let resolvedAtBuild = false;
  const env = readBuildEnvironment(ROOT).values;
  const token = env.CALENDLY_TOKEN;
  if (token) {
    try {
      url = await fetchSchedulingLink({ token, apiUrl: env.CALENDLY_API_URL || DEFAULT_API_URL });
      resolvedAtBuild = true;
      reporter.info(`Scheduling link resolved at build time: ${url}`);
    } catch (error) {
      // The status tells an expired token (401) from rate limiting (429).
      const { message, status } = error as SchedulingLinkError;
      const reason = `${message}${status ? ` (HTTP ${status})` : ""}`;
      if (isOn(env.CALENDLY_REQUIRED)) {
        reporter.panic(`${reason}: CALENDLY_REQUIRED=true, so the build stops instead of shipping the default scheduling link.`);
        return;
      }
      reporter.warn(`${reason}: the site keeps the default scheduling link.`);
    }
  }
  const content = { url, resolvedAtBuild };
  actions.createNode({
    ...content,
    id: createNodeId("scheduling-link"),
    internal: { type: "SchedulingLink", contentDigest: createContentDigest(content) },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "localized",
    description: "Resolves a field written per language ({ en, ar }) for the language asked for.",
    extend() {
      return {
        args: {
          language: {
            type: "String!",
            description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.`,
          },
        },
        resolve(source: Record<string, Record<string, unknown> | undefined>, args: { language: string }, _context: unknown, info: { fieldName: string }) {
          if (!isLanguage(args.language)) {
            throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
          }
          return source[info.fieldName]?.[args.language] ?? null;
        },
      };
    },
  });

  /** The language a localized field was asked for; `localized` has checked it. */
  type LanguageArgs = { language: Language };
  type Resolve = (source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) => unknown;
  type NodeContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<unknown> } };
  const languageArg = {
    language: { type: "String!", description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.` },
  };
  const languageOf = (args: { language: string }): Language => {
    if (!isLanguage(args.language)) throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
    return args.language;
  };

  actions.createFieldExtension({
    name: "withFacts",
    description: "Fills in the {{fact}} placeholders of a localized text from data/site.json (see src/content/facts.ts).",
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          const value = (await previous.resolve(source, args, context, info)) as string | string[] | null;
          const site = (await context.nodeModel.findOne({ type: "SiteContent", query: {} })) as SiteFacts;
          return fillFacts(value, factsFor(site, args.language));
        },
      };
    },
  });

  actions.createFieldExtension({
    name: "revisionDate",
    description: "Writes the ISO date of a localized field (2025-08) as the language writes it (August 2025).",
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          const value = (await previous.resolve(source, args, context, info)) as string | null;
          return value && formatDate(value, args.language);
        },
      };
    },
  });

  actions.createFieldExtension({
    name: "addressText",
    description: "The postal address of data/site.json written for the language asked for.",
    extend() {
      return {
        args: languageArg,
        resolve: (source: { address: SiteFacts["contact"]["address"] }, args: { language: string }) =>
          formatAddress(source.address, languageOf(args)),
      };
    },
  });

  actions.createFieldExtension({
    name: "postalAddress",
    description: "The postal address of data/site.json in parts.",
    extend() {
      return { resolve: (source: { address: SiteFacts["contact"]["address"] }) => postalAddress(source.address) };
    },
  });

  actions.createFieldExtension({
    name: "legalName",
    description: "The company's name followed by its legal form.",
    extend() {
      return { resolve: (source: SiteFacts["company"]) => legalName(source) };
    },
  });

  actions.createTypes(CONTENT_TYPE_DEFS);
};

const TEMPLATES = path.join(ROOT, "src", "templates");

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const create = (page: PageToLocalize) => localizedPages(page).forEach((localized) => actions.createPage(localized));
  create({ path: "/", component: path.join(TEMPLATES, "LandingPage.tsx") });
  // One page per file in data/legal/; the footer's legal links come from the same nodes.
  const result = await graphql<{ allLegalDocument: { nodes: { slug: string }[] } }>(`{ allLegalDocument { nodes { slug } } }`);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the legal documents", result.errors as Error[]);
    return;
  }
  for (const { slug } of result.data.allLegalDocument.nodes) {
    create({ path: `/${slug}/`, component: path.join(TEMPLATES, "LegalPage.tsx"), context: { slug } });
  }
};

/** The pages of src/pages (the not-found page) in every language, like those above. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isLocalized(page)) return;
  actions.deletePage(page);
  localizedPages(page).forEach((localized) => actions.createPage(localized));
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // The server renderer writes each page's @font-face rules and preloads from the list of
  // font files cut in onPreBootstrap, given to it at compile time.
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ FONT_MANIFEST: fs.readFileSync(MANIFEST_PATH(ROOT), "utf8") })] });
  }
  // Source maps only when asked for (SOURCE_MAPS=true), and then never in public/ (see onPostBuild).
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: browserDevtool(isOn(readBuildEnvironment(ROOT).values.SOURCE_MAPS)) });
  }
};

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(absolute);
    return entry.name.endsWith(".html") ? [absolute] : [];
  });

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(ROOT, "public");
  // Nothing that publishes the source: the stats file goes to .cache/ (the benchmark reads it
  // there), source maps to source-maps/ when SOURCE_MAPS=true, else they are deleted.
  const sourceMaps = isOn(readBuildEnvironment(ROOT).values.SOURCE_MAPS);
  takePrivateFilesOutOfPublic(publicDir, {
    statsDir: path.join(ROOT, ".cache"),
    sourceMapsDir: sourceMaps ? path.join(ROOT, "source-maps") : undefined,
  });
  // React 18.3's streaming renderer (used by Gatsby) can insert NUL bytes between multi-byte
  // characters at its 2 KB chunk edges (facebook/react#31134); in Arabic text they show up as
  // "\uFFFD" inside attributes such as alt and aria-label. Then the bundles are set to load
  // after the first paint (see loadScriptsAfterPaint.ts).
  const pages = htmlFiles(publicDir).map((file) => {
    const bytes = fs.readFileSync(file);
    const html = loadScriptsAfterFirstPaint((bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes).toString("utf8"));
    fs.writeFileSync(file, html);
    return { file: path.relative(ROOT, file), language: languageOfPath(`/${path.relative(publicDir, file)}`), html };
  });
  // Every character a page shows must be in its language's font files (fontSubsets.ts).
  const uncovered = uncoveredCharacters(ROOT, JSON.parse(fs.readFileSync(MANIFEST_PATH(ROOT), "utf8")), pages);
  if (uncovered.length) {
    const list = uncovered.map(({ file, missing }) => `  - ${file}: ${missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`).join(", ")}`);
    reporter.panic(
      `Pages show characters that their font files lack, so they would appear in a system font:\n${list.join("\n")}\n` +
        "The fonts are cut to the characters of data/, locales/ and src/ (src/build/fontSubsets.ts): this text came from elsewhere.",
    );
  }
  // Static hosts look for a 404.html: at the root for English, and (Cloudflare Pages: the
  // nearest one up the tree; Netlify: through static/_redirects) in /ar/ for Arabic paths.
  for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    fs.copyFileSync(path.join(publicDir, language, "404", "index.html"), path.join(publicDir, language, "404.html"));
  }

  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: { path: string; pageContext: { originalPath?: string } }[] };
    siteContent: Record<string, string>;
    allLocale: { nodes: { language: string; data: string }[] };
  }>(`
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path pageContext } }
      siteContent { ${LANGUAGES.map((l) => `${l}: brandName(language: "${l}")`).join(" ")} }
      allLocale(filter: { ns: { eq: "hero" } }) { nodes { language data } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the pages for the sitemap and share images", result.errors as Error[]);
    return;
  }
  const { site, allSitePage, siteContent, allLocale } = result.data;

  // One share image per language: brand and headline, Arabic shaped and right to left.
  for (const language of LANGUAGES) {
    const hero = allLocale.nodes.find((node) => node.language === language);
    await writeShareImage(publicDir, language, { brandName: siteContent[language], title: JSON.parse(hero!.data).title });
  }

  // Every public page, once per original path, with its twin in each language.
  const originalPaths = [
    ...new Set(
      allSitePage.nodes
        .map((page) => page.pageContext.originalPath)
        .filter((original): original is string => !!original && !/^\/404/.test(original) && !original.startsWith("/dev-404")),
    ),
  ].sort();
  const siteUrl = site.siteMetadata.siteUrl;
  fs.writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    sitemapXml(siteUrl, originalPaths.map((original) => Object.fromEntries(LANGUAGES.map((l) => [l, pathInLanguage(original, l)])) as Record<Language, string>)),
  );
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));

  // Security headers for the static host; the browser may only talk to the scheduling
  // provider's API when the run-time mode is built in.
  const scriptHashes = htmlFiles(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")));
  const env = readBuildEnvironment(ROOT).values;
  const connectOrigins = env.GATSBY_CALENDLY_TOKEN ? [new URL(env.GATSBY_CALENDLY_API_URL || DEFAULT_API_URL).origin] : [];
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(contentSecurityPolicy({ scriptHashes, connectOrigins })));
};
