/**
 * The editor's files, for the build and for `npm run admin` (server.mjs): the build copies
 * them to public/admin/ after the pages are done, so that nothing of it reaches a visitor page. Its page, script and configurations (admin/),
 * Sveltia CMS's script (from node_modules, without its source map), the fonts of its
 * interface, and the GitHub repository editors save to, when the build is given one
 * (CMS_GITHUB_REPO, "owner/name"; CMS_GITHUB_BRANCH, else main; CMS_AUTH_URL, the
 * authenticator for "Sign In with GitHub"), written into its configurations. `npm run admin`
 * serves the same files.
 */
import fs from "fs";
import path from "path";
import { buildSync } from "esbuild";
import { CMS_LANGUAGES, cmsConfigFile, withBuildMode } from "./cmsConfig";
import { withSveltiaArabic } from "./cmsSveltiaArabic";
import { browserCallsCalendly } from "../build/environment";

export const ADMIN_DIR = "admin";
export const CMS_SCRIPT = "sveltia-cms.js";
export const IMMUTABLE_SCRIPT = "immutable.es.js";
/** The page's save guard: the build's content rules, checked before each save (src/editor/page.ts). */
export const GUARD_SCRIPT = "content-guard.js";

/**
 * The save guard as the browser runs it: src/editor/page.ts and the content
 * rules it imports, in one script, with stand-ins for the Node modules those rules use (a
 * folder in memory for fs; path; the one hash the legal dates need).
 */
export const guardScript = (root: string): string => {
  const browser = path.join(root, "src", "editor", "nodeStandIns");
  const result = buildSync({
    entryPoints: [path.join(root, "src", "editor", "page.ts")],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "contentGuard",
    platform: "browser",
    target: "chrome110",
    minify: true,
    legalComments: "none",
    absWorkingDir: root,
    alias: { fs: path.join(browser, "fs.ts"), crypto: path.join(browser, "crypto.ts"), path: "path-browserify" },
    inject: [path.join(browser, "process.ts")],
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
};

/**
 * The fonts Sveltia CMS's interface loads from a CDN, served by the site instead (as are the
 * texts of its interface): its policy allows no other origin for them, and an editor working
 * on a local copy may be offline.
 */
const FONTS = [
  {
    package: "@fontsource-variable/source-sans-3",
    file: "source-sans-3-latin-wght-normal.woff2",
    cdn: "source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
  },
  {
    package: "@fontsource/noto-mono",
    file: "noto-mono-latin-400-normal.woff2",
    cdn: "noto-mono@5.3.0/latin-400-normal.woff2",
  },
  {
    package: "@fontsource-variable/material-symbols-outlined",
    file: "material-symbols-outlined-latin-wght-normal.woff2",
    cdn: "material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
  },
];
const CDN = "https://cdn.jsdelivr.net/fontsource/fonts/";

/** A dependency's folder: each of these is the project's own dependency, installed at the top of node_modules. */
const packageDir = (root: string, name: string) => path.join(root, "node_modules", ...name.split("/"));

/** Where Sveltia CMS's script fetches the texts of its interface in a language other than English. */
const CDN_LOCALES = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;

/** The editor's files besides admin/: the script, its fonts under fonts/, its interface texts under locales/. */
export const editorFiles = (root: string): Record<string, string> => {
  const cms = packageDir(root, "@sveltia/cms");
  return {
    [CMS_SCRIPT]: path.join(cms, "dist", CMS_SCRIPT),
    // Immutable.js, which Sveltia imports from unpkg.com to run its event hooks (preSave): the
    // page's import map (admin/index.html) points that address here.
    [IMMUTABLE_SCRIPT]: path.join(cms, "node_modules", "immutable", "dist", IMMUTABLE_SCRIPT),
    ...Object.fromEntries(
      FONTS.map((font) => [`fonts/${font.file}`, path.join(packageDir(root, font.package), "files", font.file)]),
    ),
    ...Object.fromEntries(
      fs.readdirSync(path.join(cms, "locales")).map((file) => [`locales/${file}`, path.join(cms, "locales", file)]),
    ),
  };
};

/**
 * Sveltia CMS's script as the site serves it: its fonts and the texts of its interface from
 * beside it (fonts/, locales/), no source map. A URL the script no longer has stops the build:
 * the interface would fall back, or ask a CDN, unnoticed.
 */
export const editorScript = (root: string): string => {
  let script = fs.readFileSync(editorFiles(root)[CMS_SCRIPT], "utf8");
  for (const font of FONTS) {
    const url = `${CDN}${font.cdn}`;
    if (!script.includes(url))
      throw new Error(`${CMS_SCRIPT} no longer loads ${url}: update FONTS in src/editor/editorFiles.ts`);
    script = script.split(url).join(`fonts/${font.file}`);
  }
  if (script.match(CDN_LOCALES)?.length !== 1) {
    throw new Error(
      `${CMS_SCRIPT} no longer loads its interface texts as expected: update CDN_LOCALES in src/editor/editorFiles.ts`,
    );
  }
  script = script.replace(CDN_LOCALES, "`locales`");
  return script.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
};

/** Where the editor saves in production: the repository and branch, or undefined for none. */
export const cmsRepository = (env: Record<string, string | undefined>) =>
  env.CMS_GITHUB_REPO
    ? {
        repo: env.CMS_GITHUB_REPO,
        branch: env.CMS_GITHUB_BRANCH || "main",
        ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
      }
    : undefined;

/** Sveltia CMS's Arabic interface texts, with those it lacks added (src/editor/cmsSveltiaArabic.ts). */
export const ARABIC_TEXTS = "locales/ar.json";
export const editorArabicTexts = (root: string): string =>
  JSON.stringify(withSveltiaArabic(JSON.parse(fs.readFileSync(editorFiles(root)[ARABIC_TEXTS], "utf8"))));

/** What a build without a repository for the editor says: its /admin/ can only open a local folder. */
export const NO_REPOSITORY_WARNING =
  "CMS_GITHUB_REPO is not set: the content editor at /admin/ of this build cannot sign in or save on the live site (it offers only a local folder). Set CMS_GITHUB_REPO=owner/name (and CMS_GITHUB_BRANCH if not main) in the host's build settings: docs/editing-in-the-browser.md";

export const copyContentEditor = (
  root: string,
  publicDir: string,
  env: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
) => {
  const target = path.join(publicDir, ADMIN_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(root, ADMIN_DIR), target, { recursive: true });
  for (const [file, source] of Object.entries(editorFiles(root))) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    if (file === CMS_SCRIPT) fs.writeFileSync(path.join(target, file), editorScript(root));
    else if (file === ARABIC_TEXTS) fs.writeFileSync(path.join(target, file), editorArabicTexts(root));
    else fs.copyFileSync(source, path.join(target, file));
  }
  fs.writeFileSync(path.join(target, GUARD_SCRIPT), guardScript(root));
  const repository = cmsRepository(env);
  if (!repository) warn(NO_REPOSITORY_WARNING);
  for (const language of CMS_LANGUAGES) {
    const file = path.join(publicDir, cmsConfigFile(language));
    fs.writeFileSync(file, JSON.stringify(buildConfig(JSON.parse(fs.readFileSync(file, "utf8")), language, env)));
  }
};

/** The editor's configuration for a build: its repository, if it has one, and the legal text it shows. */
export const buildConfig = (
  config: { backend: Record<string, string>; collections: unknown[] },
  language: string,
  env: Record<string, string | undefined>,
) => {
  const condition = browserCallsCalendly({ values: env, fromFile: {} })
    ? "public-calendly-token"
    : "no-public-calendly-token";
  const repository = cmsRepository(env);
  return withBuildMode({ ...config, backend: { ...config.backend, ...repository } }, language, condition);
};
