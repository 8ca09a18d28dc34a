/**
 * The editor's files, for the build (public/admin/, after the pages: nothing reaches a visitor
 * page) and for `npm run admin` (server.mjs): its page, Sveltia's script, fonts and texts, the save
 * guard, and the configurations with the repository (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH, CMS_AUTH_URL).
 */
import fs from "fs";
import path from "path";
import { buildSync } from "esbuild";
import { CMS_LANGUAGES, cmsConfigFile } from "./cmsConfig";
import { browserCallsCalendly } from "../build/environment";
import { fill } from "./messages";
import { BUILD_CONDITIONS, type BuildCondition } from "../content/schema";
import { siteLanguagesConstant } from "../build/webpackConfig";
import english from "./texts/en.json";
import arabic from "./texts/ar.json";
import sveltiaArabic from "./texts/sveltia.ar.json";
import sveltiaEnglish from "./texts/sveltia.en.json";

export const CMS_SCRIPT = "sveltia-cms.js";
const HERE = "src/editor/editorFiles.ts";
const ENGLISH = "src/editor/texts/sveltia.en.json";

const guardScript = (root: string): string =>
  buildSync({
    entryPoints: [path.join(root, "src", "editor", "page.ts")],
    bundle: true,
    write: false,
    globalName: "contentGuard",
    target: "chrome110",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    define: { SITE_LANGUAGES: siteLanguagesConstant(root) },
  }).outputFiles[0].text;

/**
 * The fonts of Sveltia's interface (their CDN addresses), served by the site from their fontsource
 * packages: the page's policy allows no other origin, and an editor on a local copy may be offline.
 */
const CDN = "https://cdn.jsdelivr.net/fontsource/fonts/";
const FONTS = [
  "source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
  "noto-mono@5.3.0/latin-400-normal.woff2",
  "material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
].map((cdn) => {
  const [, name, variable, file] = /^([\w-]+)(:vf)?@[\d.]+\/(.+)$/.exec(cdn)!;
  return { cdn, pkg: `@fontsource${variable ? "-variable" : ""}/${name}`, file: `${name}-${file}` };
});

/** Where Sveltia's script fetches the texts of its interface in a language other than English. */
const CDN_LOCALES = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;

/** Sveltia's check for a newer version (unpkg.com, refused and logged hourly): answered by the pinned copy's package.json. */
const UPDATE_CHECK = /`\$\{\w+\}\/package\.json`/g;
const PACKAGE_FILE = "sveltia-cms.package.json";

/** Sveltia's script with its fonts, interface texts and words above a refusal from the site; the build stops when one is gone. */
const editorScript = (cms: string) => {
  let script = fs.readFileSync(path.join(cms, "dist", CMS_SCRIPT), "utf8");
  const rewrites: [string | RegExp, string, string][] = [
    ...FONTS.map(({ cdn, file }): [string, string, string] => [CDN + cdn, `fonts/${file}`, `FONTS in ${HERE}`]),
    // Its English, built into its script: a refused save is fixed, not waited out; a failed publish is
    // mostly a merge the deployed branch's protection refuses before a colleague's approval.
    ...Object.entries(sveltiaEnglish).map(([theirs, ours]): [string, string, string] => [theirs, ours, ENGLISH]),
    [CDN_LOCALES, "`locales`", `CDN_LOCALES in ${HERE}`],
    [UPDATE_CHECK, `\`${PACKAGE_FILE}\``, `UPDATE_CHECK in ${HERE}`],
  ];
  for (const [theirs, ours, name] of rewrites) {
    // A text may stand in several places; an address pattern must stand in one.
    const found = typeof theirs === "string" ? script.includes(theirs) : script.match(theirs)?.length === 1;
    if (!found) throw new Error(`${CMS_SCRIPT} no longer has "${theirs}": update ${name}`);
    script = script.replaceAll(theirs, ours);
  }
  return script.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
};

export const cmsRepository = (env: Record<string, string | undefined>) => {
  const auth = env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {};
  return env.CMS_GITHUB_REPO
    ? { repo: env.CMS_GITHUB_REPO, branch: env.CMS_GITHUB_BRANCH || "main", ...auth }
    : undefined;
};

type Field = { name: string; hint?: string; fields?: Field[] };

/**
 * A build's configuration: its repository, if it has one, and which of a legal page's twin
 * sections (for the two ways a build can offer the booking calendar) the site shows.
 */
const buildConfig = (root: string, language: string, env: Record<string, string | undefined>) => {
  const config = JSON.parse(fs.readFileSync(path.join(root, cmsConfigFile(language)), "utf8"));
  const words = (language === "ar" ? arabic : english).buildMode;
  const shown = browserCallsCalendly({ values: env, fromFile: {} })
    ? "public-calendly-token"
    : "no-public-calendly-token";
  const option = (value: BuildCondition) => ({
    value,
    label: fill(words.option, { value, text: words[value], state: value === shown ? words.shown : words.hidden }),
  });
  const sections = (field: Field) => {
    // After the hint's first sentence (what the field is), before what else it says.
    const [first, ...rest] = (field.hint ?? "").split(/(?<=\.) /);
    const site = `${words.site[shown]} ${fill(words.shows, { value: shown })}`;
    const fields = field.fields?.map((inner) =>
      inner.name === "onlyInBuilds" ? { ...inner, options: BUILD_CONDITIONS.map(option) } : inner,
    );
    return { ...field, hint: [first, site, ...rest].join(" ").trim(), fields };
  };
  const legal = config.collections.find((collection: Field) => collection.name === "legal");
  legal.fields = legal.fields.map((field: Field) => (field.name === "sections" ? sections(field) : field));
  return { ...config, backend: { ...config.backend, ...cmsRepository(env) } };
};

/**
 * Sveltia's Arabic interface texts (its locales/ar.json) with those it lacks added and a few
 * corrected (texts/sveltia.ar.json, keyed by the text's path in Sveltia's English file): above a
 * refused save «تعذّر حفظ العنصر.» instead of "try again later", and «حقلًا» for its «حشلاً».
 */
export const withSveltiaArabic = (texts: Record<string, unknown>): Record<string, unknown> => {
  const merged = structuredClone(texts);
  for (const [keyPath, text] of Object.entries(sveltiaArabic as Record<string, string>)) {
    const keys = keyPath.split(".");
    const parent = keys
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => (node[key] ??= {}) as Record<string, unknown>, merged);
    parent[keys.at(-1)!] = text;
  }
  return merged;
};

/** What the editor serves beside admin/'s own files, by path under /admin/: each file's content, made when asked. */
export const editorFiles = (root: string, env: Record<string, string | undefined>) => {
  const cms = path.join(root, "node_modules", "@sveltia", "cms");
  const read = (file: string) => () => fs.readFileSync(file);
  const made: Record<string, () => string | Buffer> = {
    [CMS_SCRIPT]: () => editorScript(cms),
    // Which Sveltia imports from unpkg.com to run its event hooks (preSave): admin/index.html's import map points here.
    "immutable.es.js": read(path.join(cms, "node_modules", "immutable", "dist", "immutable.es.js")),
    "content-guard.js": () => guardScript(root),
    [PACKAGE_FILE]: read(path.join(cms, "package.json")),
  };
  for (const { pkg, file } of FONTS) made[`fonts/${file}`] = read(path.join(root, "node_modules", pkg, "files", file));
  for (const file of fs.readdirSync(path.join(cms, "locales")))
    made[`locales/${file}`] = read(path.join(cms, "locales", file));
  made["locales/ar.json"] = () =>
    JSON.stringify(withSveltiaArabic(JSON.parse(fs.readFileSync(path.join(cms, "locales", "ar.json"), "utf8"))));
  for (const language of CMS_LANGUAGES) {
    made[path.basename(cmsConfigFile(language))] = () => JSON.stringify(buildConfig(root, language, env));
  }
  return made;
};

export const NO_REPOSITORY_WARNING =
  "CMS_GITHUB_REPO is not set: the content editor at /admin/ of this build cannot sign in or save on the live site (it offers only a local folder). Set CMS_GITHUB_REPO=owner/name (and CMS_GITHUB_BRANCH if not main) in the host's build settings: docs/editing-in-the-browser.md";

export const copyContentEditor = (
  root: string,
  publicDir: string,
  env: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
) => {
  const target = path.join(publicDir, "admin");
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(root, "admin"), target, { recursive: true });
  for (const [file, make] of Object.entries(editorFiles(root, env))) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), make());
  }
  if (!cmsRepository(env)) warn(NO_REPOSITORY_WARNING);
};
