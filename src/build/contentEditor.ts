/**
 * Build time only: the content editor goes to public/admin/ after the pages are done, so
 * that nothing of it reaches a visitor page. Its page, script and configuration (admin/),
 * Sveltia CMS's script (from node_modules, without its source map), and the GitHub
 * repository editors save to, when the build is given one (CMS_GITHUB_REPO, "owner/name";
 * CMS_GITHUB_BRANCH, else main; CMS_AUTH_URL, the authenticator for "Sign In with GitHub").
 */
import fs from "fs";
import path from "path";

export const ADMIN_DIR = "admin";
export const CMS_SCRIPT = "sveltia-cms.js";

/** Sveltia CMS's script, as its package ships it. */
export const cmsScriptFile = (root: string) =>
  path.join(path.dirname(require.resolve("@sveltia/cms", { paths: [root] })), "..", "dist", CMS_SCRIPT);

/** Where the editor saves in production: the repository and branch, or undefined for none. */
export const cmsRepository = (env: Record<string, string | undefined>) =>
  env.CMS_GITHUB_REPO
    ? {
        repo: env.CMS_GITHUB_REPO,
        branch: env.CMS_GITHUB_BRANCH || "main",
        ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
      }
    : undefined;

export const copyContentEditor = (root: string, publicDir: string, env: Record<string, string | undefined>) => {
  const target = path.join(publicDir, ADMIN_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(root, ADMIN_DIR), target, { recursive: true });
  const script = fs.readFileSync(cmsScriptFile(root), "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  fs.writeFileSync(path.join(target, CMS_SCRIPT), script);
  const repository = cmsRepository(env);
  if (repository) fs.writeFileSync(path.join(target, "repository.json"), `${JSON.stringify(repository)}\n`);
};
