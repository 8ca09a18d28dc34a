/**
 * What this site keeps in the browser's storage, read when Cookie Settings opens: every key of
 * local and session storage on this origin, each matched to the kind of entry the privacy
 * policy describes (its section "What is stored on your device"). A key no kind matches is
 * still listed, as not described: the dialog shows what the browser holds, not what we expect.
 * Only keys are read: a value may be private (the content editor's sign-in holds an access key),
 * and the dialog never shows one.
 */
import { STORAGE_KEY } from "../i18n/preference";

export type StorageArea = "local" | "session";

/** The kinds of entry the site writes, each named as the privacy policy names it. */
export const STORAGE_KINDS = [
  // The visitor's language choice, written by the language switcher only (src/i18n/preference.ts).
  { id: "language", area: "local", name: STORAGE_KEY, matches: (key: string) => key === STORAGE_KEY },
  // Gatsby's router (gatsby-react-router-scroll): "@@scroll|<path>|<history key or 'initial'>"
  // on every page of the tab, so that Back restores the scroll position.
  { id: "scrollPosition", area: "session", name: "@@scroll|", matches: (key: string) => key.startsWith("@@scroll|") },
  // Gatsby's production-app.js, only when a new deploy's page data does not match the loaded
  // scripts: the page reloads once, and the next load removes the entry.
  {
    id: "reloadMarker",
    area: "session",
    name: "gatsby-reload-compilation-hash-match",
    matches: (key: string) => key === "gatsby-reload-compilation-hash-match",
  },
  // Sveltia CMS, the content editor at /admin/ (staff only), and only in a browser that opened
  // it: its settings (sveltia-cms.prefs), a copy of its interface texts (sveltia-cms.locale), the
  // sign-in with the GitHub access key (sveltia-cms.user) and, while signing in, sveltia-cms.auth.
  {
    id: "contentEditor",
    area: "local",
    name: "sveltia-cms.",
    matches: (key: string) => key.startsWith("sveltia-cms."),
  },
] as const;

export type StorageKindId = (typeof STORAGE_KINDS)[number]["id"];

export interface StoredEntry {
  area: StorageArea;
  key: string;
  /** The kind the key belongs to; none for a key the site does not describe. */
  kind?: StorageKindId;
}

/** One area's entries, or that the browser does not let the site use it (blocked storage). */
export type StorageAreaContent = { available: true; entries: StoredEntry[] } | { available: false };

export type StoredNow = Record<StorageArea, StorageAreaContent>;

const readArea = (area: StorageArea): StorageAreaContent => {
  try {
    const store = area === "local" ? window.localStorage : window.sessionStorage;
    const entries: StoredEntry[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key === null) continue;
      const kind = STORAGE_KINDS.find((candidate) => candidate.area === area && candidate.matches(key))?.id;
      entries.push({ area, key, ...(kind && { kind }) });
    }
    return { available: true, entries: entries.sort((a, b) => a.key.localeCompare(b.key)) };
  } catch {
    return { available: false };
  }
};

/** Everything the browser holds for this site in local and session storage, now. */
export const readStoredNow = (): StoredNow => ({ local: readArea("local"), session: readArea("session") });

/** The page a scroll position belongs to: "@@scroll|/ar/privacy-policy/|initial" → "/ar/privacy-policy/". */
export const scrollPositionPage = (key: string) => key.split("|")[1] ?? key;

export const entriesOf = (stored: StoredNow): StoredEntry[] =>
  [stored.local, stored.session].flatMap((area) => (area.available ? area.entries : []));
