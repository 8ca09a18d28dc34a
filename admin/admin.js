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

window.addEventListener("DOMContentLoaded", async () => {
  const file = interfaceLanguage().toLowerCase().startsWith("ar") ? "./config.ar.json" : "./config.json";
  const response = await fetch(file, { cache: "no-cache" });
  window.CMS.init({ config: await response.json() });
});
