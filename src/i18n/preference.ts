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
 * Inline script placed first in <head> of every page. A visitor who arrives from outside the
 * site (a typed address, a bookmark, a link on another site) at a page of another language than
 * the stored one is sent to its twin in the stored language before anything is painted, in
 * either direction. Never on a move through history or a reload (the navigation's type), nor
 * after a link within the site (a referrer of this origin; the site sends one under its
 * strict-origin-when-cross-origin policy): Back after a language switch must reach the page
 * the visitor left, and a visitor who opens the other language on purpose stays in it.
 * It also saves the choice when a language switcher link is clicked (a capture-phase listener,
 * so before React has hydrated or when the bundles never load), if it names a site language.
 * Kept in ES5 with no dependencies and no "<", because it runs before any bundle and stands in
 * an HTML <script> as it is. Storage is read only on arrivals from outside: the first access to
 * it costs a few milliseconds before the first paint.
 */
export const LANGUAGE_REDIRECT_SCRIPT =
  `(function(){var k=${JSON.stringify(STORAGE_KEY)},s=${JSON.stringify([...LANGUAGES])},d=${JSON.stringify(DEFAULT_LANGUAGE)};` +
  `try{window.document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${LANGUAGE_SWITCH_ATTRIBUTE}][hreflang]");var c=a&&a.getAttribute("hreflang");if(c&&s.indexOf(c)>-1){try{window.localStorage.setItem(k,c)}catch(x){}}},true)}catch(x){}` +
  `try{var l=window.location,f=window.performance,n=f&&f.getEntriesByType&&f.getEntriesByType("navigation")[0];` +
  // Navigation Timing 2, else the older performance.navigation (0 navigate, 1 reload, 2 back_forward).
  `var t=n?n.type:f&&f.navigation?["navigate","reload","back_forward"][f.navigation.type]:"navigate";` +
  `if(t!=="navigate")return;` +
  `var r=window.document&&window.document.referrer;if(r&&r.indexOf(l.protocol+"//"+l.host+"/")===0)return;` +
  `var p=l.pathname,c=d;s.forEach(function(x){if(x!==d&&(p==="/"+x||p.indexOf("/"+x+"/")===0))c=x});` +
  `var w=window.localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(!w||w===c||s.indexOf(w)===-1)return;` +
  `var rest=c===d?p:p.slice(c.length+1)||"/";` +
  `window.location.replace((w===d?"":"/"+w)+rest+l.search+l.hash)}catch(e){}})();`;
