/**
 * Build time only. Each language's not-found page answers every unknown path of its language
 * through a match path: "/ar/*" for Arabic, "/*" for the default language, whose pages have no
 * prefix (Gatsby ranks "/ar/*" above "/*", and lists every page inside a match path with its own
 * path first).
 *
 * gatsby-plugin-react-i18next gives a language's copy the match path "/ar/ar/*" (it adds the
 * prefix twice), so unknown paths under /ar/ would not reach it, and the default language's page
 * gets none. Without a match path Gatsby's loader does not know an unknown path is the
 * not-found page's: it asks for the path's page-data file, then for the address itself again
 * (HEAD), to make sure no page was built there since its bundle; both answer 404 and the browser
 * logs each on the console, before the page's own line.
 */
import fs from "fs";
import path from "path";
import type { Actions, Page as GatsbyPage } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";

interface CreatedPage {
  path: string;
  matchPath?: string;
  context?: Record<string, unknown>;
}

/** "ar/404/" or "/ar/404/": a language's copy; "/404/": the default language's page. */
const PREFIXED_NOT_FOUND = /^\/?[^/]+\/404\/?$/;
const NOT_FOUND = /^\/?404\/?$/;

/** The page with its match path corrected, or undefined when it needs no change. */
export const withNotFoundMatchPath = <Page extends CreatedPage>(page: Page): Page | undefined => {
  const i18n = page.context?.i18n as { language?: string; routed?: boolean } | undefined;
  if (!i18n?.language || !(i18n.routed ? PREFIXED_NOT_FOUND : NOT_FOUND).test(page.path)) return undefined;
  const matchPath = i18n.routed ? `/${i18n.language}/*` : "/*";
  return page.matchPath === matchPath ? undefined : { ...page, matchPath };
};

/** onCreatePage: a not-found page is created again with its match path corrected. */
export const correctNotFoundPage = (page: GatsbyPage, actions: Actions) => {
  const corrected = withNotFoundMatchPath(page);
  if (!corrected) return;
  actions.deletePage(page);
  actions.createPage(corrected);
};

/**
 * Each language's not-found page is one file, <prefix>/404.html, where static hosts look for it
 * (Cloudflare Pages: the nearest one up the tree; Netlify: through _redirects). Gatsby also wrote
 * the /404/ page that carries the match path as <prefix>/404/index.html: that file is moved, not
 * copied, so that /404/ and /ar/404/ are missing addresses that answer 404 like any other. The
 * default language keeps Gatsby's own 404.html. Netlify serves a file for its address without the
 * .html, with status 200, unless a forced rule says otherwise; Cloudflare Pages does the same,
 * and functions/404.ts answers those addresses there. On Netlify, Gatsby's Netlify adapter runs
 * after this and adds a 200 rewrite per match path ("/*" → the /404/ page's file, which it moves;
 * read in gatsby-adapter-netlify's route-handler.ts, not run here). The rules below come first
 * (/ar/* and the /404 addresses); for the default language's unknown addresses its rewrite points
 * at a file that is gone, so check a deploy's unknown addresses (README, Deploying).
 */
export const moveNotFoundPages = (publicDir: string) => {
  const others = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    const folder = path.join(publicDir, ...(language === DEFAULT_LANGUAGE ? [] : [language]), "404");
    if (language === DEFAULT_LANGUAGE) fs.rmSync(path.join(folder, "index.html"));
    else fs.renameSync(path.join(folder, "index.html"), path.join(folder, "..", "404.html"));
    fs.rmdirSync(folder);
  }
  const prefixes = ["", ...others.map((language) => `/${language}`)];
  fs.writeFileSync(
    path.join(publicDir, "_redirects"),
    `# Netlify: a not-found page's own address answers 404 (forced: the file exists), and unknown\n` +
      `# paths of a language get its not-found page (the default language's is /404.html by itself).\n` +
      prefixes.map((prefix) => `${prefix}/404  ${prefix}/404.html  404!\n`).join("") +
      others.map((language) => `/${language}/*  /${language}/404.html  404\n`).join(""),
  );
};
