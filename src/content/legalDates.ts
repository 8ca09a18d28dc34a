/**
 * A legal text's "last updated" date follows its text. legal-dates.lock.json records, for
 * each language version of each dated legal page, the date shown and a fingerprint of the
 * text it belongs to (as the reader gets it: company facts filled in, spacing aside). The rule:
 * a text that changed since its record carries this month's date. When the text changes and
 * the date does not, `npm run check` and the build stop, naming the page and the language, until
 * the date moves (`npm run legal-dates:accept` dates the changed versions today and records
 * them). A text whose date moved with it builds before its record is written (the record is
 * bookkeeping, said as a warning until then): every commit of an editor's save builds. So does a
 * text whose words are as recorded and that changed only through a company fact it shows (the
 * editor commits the fact first, then the pages it re-dates and their record). A reader
 * can then trust the date: the policy's own "changes" section says that it shows when this
 * language version was last revised.
 *
 * These rules read the project's files (problems.ts) and run in the build and in the editor
 * alike; on Node, projectFiles.ts's acceptLegalDates writes the record on disk.
 */
import type { Language } from "../i18n/languages";
import { formatDate } from "./facts";
import { languageName } from "./fields";
import type { ContentProblem, ProjectFiles } from "./problems";
import { isRecord, readLockFile, recordShapeProblem } from "./lockFile";
import { LEGAL_DIR } from "./schema";
import { datedDocuments, languagesOf, legalTextFingerprint, readSite } from "./legalText";

export { legalTextFingerprint };

export const LEGAL_DATES_FILE = "legal-dates.lock.json";
export const ACCEPT_COMMAND = "npm run legal-dates:accept";

/**
 * { "data/legal/privacy-policy.json": { "en": { "lastUpdated": "2026-11", "text": "sha256:…", "words": "sha256:…" } } }:
 * the text as read (facts filled in), and its words alone.
 */
type Recorded = { lastUpdated: string; text: string; words?: string };
export type LegalDatesRecord = Record<string, Record<string, Recorded>>;

/** The record; {} when there is none yet. A broken one throws a LockFileError (lockFile.ts). */
export const readLegalDates = (files: ProjectFiles): LegalDatesRecord =>
  readLockFile<LegalDatesRecord>(files, LEGAL_DATES_FILE, (value) =>
    recordShapeProblem(value, {
      valid: (entry) =>
        isRecord(entry) &&
        typeof entry.lastUpdated === "string" &&
        /^\d{4}-\d{2}$/.test(entry.lastUpdated) &&
        typeof entry.text === "string" &&
        ["string", "undefined"].includes(typeof entry.words),
      expected: '{ "lastUpdated": "YYYY-MM", "text": "sha256:…", "words": "sha256:…" }',
    }),
  );

/** "2026-11": the month of today, as the dates of the legal pages are written. */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** One language version of a dated legal page: the date it shows, its record, and whether its text changed since. */
export interface LegalVersion {
  file: string;
  language: Language;
  date: string;
  recorded?: Recorded;
  textChanged: boolean;
  /** Its words are as recorded: only a fact it shows changed. */
  factsOnly: boolean;
}

/** Every language version of every dated legal page, compared with its record. */
export const legalVersions = (files: ProjectFiles): LegalVersion[] => {
  const record = readLegalDates(files);
  const site = readSite(files);
  return datedDocuments(files).flatMap(({ file, doc }) =>
    languagesOf(site).map((language) => {
      const recorded = record[file]?.[language];
      const textChanged = recorded?.text !== legalTextFingerprint(doc, language, site);
      const factsOnly = textChanged && !!recorded?.words && recorded.words === legalTextFingerprint(doc, language);
      return { file, language, date: doc.lastUpdated![language], recorded, textChanged, factsOnly };
    }),
  );
};

/** The version is as recorded: same text, same date. */
export const isRecorded = (version: LegalVersion) =>
  !!version.recorded && !version.textChanged && version.recorded.lastUpdated === version.date;

/**
 * A changed text dated as the rule asks, its record not yet written: this month's date, or a date
 * after its record's up to this month (the same commit built in a later month).
 */
const awaitsRecord = (version: LegalVersion, today: string) =>
  !!version.recorded &&
  version.textChanged &&
  version.date <= today &&
  (version.date === today || version.date > version.recorded.lastUpdated);

/** A text changed only by a fact it shows, its date not moved yet: dated and recorded as bookkeeping. */
const awaitsDate = (version: LegalVersion) => version.factsOnly && version.date === version.recorded?.lastUpdated;

/** The versions whose date or record is bookkeeping still to do: warnings. */
export const legalDatesToRecord = (files: ProjectFiles, today = thisMonth()): ContentProblem[] =>
  legalVersions(files)
    .filter((version) => awaitsRecord(version, today) || awaitsDate(version))
    .map((version) => ({
      file: version.file,
      field: `lastUpdated.${version.language}`,
      message: `the ${languageName(version.language)} version's ${
        awaitsDate(version)
          ? `text shows a company fact that changed since it was dated ${version.date}: date it this month and record it`
          : `text changed and is dated ${version.date}; its record is not written yet`
      }: ${ACCEPT_COMMAND} -- ${version.file}#${version.language}`,
    }));

/**
 * One problem per language version whose text or date breaks the rule. Run only on
 * content that passed validation (the facts must be there to fill in).
 */
export const legalDateProblems = (files: ProjectFiles, today = thisMonth()): ContentProblem[] =>
  legalVersions(files).flatMap((version) => {
    if (isRecorded(version) || awaitsRecord(version, today) || awaitsDate(version)) return [];
    const { file, language, date, recorded, textChanged: changed } = version;
    const versionName = `the ${languageName(language)} version`;
    const accept = `${ACCEPT_COMMAND} -- ${file}#${language}`;
    const where = { file, field: `lastUpdated.${language}` };
    const shown = (iso: string) => `${formatDate(iso, "en")} ("${iso}")`;
    let message: string;
    if (!recorded) {
      message = `${versionName} has no recorded revision yet. When its text is final, date it today (${today}) and record it: ${accept}`;
    } else if (changed && recorded.lastUpdated === date) {
      message = `${versionName}'s text changed since it was dated ${shown(date)}, but its date did not. When the change is final, date it today (${today}) and record it: ${accept}`;
    } else if (changed) {
      message = `${versionName}'s text changed and its date was set to ${shown(date)} by hand; the record still has ${shown(recorded.lastUpdated)}. Date it today (${today}) and record it: ${accept}`;
    } else {
      message = `${versionName}'s date was changed from ${shown(recorded.lastUpdated)} to ${shown(date)}, but its text did not change. Put the date back, or keep it and record it: ${accept}`;
    }
    return [{ ...where, message }];
  });

/** Sets one language's date inside the file's "lastUpdated" object, leaving every other byte as it is. */
const withDate = (source: string, language: string, date: string) =>
  source.replace(/("lastUpdated"\s*:\s*\{)([^}]*)(\})/, (_match, open: string, body: string, close: string) => {
    const entry = new RegExp(`("${language}"\\s*:\\s*)"[^"]*"`);
    if (!entry.test(body)) throw new Error(`lastUpdated has no "${language}" date to set`);
    return open + body.replace(entry, `$1"${date}"`) + close;
  });

/**
 * Records the legal texts as they are, for every dated page or for the files
 * (`data/legal/privacy-policy.json`) or language versions (`…#ar`) named: a version whose text
 * changed since its record (or that has none) is dated `today` in its file; a version whose
 * text did not change keeps the date it shows. Returns the versions dated today, and the files
 * to write: the pages dated and the record.
 */
export const recordLegalDates = (
  files: ProjectFiles,
  targets: string[] = [],
  today = thisMonth(),
): { dated: string[]; writes: ProjectFiles } => {
  const record = readLegalDates(files);
  const site = readSite(files);
  const wanted = targets.map((target) => {
    const [file, language] = target.split("#");
    return { file, language };
  });
  const documents = datedDocuments(files);
  const unknown = wanted.filter(({ file }) => !documents.some((document) => document.file === file));
  if (unknown.length)
    throw new Error(
      `not a dated legal page: ${unknown.map(({ file }) => file).join(", ")} (dated pages are in data/${LEGAL_DIR}/ with "lastUpdated")`,
    );
  const dated: string[] = [];
  const writes: ProjectFiles = {};
  for (const { file, doc } of documents) {
    let source = files[file];
    for (const language of languagesOf(site)) {
      const chosen =
        !wanted.length ||
        wanted.some((target) => target.file === file && (!target.language || target.language === language));
      if (!chosen) continue;
      const text = legalTextFingerprint(doc, language, site);
      let date = doc.lastUpdated![language];
      if (record[file]?.[language]?.text !== text) {
        date = today;
        source = withDate(source, language, date);
        dated.push(`${file}#${language}`);
      }
      const words = legalTextFingerprint(doc, language);
      record[file] = { ...record[file], [language]: { lastUpdated: date, text, words } };
    }
    if (source !== files[file]) writes[file] = source;
  }
  writes[LEGAL_DATES_FILE] = `${JSON.stringify(record, null, 2)}\n`;
  return { dated, writes };
};
