import fs from "fs";
import path from "path";
import { SCRIPT_TAG } from "../loadScriptsAfterPaint";

const SERVER_RENDERED_ROOT = /<div id="___gatsby"[^>]*>(?!<\/div>)/;

/**
 * What the overrides need of public/ as Gatsby wrote it, before the post-build step changes
 * it: one message per thing missing, naming the override. `pages` are the built pages' files
 * relative to `publicDir` (not the slice files under _gatsby/).
 */
export const builtOutputProblems = (
  publicDir: string,
  pages: string[],
  otherLanguages: readonly string[],
): string[] => {
  const problem = (id: string, text: string) => `${id} (src/build/gatsbyOverrides.ts): ${text}`;
  const problems: string[] = [];
  for (const page of pages) {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    if (!html.match(SCRIPT_TAG))
      problems.push(
        problem(
          "scripts-after-first-paint",
          `${page} has no <script src="..." async> bundle tag to load after the first paint`,
        ),
      );
    if (!SERVER_RENDERED_ROOT.test(html))
      problems.push(problem("hydrate-in-slices", `${page} has no server-rendered <div id="___gatsby"> to hydrate`));
  }
  for (const prefix of ["", ...otherLanguages]) {
    const file = path.join(prefix, "404", "index.html");
    if (!fs.existsSync(path.join(publicDir, file))) {
      problems.push(problem("not-found-files-per-language", `Gatsby wrote no ${file} to move to ${prefix}404.html`));
    }
  }
  if (!fs.existsSync(path.join(publicDir, "webpack.stats.json"))) {
    problems.push(
      problem(
        "private-files-out-of-public",
        "Gatsby wrote no webpack.stats.json into public/: find where its stats go, so they are not published",
      ),
    );
  }
  return problems;
};
