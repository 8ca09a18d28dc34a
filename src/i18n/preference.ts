/**
 * The visitor's language preference: localStorage["language"], one of the site's language
 * codes. Anything else, or storage that cannot be read, means the default language.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";

export const STORAGE_KEY = "language";

const storage = (): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // e.g. storage blocked by the browser's privacy settings
  }
};

/** What local storage holds under the key, or that it cannot be read at all (blocked storage). */
export type StoredLanguage = { available: true; value: string | null } | { available: false };

export const readStoredLanguage = (): StoredLanguage => {
  try {
    const store = storage();
    if (!store) return { available: false };
    return { available: true, value: store.getItem(STORAGE_KEY) };
  } catch {
    return { available: false };
  }
};

export const forgetLanguagePreference = (): void => {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
};

export const saveLanguagePreference = (language: Language): void => {
  try {
    storage()?.setItem(STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not stop the switch itself.
  }
};

/** Marks the language switcher's links: a click on one saves its `hreflang` as the preference. */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/**
 * Inline script placed first in <head> of every page: a visitor whose stored preference is
 * another language than the default and who opens a URL of the default language (no language
 * prefix) is sent to its twin in the stored language before anything is painted.
 * It also saves the choice when a language switcher link is clicked (a capture-phase listener,
 * so before React has hydrated or when the bundles never load), if it names a site language.
 * Kept in ES5 with no dependencies because it runs before any bundle. Storage is read only on
 * pages without a prefix: the first access to it costs a few milliseconds before the first paint.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function(){var k=${JSON.stringify(STORAGE_KEY)},s=${JSON.stringify([
  ...LANGUAGES,
])};try{window.document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${LANGUAGE_SWITCH_ATTRIBUTE}][hreflang]");var c=a&&a.getAttribute("hreflang");if(c&&s.indexOf(c)>-1){try{window.localStorage.setItem(k,c)}catch(x){}}},true)}catch(x){}try{var p=window.location.pathname;var d=${JSON.stringify(DEFAULT_LANGUAGE)};var prefixed=s.some(function(c){return c!==d&&(p==="/"+c||p.indexOf("/"+c+"/")===0)});var l=!prefixed&&window.localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(l&&l!==d&&s.indexOf(l)>-1){window.location.replace("/"+l+p+window.location.search+window.location.hash)}}catch(e){}})();`;
