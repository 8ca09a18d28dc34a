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

/** What the page says when the editor cannot start, in its interface's language, instead of a blank page. */
const NOT_STARTED = {
  en: "The content editor could not start ({reason}). Reload the page. If this stays, the editor's files under /admin/ are missing or broken, and the site needs to be built again.",
  ar: "تعذّر تشغيل محرّر المحتوى ({reason}). أعد تحميل الصفحة. إن بقي الأمر كذلك فملفات المحرّر في ‎/admin/‎ ناقصة أو تالفة، ويجب بناء الموقع من جديد.",
};

const showNotStarted = (language, error) => {
  const message = Object.assign(document.createElement("p"), { role: "alert", className: "editor-not-started" });
  message.textContent = NOT_STARTED[language].replace("{reason}", `\u2068${error.message}\u2069`);
  document.documentElement.lang = language;
  document.documentElement.dir = language === "ar" ? "rtl" : "ltr";
  document.body.append(message);
};

window.addEventListener("DOMContentLoaded", async () => {
  const language = interfaceLanguage().toLowerCase().startsWith("ar") ? "ar" : "en";
  const file = language === "ar" ? "./config.ar.json" : "./config.json";
  let config;
  try {
    const response = await fetch(file, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${file.slice(2)} answered ${response.status}`);
    config = await response.json();
    if (!window.contentGuard) throw new Error("content-guard.js did not load");
    if (!window.CMS) throw new Error("sveltia-cms.js did not load");
    window.contentGuard.configure(config, language);
    window.contentGuard.registerHooks(window.CMS, config.backend);
  } catch (error) {
    showNotStarted(language, error);
    return;
  }
  // Built without a repository (CMS_GITHUB_REPO), the placeholder "owner/…" cannot be signed in
  // to: Sveltia's sign-in page then offers only the local folder (its first, primary button).
  if (config.backend.repo.startsWith("owner/")) {
    const style = document.createElement("style");
    style.textContent = ".logo ~ .buttons > .sui.spacer, .logo ~ .buttons > button.sui.secondary { display: none; }";
    document.head.append(style);
  }
  window.CMS.init({ config });
});
