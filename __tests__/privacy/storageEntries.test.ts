/**
 * @jest-environment node
 *
 * Every kind of entry Cookie Settings can describe is named in the privacy policy's storage
 * section, in each language, as the key is written; and keys are sorted into kinds as the
 * browser writes them.
 */
import fs from "fs";
import path from "path";
import { STORAGE_KINDS, scrollPositionPage } from "../../src/privacy/storageEntries";

const policy = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "data", "legal", "privacy-policy.json"), "utf8"),
);
const storage = policy.sections.find((section: { id: string }) => section.id === "language-preference");
const QUOTE = { en: "“", ar: "«" } as const;

test.each(["en", "ar"] as const)("%s: the policy names each kind of stored entry by its key", (language) => {
  const text = [...storage.paragraphs[language], ...storage.items[language]].join(" ");
  for (const kind of STORAGE_KINDS) expect(text).toContain(`${QUOTE[language]}${kind.name}`);
});

test("keys are told apart as the router and Gatsby write them", () => {
  const kindOf = (area: string, key: string) =>
    STORAGE_KINDS.find((kind) => kind.area === area && kind.matches(key))?.id;
  expect(kindOf("session", "@@scroll|/ar/privacy-policy/|initial")).toBe("scrollPosition");
  expect(kindOf("session", "@@scroll|/|k9ze1")).toBe("scrollPosition");
  expect(kindOf("session", "gatsby-reload-compilation-hash-match")).toBe("reloadMarker");
  expect(kindOf("local", "language")).toBe("language");
  // The plugin's own key is not the site's: were it written, Cookie Settings would call it undescribed.
  expect(kindOf("local", "gatsby-i18next-language")).toBeUndefined();
  expect(kindOf("session", "language")).toBeUndefined();
  // The content editor at /admin/ (Sveltia CMS): its settings, texts and sign-in.
  for (const key of ["sveltia-cms.prefs", "sveltia-cms.locale", "sveltia-cms.user", "sveltia-cms.auth"]) {
    expect(kindOf("local", key)).toBe("contentEditor");
  }
  expect(scrollPositionPage("@@scroll|/ar/privacy-policy/|initial")).toBe("/ar/privacy-policy/");
});
