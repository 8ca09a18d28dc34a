/**
 * Build time only. What happens to public/ once Gatsby has written it, one named step each,
 * in the order runPostBuild gives.
 */
import fs from "fs";
import path from "path";
import type { BuildArgs, Reporter } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages";
import { languageOfPath, pathInLanguage } from "../i18n/paths";
import { DEFAULT_API_URL } from "../scheduling/fetchSchedulingLink";
import { isOn, readBuildEnvironment } from "./environment";
import { takePrivateFilesOutOfPublic } from "./privateOutput";
import { uncoveredCharacters } from "./fontGuard";
import { MANIFEST_PATH } from "./fontFaces";
import { loadScriptsAfterFirstPaint } from "./loadScriptsAfterPaint";
import { builtOutputProblems } from "./gatsbyOverrides";
import { moveNotFoundPages } from "./notFoundPages";
import { writeShareImage } from "../seo/shareImages";
import { sitemapXml, robotsTxt } from "../seo/sitemap";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "../seo/securityHeaders";
import { copyContentEditor } from "../editor/editorFiles";

type BuiltPage = { file: string; language: Language; html: string };

interface SiteData {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: { path: string; pageContext: { i18n?: { originalPath?: string } } }[] };
  siteContent: Record<string, string>;
  allLocale: { nodes: { language: string; data: string }[] };
}

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(absolute);
    return entry.name.endsWith(".html") ? [absolute] : [];
  });

/** Pages, not the slice files Gatsby keeps under _gatsby/. */
const pageFiles = (publicDir: string) =>
  htmlFiles(publicDir).filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));

/** What Gatsby's output must hold for the overrides to apply (see gatsbyOverrides.ts). */
const checkGatsbyOutput = (publicDir: string, reporter: Reporter) => {
  const pages = pageFiles(publicDir).map((file) => path.relative(publicDir, file));
  const problems = builtOutputProblems(
    publicDir,
    pages,
    LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE),
  );
  if (!problems.length) return;
  reporter.panic(
    `Gatsby's output lacks what the site's overrides of it rely on (a Gatsby upgrade?):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
};

/**
 * Nothing that publishes the source: the stats file goes to .cache/ (the benchmark reads it
 * there), source maps to source-maps/ when SOURCE_MAPS=true, else they are deleted.
 */
const keepPrivateFilesOut = (root: string, publicDir: string) => {
  const sourceMaps = isOn(readBuildEnvironment(root).values.SOURCE_MAPS);
  takePrivateFilesOutOfPublic(publicDir, {
    statsDir: path.join(root, ".cache"),
    sourceMapsDir: sourceMaps ? path.join(root, "source-maps") : undefined,
  });
};

/**
 * React 18.3's streaming renderer (used by Gatsby) can insert NUL bytes between multi-byte
 * characters at its 2 KB chunk edges (facebook/react#31134); in Arabic text they show up as
 * "\uFFFD" inside attributes such as alt and aria-label. Then the bundles are set to load
 * after the first paint (see loadScriptsAfterPaint.ts).
 */
const stripNulsAndDeferScripts = (root: string, publicDir: string): BuiltPage[] =>
  htmlFiles(publicDir).map((file) => {
    const bytes = fs.readFileSync(file);
    const html = loadScriptsAfterFirstPaint(
      (bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes).toString("utf8"),
    );
    fs.writeFileSync(file, html);
    return { file: path.relative(root, file), language: languageOfPath(`/${path.relative(publicDir, file)}`), html };
  });

/** Every character a page shows must be in its language's font files (fontSubsets.ts). */
const checkFontCoverage = (root: string, pages: BuiltPage[], reporter: Reporter) => {
  const uncovered = uncoveredCharacters(root, JSON.parse(fs.readFileSync(MANIFEST_PATH(root), "utf8")), pages);
  if (!uncovered.length) return;
  const list = uncovered.map(
    ({ file, missing }) =>
      `  - ${file}: ${missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`).join(", ")}`,
  );
  reporter.panic(
    `Pages show characters that their font files lack, so they would appear in a system font:\n${list.join("\n")}\n` +
      "The fonts are cut to the characters of data/, locales/ and src/ (src/build/fontSubsets.ts): this text came from elsewhere.",
  );
};

const querySiteData = async (graphql: BuildArgs["graphql"], reporter: Reporter): Promise<SiteData | undefined> => {
  const result = await graphql<SiteData>(`
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path pageContext } }
      siteContent { ${LANGUAGES.map((l) => `${l}: brandName(language: "${l}")`).join(" ")} }
      allLocale(filter: { ns: { eq: "hero" } }) { nodes { language data } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the pages for the sitemap and share images", result.errors as Error[]);
    return undefined;
  }
  return result.data;
};

/** One share image per language: brand and headline, Arabic shaped and right to left. */
const writeShareImages = async (publicDir: string, { siteContent, allLocale }: SiteData) => {
  for (const language of LANGUAGES) {
    const hero = allLocale.nodes.find((node) => node.language === language);
    await writeShareImage(publicDir, language, {
      brandName: siteContent[language],
      title: JSON.parse(hero!.data).title,
    });
  }
};

/** Every public page, once per original path, with its twin in each language. */
const writeSitemapAndRobots = (publicDir: string, { site, allSitePage }: SiteData) => {
  const originalPaths = [
    ...new Set(
      allSitePage.nodes
        .map((page) => page.pageContext.i18n?.originalPath)
        .filter(
          (original): original is string => !!original && !/^\/404/.test(original) && !original.startsWith("/dev-404"),
        ),
    ),
  ].sort();
  const siteUrl = site.siteMetadata.siteUrl;
  const twins = originalPaths.map(
    (original) =>
      Object.fromEntries(LANGUAGES.map((l) => [l, pathInLanguage(original, l)])) as Record<Language, string>,
  );
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, twins));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
};

/**
 * Security headers for the static host; the browser may only talk to the scheduling
 * provider's API when the run-time mode is built in.
 */
const writeSecurityHeaders = (root: string, publicDir: string, pages: BuiltPage[]) => {
  // The pages exactly as stripNulsAndDeferScripts wrote them.
  const scriptHashes = pages.flatMap((page) => inlineScriptHashes(page.html));
  const env = readBuildEnvironment(root).values;
  const connectOrigins = env.GATSBY_CALENDLY_TOKEN
    ? [new URL(env.GATSBY_CALENDLY_API_URL || DEFAULT_API_URL).origin]
    : [];
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile(contentSecurityPolicy({ scriptHashes, connectOrigins }), { netlify: env.NETLIFY === "true" }),
  );
};

export const runPostBuild = async (root: string, { graphql, reporter }: BuildArgs) => {
  const publicDir = path.join(root, "public");
  checkGatsbyOutput(publicDir, reporter);
  keepPrivateFilesOut(root, publicDir);
  moveNotFoundPages(publicDir);
  const pages = stripNulsAndDeferScripts(root, publicDir);
  checkFontCoverage(root, pages, reporter);
  const data = await querySiteData(graphql, reporter);
  if (!data) return;
  await writeShareImages(publicDir, data);
  writeSitemapAndRobots(publicDir, data);
  writeSecurityHeaders(root, publicDir, pages);
  copyContentEditor(root, publicDir, readBuildEnvironment(root).values, (message) => reporter.warn(message));
};
