/**
 * @jest-environment node
 *
 * The editor's words for a refused save (src/editor/messages.ts): each refusal names the field,
 * or the list item by its question or title, in the editor's language, and never shows JSON.
 */
import fs from "fs";
import path from "path";
import { guardSave, jsonText } from "../../src/editor/guardSave";
import { configure, refusalMessage } from "../../src/editor/messages";
import { readProject } from "../../src/content/projectFiles";

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const FAQS = "data/faqs.json";
type Faq = { id: string; question: Record<string, string>; answer: Record<string, string> };

const said = (language: string, refusals: Parameters<typeof refusalMessage>[0]) => {
  configure(JSON.parse(read(language === "ar" ? "admin/config.ar.json" : "admin/config.json")), language);
  return refusalMessage(refusals).replace(/[\u2068\u2069]/g, "");
};

// The editor removes the FAQ "roi" while a colleague rewrote its answer on disk.
const original = read(FAQS);
const faqs = JSON.parse(original) as Faq[];
const colleague = faqs.map((faq) => (faq.id === "roi" ? { ...faq, answer: { ...faq.answer, en: "Soon." } } : faq));
const refusals = guardSave({ ...readProject(ROOT), [FAQS]: jsonText(colleague) }, [
  { path: FAQS, text: jsonText(faqs.filter((faq) => faq.id !== "roi")), read: original },
]).refusals;

test.each([
  [
    "en",
    "Nothing was saved. FAQs: “When can we expect a return on investment?” was changed or removed outside the editor since you opened it, and this save changes or removes it too: both cannot be kept. Reload the page to see the list as it is now, then make your change again.",
  ],
  [
    "ar",
    "لم يُحفظ شيء. أسئلة شائعة: تغيّر البند «متى نلمس العائد على الاستثمار؟» أو حُذف خارج المحرّر بعد أن فتحتَه، وهذا الحفظ يغيّره أو يحذفه أيضًا، ولا يمكن الإبقاء على التغييرين معًا. أعد تحميل الصفحة لترى القائمة كما هي الآن، ثم أعد تعديلك.",
  ],
])(
  "a list item both sides changed is named by its question, with no JSON and no 'save again' (%s)",
  (language, text) => {
    expect(said(language, refusals)).toBe(text);
  },
);

test("a value this tab itself wrote (a legal page it re-dated) is not said to be changed outside the editor", () => {
  const file = "data/legal/privacy-policy.json";
  const page = JSON.parse(read(file));
  const redated = jsonText({ ...page, lastUpdated: { en: "2027-03", ar: "2027-03" } });
  const { lastUpdated: _dropped, ...undated } = page;
  const own = guardSave({ ...readProject(ROOT), [file]: redated }, [
    { path: file, text: jsonText(undated), read: read(file), wrote: redated },
  ]).refusals;
  const english = said("en", own);
  expect(english).not.toContain("outside the editor");
  expect(english).toContain("was changed by one of your own saves since this form was opened");
  expect(said("ar", own)).toContain("غيّر حفظٌ سابقٌ لك الحقلَ");
});
