/**
 * @jest-environment node
 */
/**
 * Translations reviewed in the editor (src/editor/translationReview.ts): each text's choice
 * read from translations.lock.json, left out of the file, and a text saved as reviewed recorded
 * as `npm run translations:accept` records it.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  REVIEWED_FORMAT,
  registerReviewFormats,
  reviewWrites,
  withoutReviewStates,
  withReviewStates,
} from "../../src/editor/translationReview";
import { LOCK_FILE, staleTranslations, type TranslationLock } from "../../src/content/translations";
import { acceptTranslations, readProject } from "../../src/content/projectFiles";
import { cmsConfig } from "../../src/editor/cmsConfig";
import type { Json } from "../../src/content/problems";

const ROOT = path.join(__dirname, "..", "..");
const PROJECT = ["data", "locales", "static", "translations.lock.json", "legal-dates.lock.json"];
const FAQS = "data/faqs.json";
type Faq = { id: string; answer: { en: string; ar: string; translation?: string } };

let dir: string;
const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const lock = () => JSON.parse(read(LOCK_FILE)) as TranslationLock;
const project = () => ({ [FAQS]: read(FAQS), [LOCK_FILE]: read(LOCK_FILE) });
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "translation-review-"));
  for (const part of PROJECT) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The FAQs as the form shows them, the second answer's English changed. */
const edited = (english: string) => {
  const faqs = withReviewStates(FAQS, JSON.parse(read(FAQS)), lock()) as Faq[];
  faqs[1].answer.en = english;
  return faqs;
};

test("each text of a data file shows whether its translation was written from its English, and the file is written without it", () => {
  const faqs = JSON.parse(read(FAQS)) as Faq[];
  const record = lock();
  record[FAQS][`${faqs[0].id}/answer`] = "An older English answer.";
  const shown = withReviewStates(FAQS, faqs, record) as Faq[];
  expect(shown[0].answer.translation).toBe("review");
  expect(shown[1].answer.translation).toBe("reviewed");
  expect(withoutReviewStates(shown)).toEqual(faqs);
  // A key of that name outside a text's languages is content, kept.
  expect(withoutReviewStates({ translation: "x", en: "a", other: 1 } as Json)).toEqual({
    translation: "x",
    en: "a",
    other: 1,
  });
});

test("an English change saved as the form opened it leaves the translation to review; marked reviewed, the record is the one npm run translations:accept writes", () => {
  const faqs = edited("A new English answer.");
  // The choice still says "reviewed", as it did when the form opened: the change is not reviewed.
  expect(reviewWrites({ [FAQS]: faqs as unknown as Json }, project(), {})).toEqual({});

  // Saved: the text is to review, as npm run check says.
  fs.writeFileSync(path.join(dir, FAQS), `${JSON.stringify(withoutReviewStates(faqs as unknown as Json), null, 2)}\n`);
  expect(staleTranslations(readProject(dir)).map((problem) => problem.message)).toEqual([
    expect.stringContaining('now "A new English answer."'),
  ]);
  const reopened = withReviewStates(FAQS, JSON.parse(read(FAQS)), lock()) as Faq[];
  expect(reopened[1].answer.translation).toBe("review");

  // The editor marks it reviewed and saves: the record the terminal command would write.
  reopened[1].answer.translation = "reviewed";
  const writes = reviewWrites({ [FAQS]: reopened as unknown as Json }, project(), {});
  acceptTranslations(dir, [`${FAQS}#${reopened[1].id}`]);
  expect(writes).toEqual({ [LOCK_FILE]: read(LOCK_FILE) });
  expect(staleTranslations(readProject(dir))).toEqual([]);
});

test("a text changed and marked reviewed in one save is recorded with its new English", () => {
  const record = lock();
  const faqs = JSON.parse(read(FAQS)) as Faq[];
  record[FAQS][`${faqs[1].id}/answer`] = "The English before.";
  const files = { [FAQS]: read(FAQS), [LOCK_FILE]: `${JSON.stringify(record, null, 2)}\n` };
  const shown = withReviewStates(FAQS, faqs, record) as Faq[];
  expect(shown[1].answer.translation).toBe("review");
  shown[1].answer.en = "Rewritten with its Arabic.";
  shown[1].answer.translation = "reviewed";
  const written = JSON.parse(reviewWrites({ [FAQS]: shown as unknown as Json }, files, {})[LOCK_FILE]);
  expect(written[FAQS][`${faqs[1].id}/answer`]).toBe("Rewritten with its Arabic.");
});

test("the editor's data files are read and written through the format that adds the choices, each text with its choice in the form", async () => {
  const config = cmsConfig(ROOT) as unknown as {
    collections: { format?: string; files?: { file: string; format?: string; fields: unknown[] }[] }[];
  };
  const formats = new Map<string, { fromFile(text: string): Promise<Json>; toFile(value: Json): string }>();
  registerReviewFormats(
    { registerCustomFormat: (name, _extension, methods) => formats.set(name, methods) },
    config,
    async () => lock(),
  );
  expect([...formats.keys()]).toEqual(
    expect.arrayContaining([
      `${REVIEWED_FORMAT}:${FAQS}`,
      `${REVIEWED_FORMAT}:data/legal`,
      `${REVIEWED_FORMAT}:data/site.json`,
    ]),
  );
  const faqs = formats.get(`${REVIEWED_FORMAT}:${FAQS}`)!;
  const shown = (await faqs.fromFile(read(FAQS))) as Faq[];
  expect(shown[0].answer.translation).toBe("reviewed");
  expect(`${faqs.toFile(shown)}\n`).toBe(read(FAQS));
  const legal = formats.get(`${REVIEWED_FORMAT}:data/legal`)!;
  const terms = (await legal.fromFile(read("data/legal/terms-of-service.json"))) as { title: { translation: string } };
  expect(terms.title.translation).toBe("reviewed");
  const answer = JSON.stringify(config.collections[0].files!.find((file) => file.file === FAQS));
  expect(answer).toContain('"name":"translation"');
});

test("an English and its Arabic changed together with the choice left on Reviewed are recorded in that save (trial 7, N4)", () => {
  const faqs = edited("Rewritten with its Arabic.");
  faqs[1].answer.ar = "أُعيدت كتابتها مع الإنجليزية.";
  expect(faqs[1].answer.translation).toBe("reviewed");
  const written = JSON.parse(reviewWrites({ [FAQS]: faqs as unknown as Json }, project(), {})[LOCK_FILE]);
  expect(written[FAQS][`${faqs[1].id}/answer`]).toBe("Rewritten with its Arabic.");
});

test("the editor writes the record in the order npm run translations:accept does, whatever order the form gives the fields in (trial 7, N6)", () => {
  const shown = (withReviewStates(FAQS, JSON.parse(read(FAQS)), lock()) as Faq[]).map(
    ({ id, answer, ...rest }) => ({ id, answer, ...rest }) as Faq,
  );
  shown[0].answer.en = "A first answer, reviewed.";
  shown[0].answer.ar = "إجابة أولى، رُوجعت.";
  const file = `${JSON.stringify(withoutReviewStates(JSON.parse(read(FAQS)).map((faq: Faq, index: number) => (index ? faq : { ...faq, answer: shown[0].answer }))), null, 2)}\n`;
  const writes = reviewWrites({ [FAQS]: shown as unknown as Json }, project(), { [FAQS]: file });
  fs.writeFileSync(path.join(dir, FAQS), file);
  acceptTranslations(dir, [`${FAQS}#${shown[0].id}`]);
  expect(writes[LOCK_FILE]).toBe(read(LOCK_FILE));
});
