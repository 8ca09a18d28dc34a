// Starts Sveltia CMS with the configuration in its interface's language, and the site's save guard.
window.CMS_MANUAL_INIT = true;

/** The language Sveltia chooses: the one in its settings ("auto" is none), else the browser's. */
const interfaceLanguage = () => {
  try {
    const { locale } = JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}") ?? {};
    if (typeof locale === "string" && locale !== "auto") return locale;
  } catch {
    // unreadable settings: the browser's language, as Sveltia does
  }
  return navigator.languages?.[0] ?? navigator.language ?? "en";
};

// Sveltia asks unpkg.com for a newer version on opening and hourly, and the page's policy refuses
// it with an error in the console each time: this pinned copy answers that there is none.
const UPDATE_CHECK = "https://unpkg.com/@sveltia/cms/package.json";
const fetchOnline = window.fetch.bind(window);
window.fetch = (resource, init) =>
  String(resource instanceof Request ? resource.url : resource) === UPDATE_CHECK
    ? Promise.resolve(new Response(null, { status: 404, statusText: "pinned copy" }))
    : fetchOnline(resource, init);

const loadGuard = () =>
  new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement("script"), { src: "./content-guard.js" });
    script.addEventListener("load", () => resolve(window.contentGuard));
    script.addEventListener("error", () => reject(new Error("content-guard.js did not load")));
    document.head.append(script);
  });

window.addEventListener("DOMContentLoaded", async () => {
  const language = interfaceLanguage();
  const file = language.toLowerCase().startsWith("ar") ? "./config.ar.json" : "./config.json";
  const [guard, config] = await Promise.all([loadGuard(), fetch(file, { cache: "no-cache" }).then((r) => r.json())]);
  guard.configure(config, language);
  guard.registerHooks(window.CMS, config.backend);
  // Built without a repository (CMS_GITHUB_REPO), the placeholder "owner/…" cannot be signed in
  // to: Sveltia's sign-in page then offers only the local folder (its first, primary button).
  if (config.backend.repo.startsWith("owner/")) {
    const style = document.createElement("style");
    style.textContent = ".logo ~ .buttons > .sui.spacer, .logo ~ .buttons > button.sui.secondary { display: none; }";
    document.head.append(style);
  }
  window.CMS.init({ config });
});
