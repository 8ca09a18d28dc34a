// An editor's day with the content editor, as the README tells it: on a clone of the project,
// the README's own command starts the editor; a phone number, a privacy-policy paragraph (its
// date moves), an Arabic FAQ answer, testimonials reordered and deleted, an FAQ added and one
// duplicated, while a file changes on disk. The day is walked twice on the same clone and the
// same running editor: with the editor's interface in English, then in Arabic, chosen from the
// browser's language (a browser whose language is Arabic); the Arabic walk finds its way by the
// labels of the configuration in that language (admin/config.ar.json), not by English words.
// Each walk makes changes of its own. A clean clone of the result then builds with
// `npm run build` as it is, once (with the Gatsby cache of the browser tests' builds, as a host
// keeps one), and every change of both walks is on its page.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { test, expect, watchConsole, type Page } from "./fixtures";
import {
  changedLines,
  checkProject,
  contentFiles,
  datedLongAgo,
  expectSaved,
  field,
  openEditor,
  openFile,
  readOnDisk,
  REFUSAL_LOGGED,
  refusalText,
  save,
  saveBack,
  textBox,
  writeOnDisk,
} from "./admin";
import { TESTS_MONTH } from "./today";
import { BUILD_FOLDER } from "../__tests__/helpers/copyOfSite";
import { cmsConfigFile } from "../src/editor/cmsConfig";
import { withSveltiaArabic } from "../src/editor/editorFiles";
import guardArabic from "../src/editor/texts/saveGuard.ar.json";
import { jsonText } from "../src/editor/guardSave";

const ROOT = path.join(__dirname, "..");
const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
};

/** The README's way to start the editor on one's machine: the command, and the address to open. */
const readmeStart = () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const found = /\*\*On your machine, without an account:\*\* `([^`]+)`, open\s+(http:\/\/\S+)\s/.exec(readme);
  if (!found) throw new Error("README.md no longer says how to start the editor on one's machine");
  return { command: found[1], url: found[2] };
};

type Field = { name: string; label: string; label_singular?: string; fields?: Field[] };
type Config = { collections: { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[] };

/** The label of a field of the configuration, by collection, file and key path ("items.answer.ar"). */
const labelOf = (config: Config, collection: string, file: string | undefined, keyPath: string, singular = false) => {
  const found = config.collections.find((candidate) => candidate.name === collection)!;
  let fields = file ? found.files!.find((candidate) => candidate.name === file)!.fields : found.fields!;
  let current: Field | undefined;
  for (const name of keyPath.split(".")) {
    current = fields.find((candidate) => candidate.name === name)!;
    fields = current.fields ?? [];
  }
  return singular ? current!.label_singular! : current!.label;
};

/** Sveltia CMS's own words in the interface's language (its locales/), where the configuration has none. */
const sveltia = (language: string) => {
  const read = (code: string) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "@sveltia", "cms", "locales", `${code}.json`), "utf8"));
  // Arabic as the site serves it: Sveltia's file with the texts it lacks added (editorFiles.ts).
  const words = language === "ar" ? withSveltiaArabic(read("ar")) : read("en-US");
  const english = read("en-US");
  const say = (key: string): string => {
    // Buttons of its dialogs are under _sui.
    const text: string = words[key] ?? words._sui?.[key] ?? english[key] ?? english._sui?.[key];
    // A message with a count: its form for one ("Entry saved.").
    return /\bone \{\{([^}]*)\}\}/.exec(text)?.[1] ?? text;
  };
  return say;
};

type Faq = { id: string; question: { en: string; ar: string }; answer: { en: string; ar: string } };
type Testimonial = { id: string; name: { en: string; ar: string } };

/** What each walk changes: values of its own, so that the build can show both walks' changes. */
const WALKS = {
  en: {
    // The first language version of the privacy policy's first paragraph gets a sentence.
    sentence: "We keep this page current.",
    phone: "+49 203 7391 4599",
    // The answer given in Arabic (its position in the FAQs), and the question a code editor changes on disk.
    answer: { item: 1, ar: "نعم، ونبقى معك بعد الإطلاق أيضًا." },
    outside: { language: "en", text: "How long does a project usually take?" },
    added: {
      id: "data-security",
      question: { en: "Where is our data kept?", ar: "أين تُحفظ بياناتنا؟" },
      answer: {
        en: "On servers in the EU, under a data processing agreement.",
        ar: "على خوادم داخل الاتحاد الأوروبي، بموجب اتفاقية معالجة بيانات.",
      },
    },
    duplicate: {
      id: "data-location",
      question: { en: "Can our data stay on our premises?", ar: "هل يمكن أن تبقى بياناتنا لدينا؟" },
    },
    // Testimonials: the third moves up, the first goes.
    moved: 2,
    removed: "first",
  },
  ar: {
    sentence: "نحدّث هذه الصفحة باستمرار.",
    phone: "+49 203 7391 4577",
    answer: { item: 2, ar: "غالبًا خلال السنة الأولى، ونقيسه معك من البداية." },
    outside: { language: "ar", text: "كم يستغرق المشروع في العادة؟" },
    added: {
      id: "data-backups",
      question: { en: "How often is our data backed up?", ar: "كم مرة تُنسخ بياناتنا احتياطيًا؟" },
      answer: {
        en: "Every night, to a second data centre in the EU.",
        ar: "كل ليلة، إلى مركز بيانات ثانٍ داخل الاتحاد الأوروبي.",
      },
    },
    duplicate: {
      id: "data-deletion",
      question: { en: "Is our data deleted when the project ends?", ar: "هل تُحذف بياناتنا عند انتهاء المشروع؟" },
    },
    // Testimonials: the fourth moves up, the first goes. (Not the last: its Remove, clicked right
    // after the last item moved up, left all four in Sveltia's list in two of three CI-like runs
    // on 2026-12-07; the trace shows the click on that item's own Remove. Not explained yet.)
    moved: 3,
    removed: "first",
  },
} as const;

/** Whether two boxes on screen share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

/** The clone's testimonials: the project's three, and two more, so that both walks can reorder and delete. */
const MORE_TESTIMONIALS = [
  { id: "sara-haddad", name: { en: "Sara Haddad", ar: "سارة حداد" } },
  { id: "jonas-weber", name: { en: "Jonas Weber", ar: "يوناس فيبر" } },
];

/**
 * One walk of the day in the editor at `url`, its interface in the browser's language: the
 * project's files as they are now, the changes saved, then written back to the project.
 */
const walk = async (page: Page, language: "en" | "ar", project: string, url: string) => {
  const config: Config = JSON.parse(fs.readFileSync(path.join(ROOT, cmsConfigFile(language)), "utf8"));
  const say = sveltia(language);
  const values = WALKS[language];
  const month = TESTS_MONTH;
  const before = contentFiles(project);
  const faqs: Faq[] = JSON.parse(before["data/faqs.json"]);
  const testimonials: Testimonial[] = JSON.parse(before["data/testimonials.json"]);
  const policy = JSON.parse(before["data/legal/privacy-policy.json"]);
  const terms = JSON.parse(before["data/legal/terms-of-service.json"]);
  const site = JSON.parse(before["data/site.json"]);

  await openEditor(page, project, { language: null, url });
  // Without a repository to save to, only the local folder is offered: no sign-in that cannot work.
  await expect(page.getByRole("button", { name: say("work_with_local_repo") })).toBeVisible();
  const [signInBefore] = say("sign_in_with_x").split("{$service}");
  await expect(page.getByRole("button", { name: new RegExp(`^${signInBefore}`) })).toHaveCount(0);
  await expect(page.getByRole("button", { name: say("sign_in_using_access_token") })).toHaveCount(0);
  await page.getByRole("button", { name: say("work_with_local_repo") }).click();
  // A file opened in the same visit, or in a new one (`again`), as after closing the editor's
  // tab: it then opens the folder again by itself.
  const open = async (collection: string, file: string, again = false) => {
    if (again) await page.goto("about:blank");
    await openFile(page, collection, file, url);
    await field(page, { lists: "items", legal: "id", site: "brandName" }[collection]!).waitFor();
  };
  const saved = async () => {
    await save(page);
    await expectSaved(page, say("entry_saved"));
  };
  const ok = () => page.getByRole("button", { name: say("ok"), exact: true }).click();

  // A privacy-policy paragraph, in the interface's language: refused until its date moves, the
  // message naming the date's field (by the configuration's labels) and the month to set.
  await open("legal", "privacy-policy");
  const paragraph = await textBox(page, `intro.${language}.0`);
  const newParagraph = `${await paragraph.inputValue()} ${values.sentence}`;
  await paragraph.fill(newParagraph);
  await save(page);
  const dateField = `${labelOf(config, "legal", undefined, "lastUpdated")} › ${labelOf(config, "legal", undefined, `lastUpdated.${language}`)}`;
  const dateNotMoved =
    language === "ar"
      ? guardArabic.dateNotMoved
      : "{place}: the text of this language version changed, so its date moves with it: set it to {value} (this month) and save again.";
  expect(await refusalText(page)).toContain(dateNotMoved.replace("{place}", dateField).replace("{value}", month));
  await ok();
  await (await textBox(page, `lastUpdated.${language}`)).fill(month);
  await saved();

  // The phone number: the legal pages that show it are dated with it, and the editor is told
  // which, and how to see their new dates.
  await open("site", "site", true);
  await (await textBox(page, "contact.phone")).fill(values.phone);
  await saved();
  await expect(
    page.getByText(language === "ar" ? /^غيّر هذا الحفظ أيضًا نصّ/ : /^This save also changed the text of/),
  ).toContainText(
    // Named by their titles in the editor's language, as its list of legal pages shows them.
    language === "ar"
      ? `«\u2068${policy.title.ar}\u2069» و«\u2068${terms.title.ar}\u2069»`
      : `“\u2068${policy.title.en}\u2069” and “\u2068${terms.title.en}\u2069”`,
  );

  // FAQs: an Arabic answer, a new question, and one duplicated and made its own;
  // meanwhile a code editor changes the first question on disk.
  await open("lists", "faqs");
  await (await textBox(page, `items.${values.answer.item}.answer.ar`)).fill(values.answer.ar);
  // Sveltia CMS sets the name apart in its own direction ("Add \u2068FAQ\u2069").
  const [addBefore, addAfter] = say("add_x").split("{$name}");
  const faq = labelOf(config, "lists", "faqs", "items", true);
  const add = page.getByRole("button", { name: new RegExp(`^${addBefore}\u2068?${faq}\u2069?${addAfter}$`) });
  // The note of the phone number's save is still there, in its corner, clear of the list's Add.
  const note = page.getByRole("status").filter({ hasText: policy.title[language] });
  await expect(note).toBeVisible();
  await add.scrollIntoViewIfNeeded();
  expect(overlap((await note.boundingBox())!, (await add.boundingBox())!)).toBe(false);
  await add.click();
  const added = faqs.length;
  await (await textBox(page, `items.${added}.id`)).fill(values.added.id);
  for (const key of ["question", "answer"] as const) {
    for (const code of ["en", "ar"] as const)
      await (await textBox(page, `items.${added}.${key}.${code}`)).fill(values.added[key][code]);
  }
  await field(page, "items")
    .locator(".item")
    .nth(added)
    .getByRole("button", { name: say("list_item_options") })
    .click();
  await page.getByRole("menuitem", { name: say("duplicate") }).click();
  await (await textBox(page, `items.${added + 1}.id`)).fill(values.duplicate.id);
  for (const code of ["en", "ar"] as const) {
    await (await textBox(page, `items.${added + 1}.question.${code}`)).fill(values.duplicate.question[code]);
  }
  const outside = JSON.parse(await readOnDisk(page, "data/faqs.json"));
  outside[0].question[values.outside.language] = values.outside.text;
  await writeOnDisk(page, "data/faqs.json", jsonText(outside));
  await saved();

  // Testimonials: one moves up, one goes.
  await open("lists", "testimonials");
  // Each step once the editor shows the one before, as an editor sees it: the move is drawn a
  // moment after the key, and a removal clicked before that was undone by it (the list saved
  // moved, with every item). The moved item keeps the focus, one place up.
  const items = field(page, "items").locator(".item");
  const count = await items.count();
  await items
    .nth(values.moved)
    .getByRole("button", { name: say("reorder_item") })
    .press("ArrowUp");
  await expect(items.nth(values.moved - 1).locator(":focus")).toHaveCount(1);
  const removed = values.removed === "first" ? items.first() : items.last();
  await removed
    .getByRole("button", { name: say("remove") })
    .first()
    .click();
  await expect(items).toHaveCount(count - 1);
  await saved();

  // Closed, it is gone.
  await note.getByRole("button", { name: language === "ar" ? "إغلاق" : "Close" }).click();
  await expect(note).toHaveCount(0);

  expect(await saveBack(page, project)).toEqual([
    "data/faqs.json",
    "data/legal/privacy-policy.json",
    "data/legal/terms-of-service.json",
    "data/site.json",
    "data/testimonials.json",
    "legal-dates.lock.json",
  ]);
  await page.goto("about:blank");
  const check = checkProject(project);
  expect(check.status, check.output).toBe(0);
  const after = contentFiles(project);

  // The policy: the paragraph and both dates (the other language's through the phone number), nothing else.
  expect(changedLines(jsonText(policy), after["data/legal/privacy-policy.json"])).toEqual([
    [`    "en": ${JSON.stringify(policy.lastUpdated.en)},`, `    "en": "${month}",`],
    [`    "ar": ${JSON.stringify(policy.lastUpdated.ar)}`, `    "ar": "${month}"`],
    [`      ${JSON.stringify(policy.intro[language][0])},`, `      ${JSON.stringify(newParagraph)},`],
  ]);
  expect(JSON.parse(after["data/legal/terms-of-service.json"]).lastUpdated).toEqual({ en: month, ar: month });
  expect(changedLines(before["data/site.json"], after["data/site.json"])).toEqual([
    [`    "phone": ${JSON.stringify(site.contact.phone)},`, `    "phone": ${JSON.stringify(values.phone)},`],
  ]);
  // The FAQs: the editor's changes, and the one made on disk meanwhile.
  const savedFaqs: Faq[] = JSON.parse(after["data/faqs.json"]);
  expect(savedFaqs[0].question[values.outside.language]).toBe(values.outside.text);
  expect(savedFaqs[values.answer.item].answer.ar).toBe(values.answer.ar);
  expect(savedFaqs.slice(added)).toEqual([values.added, { ...values.added, ...values.duplicate }]);
  const order = testimonials.map((item) => item.id);
  order.splice(values.moved - 1, 2, order[values.moved], order[values.moved - 1]);
  if (values.removed === "first") order.shift();
  else order.pop();
  expect(JSON.parse(after["data/testimonials.json"]).map((item: Testimonial) => item.id)).toEqual(order);
  return { newParagraph };
};

// The README's command serves the editor on one fixed port.
test.describe.configure({ mode: "default" });
test.use({
  locale: "en",
  // Each step is quick; the test's long time is for the build at its end.
  actionTimeout: 30_000,
  navigationTimeout: 30_000,
  allowedConsole: REFUSAL_LOGGED,
});

let work: string;
let server: ChildProcess | undefined;
test.beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "editor-day-"));
});
test.afterEach(() => {
  if (server?.pid) process.kill(-server.pid);
  fs.rmSync(work, { recursive: true, force: true });
});

test("the README's command starts the editor; an editor's day in English, then in Arabic from the browser's language: every change is saved, kept with the one made on disk meanwhile, and on its page after a clean clone's npm run build", async ({
  page,
  browser,
}) => {
  test.setTimeout(25 * 60_000);

  // The project, as a clone: its legal pages last dated in January 2025, so that their dates
  // have to move, and five testimonials.
  const project = path.join(work, "project");
  git(work, "clone", "--quiet", ROOT, project);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
  datedLongAgo(project);
  const testimonialsFile = path.join(project, "data/testimonials.json");
  const projectTestimonials = JSON.parse(fs.readFileSync(testimonialsFile, "utf8"));
  const testimonials: Testimonial[] = [
    ...projectTestimonials,
    ...MORE_TESTIMONIALS.map((more, index) => ({ ...projectTestimonials[index], ...more })),
  ];
  fs.writeFileSync(testimonialsFile, jsonText(testimonials));
  git(project, "commit", "--quiet", "-am", "The legal pages as of January 2025; five testimonials");

  // Start the editor with the README's command, in the clone.
  const { command, url } = readmeStart();
  server = spawn(command, { cwd: project, shell: true, detached: true });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    server!.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes(url)) resolve();
    });
    server!.on("exit", (code) => reject(new Error(`${command} ended (${code}): ${output}`)));
  });

  // The day in English: this page's browser is in English.
  const english = await walk(page, "en", project, url);
  git(project, "commit", "--quiet", "-am", "An editor's day in English");

  // The legal pages dated long ago again, as in a later month, so that the Arabic walk's
  // paragraph has to move its date too (the English walk's phone number dated both versions).
  datedLongAgo(project);
  git(project, "commit", "--quiet", "-am", "The legal pages as of January 2025 again");

  // The day in Arabic, in a browser whose language is Arabic, on the same editor.
  const arabicBrowser = await browser.newContext({ locale: "ar", viewport: test.info().project.use.viewport });
  arabicBrowser.setDefaultTimeout(30_000);
  arabicBrowser.setDefaultNavigationTimeout(30_000);
  const problems = watchConsole(arabicBrowser, REFUSAL_LOGGED);
  const arabic = await walk(await arabicBrowser.newPage(), "ar", project, url).finally(() => arabicBrowser.close());
  expect(problems, "console errors and warnings of the Arabic browser").toEqual([]);

  // A clean clone of the result builds as it is, and shows every change of both walks.
  // The files the editor changed (the node_modules link stays out of the commit).
  git(project, "commit", "--quiet", "-am", "An editor's day in Arabic");
  // Cloned where the browser tests' builds ran, and given their Gatsby cache, as a host keeps its
  // cache between builds in the same folder: nothing of the clone comes from it (Gatsby sources
  // the clone's files, and webpack's cache checks every file it reuses), and the build takes
  // half the time of a cold one.
  const clean = BUILD_FOLDER;
  const cache = path.join(work, "cache");
  if (fs.existsSync(path.join(clean, ".cache"))) fs.renameSync(path.join(clean, ".cache"), cache);
  fs.rmSync(clean, { recursive: true, force: true });
  git(work, "clone", "--quiet", project, clean);
  if (fs.existsSync(cache)) fs.renameSync(cache, path.join(clean, ".cache"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(clean, "node_modules"));
  const build = spawnSync("npm", ["run", "build"], {
    cwd: clean,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
  const page_ = (route: string) =>
    fs.readFileSync(path.join(clean, "public", route, "index.html"), "utf8").replace(/<[^>]*>/g, " ");
  const home = page_("");
  const homeAr = page_("ar");
  const { en, ar } = WALKS;
  expect(home).toContain(en.outside.text);
  expect(homeAr).toContain(ar.outside.text);
  for (const { added, duplicate } of [en, ar]) {
    expect(home).toContain(added.question.en);
    expect(home).toContain(duplicate.question.en);
    expect(homeAr).toContain(added.question.ar);
    expect(homeAr).toContain(duplicate.question.ar);
  }
  expect(homeAr).toContain(en.answer.ar);
  expect(homeAr).toContain(ar.answer.ar);
  // Testimonials: the English walk's first gone and third moved up; the Arabic walk's first (that
  // third) gone and last (the fifth) moved up.
  const [first, second, third, fourth, fifth] = testimonials.map((item) => item.name.en);
  expect(home).not.toContain(first);
  expect(home).not.toContain(third);
  expect(home.indexOf(second)).toBeGreaterThan(-1);
  expect(home.indexOf(second)).toBeLessThan(home.indexOf(fifth));
  expect(home.indexOf(fifth)).toBeLessThan(home.indexOf(fourth));
  expect(page_("privacy-policy")).toContain(english.newParagraph.slice(-25));
  expect(page_("ar/privacy-policy")).toContain(arabic.newParagraph.slice(-25));
  // The phone number last saved, the Arabic walk's.
  expect(page_("legal-notice")).toMatch(new RegExp(ar.phone.replace("+", "\\+").replace(/ /g, "\\s")));
});
