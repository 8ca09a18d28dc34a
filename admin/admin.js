// The editor at /admin/: Sveltia CMS (sveltia-cms.js, copied from node_modules by the build),
// started with the configuration generated from the content schemas (`npm run schemas`), in
// the language of the editor's interface (the build writes in the repository it was given;
// see docs/editing-in-the-browser.md).
window.CMS_MANUAL_INIT = true;

/**
 * The interface language Sveltia CMS chooses: the one set in its settings, else the browser's.
 * Sveltia writes its settings before this runs, with "auto" for a language not chosen (the
 * browser's): that is no language.
 */
const interfaceLanguage = () => {
  try {
    const { locale } = JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}") ?? {};
    if (typeof locale === "string" && locale !== "auto") return locale;
  } catch {
    // unreadable settings: the browser's language, as Sveltia CMS does
  }
  return navigator.languages?.[0] ?? navigator.language ?? "en";
};

/**
 * Sveltia CMS asks unpkg.com for its newest version on opening and every hour. This copy is
 * pinned (package.json) and updated with the site, and the page's policy refuses the
 * connection, which the browser logs as an error each time: the page answers the question
 * itself, with no newer version (no request leaves the browser either way).
 */
const UPDATE_CHECK = "https://unpkg.com/@sveltia/cms/package.json";
const withoutUpdateCheck = (fetcher) => (resource, init) =>
  String(resource instanceof Request ? resource.url : resource) === UPDATE_CHECK
    ? Promise.resolve(new Response(null, { status: 404, statusText: "pinned copy" }))
    : fetcher(resource, init);

/** The site's save guard (content-guard.js): the build's rules, checked before each save. */
const loadGuard = () =>
  new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement("script"), { src: "./content-guard.js" });
    script.addEventListener("load", () => resolve(window.contentGuard));
    script.addEventListener("error", () => reject(new Error("content-guard.js did not load")));
    document.head.append(script);
  });

window.fetch = withoutUpdateCheck(window.fetch.bind(window));

window.addEventListener("DOMContentLoaded", async () => {
  const language = interfaceLanguage();
  const file = language.toLowerCase().startsWith("ar") ? "./config.ar.json" : "./config.json";
  const [guard, config] = await Promise.all([
    loadGuard(),
    fetch(file, { cache: "no-cache" }).then((response) => response.json()),
  ]);
  guard.configure(config, language);
  guard.registerHooks(window.CMS, config.backend);
  // Built without a repository (CMS_GITHUB_REPO; `npm run admin`), the configuration keeps its
  // placeholder "owner/…": signing in to GitHub cannot work, so only the local folder is offered.
  if (config.backend.repo.startsWith("owner/")) {
    const style = document.createElement("style");
    // Sveltia CMS's sign-in page: its logo, then the buttons, the local one first (primary).
    style.textContent = ".logo ~ .buttons > .sui.spacer, .logo ~ .buttons > button.sui.secondary { display: none; }";
    document.head.append(style);
  }
  window.CMS.init({ config });
});
