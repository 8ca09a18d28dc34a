/**
 * A dated legal page's text as its "last updated" date belongs to it (legalDates.ts): the pages
 * with a date, and the fingerprint of one language version's text as the reader gets it.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { LANGUAGES, type Language } from "../i18n/languages";
import { factsFor, fillFacts, type SiteFacts } from "./facts";
import { jsonFiles, readText, type ProjectFiles } from "./problems";
import { LEGAL_DIR } from "./schema";

type Localized = Record<string, string | string[] | undefined>;
export interface DatedDocument {
  lastUpdated?: Record<string, string>;
  title: Localized;
  description: Localized;
  intro: Localized;
  sections: { id: string; onlyInBuilds?: string; heading: Localized; paragraphs: Localized; items?: Localized }[];
}

/**
 * The fingerprint of one language version: every text of the page in that language, facts
 * filled in. Runs of white space count as one space, so the no-break spaces the build (or an
 * editor) puts into citations and names change nothing; a word, a figure or a fact does. Without
 * `site`, the fingerprint of its words alone, the facts' placeholders as written.
 */
export const legalTextFingerprint = (doc: DatedDocument, language: Language, site?: SiteFacts): string => {
  const facts = site && factsFor(site, language);
  const text = (value: string | string[] | undefined) =>
    value === undefined
      ? null
      : (facts ? fillFacts(value, facts) : value)
          .toString()
          .replace(/[\s\u2060]+/gu, " ")
          .trim();
  const texts = [
    text(doc.title[language]),
    text(doc.description[language]),
    text(doc.intro[language]),
    ...doc.sections.map((section) => [
      section.id,
      section.onlyInBuilds ?? null,
      text(section.heading[language]),
      (section.paragraphs[language] as string[] | undefined)?.map(text) ?? null,
      (section.items?.[language] as string[] | undefined)?.map(text) ?? null,
    ]),
  ];
  return sha256Of(JSON.stringify(texts));
};

/**
 * SHA-256 in JavaScript (the editor's browser has no synchronous one) costs milliseconds per page,
 * and a check or a save asks again for the same unchanged texts many times: the answers for the
 * latest texts are kept.
 */
const hashes = new Map<string, string>();
const sha256Of = (texts: string) => {
  let hash = hashes.get(texts);
  if (hash === undefined) {
    if (hashes.size >= 200) hashes.clear();
    hash = `sha256:${bytesToHex(sha256(utf8ToBytes(texts)))}`;
    hashes.set(texts, hash);
  }
  return hash;
};

/** The dated legal pages: data/legal/<page>.json with lastUpdated, as the project names them. */
export const datedDocuments = (files: ProjectFiles): { file: string; doc: DatedDocument }[] =>
  jsonFiles(files, `data/${LEGAL_DIR}`)
    .filter((name) => !name.includes("/"))
    .flatMap((name) => {
      const file = `data/${LEGAL_DIR}/${name}`;
      try {
        const doc = JSON.parse(readText(files[file]).text) as DatedDocument;
        return doc.lastUpdated ? [{ file, doc }] : [];
      } catch {
        return []; // validation reports a file that does not parse
      }
    });

export const readSite = (files: ProjectFiles): SiteFacts => JSON.parse(readText(files["data/site.json"]).text);

/** The languages of the site (its data/site.json, which may be another copy's than this process's). */
export const languagesOf = (site: SiteFacts): Language[] => {
  const { languages } = site as { languages?: { code: string }[] };
  return Array.isArray(languages) ? languages.map((language) => language.code) : [...LANGUAGES];
};
