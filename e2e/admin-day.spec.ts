// An editor's day with the content editor, as the README tells it: on a clone of the project,
// the README's own command starts the editor; a phone number, a privacy-policy paragraph (its
// date moves), an Arabic FAQ answer, testimonials reordered and deleted, an FAQ added and one
// duplicated, while a file changes on disk. A clean clone of the result then builds with
// `npm run build` as it is, and every change is on its page. The same walk runs with the
// editor's interface in Arabic, chosen from the browser's language; it finds its way by the
// labels of the configuration in that language (admin/config.ar.json), not by English words.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { test, expect } from "./fixtures";
import {
  checkProject,
  contentFiles,
  datedLongAgo,
  field,
  openEditor,
  openFile,
  readOnDisk,
  refusalText,
  save,
  saveBack,
  textBox,
  writeOnDisk,
} from "./admin";
import { thisMonth } from "../src/content/legalDates";
import { cmsConfigFile } from "../src/editor/cmsConfig";
import { withSveltiaArabic } from "../src/editor/cmsSveltiaArabic";

const ROOT = path.join(__dirname, "..");
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
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
  // Arabic as the site serves it: Sveltia's file with the texts it lacks added (cmsSveltiaArabic.ts).
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

const ANSWER_AR = "نعم، ونبقى معك بعد الإطلاق أيضًا.";
const NEW_FAQ = {
  id: "data-security",
  question: { en: "Where is our data kept?", ar: "أين تُحفظ بياناتنا؟" },
  answer: {
    en: "On servers in the EU, under a data processing agreement.",
    ar: "على خوادم داخل الاتحاد الأوروبي، بموجب اتفاقية معالجة بيانات.",
  },
};
const DUPLICATE = {
  id: "data-location",
  question: { en: "Can our data stay on our premises?", ar: "هل يمكن أن تبقى بياناتنا لدينا؟" },
};
const PHONE = "+49 203 7391 4599";
const OUTSIDE_QUESTION = "How long does a project usually take?";

// Both walks start the README's command, which serves the editor on one fixed port: one after the other.
test.describe.configure({ mode: "default" });

for (const language of ["en", "ar"]) {
  test.describe(`an editor's day, the editor's interface in ${language === "ar" ? "Arabic" : "English"} from the browser's language`, () => {
    test.use({
      locale: language,
      // Each step is quick; the test's long time is for the build at its end.
      actionTimeout: 30_000,
      navigationTimeout: 30_000,
      allowedConsole: /Error: (Not saved\.|لم يُحفظ شيء\.)/,
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

    test("the README's command starts the editor; every change is saved, kept with the one made on disk meanwhile, and on its page after a clean clone's npm run build", async ({
      page,
    }) => {
      test.setTimeout(25 * 60_000);
      const config: Config = JSON.parse(fs.readFileSync(path.join(ROOT, cmsConfigFile(language)), "utf8"));
      const say = sveltia(language);
      const month = thisMonth();

      // The project, as a clone; its legal pages last dated in January 2025, so that their dates have to move.
      const project = path.join(work, "project");
      git(work, "clone", "--quiet", ROOT, project);
      fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
      datedLongAgo(project);
      git(project, "commit", "--quiet", "-am", "The legal pages as of January 2025");
      const before = contentFiles(project);
      const faqs = JSON.parse(before["data/faqs.json"]);
      const testimonials = JSON.parse(before["data/testimonials.json"]);

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

      await openEditor(page, project, { language: null, url });
      // Without a repository to save to, only the local folder is offered: no sign-in that cannot work.
      await expect(page.getByRole("button", { name: say("work_with_local_repo") })).toBeVisible();
      const [signInBefore] = say("sign_in_with_x").split("{$service}");
      await expect(page.getByRole("button", { name: new RegExp(`^${signInBefore}`) })).toHaveCount(0);
      await expect(page.getByRole("button", { name: say("sign_in_using_access_token") })).toHaveCount(0);
      await page.getByRole("button", { name: say("work_with_local_repo") }).click();
      // Each file after the first in a new visit of the editor, as after closing its tab: it opens
      // the folder again by itself.
      let visits = 0;
      const open = async (collection: string, file: string) => {
        if (visits++) await page.goto("about:blank");
        await openFile(page, collection, file, url);
        await field(page, { lists: "items", legal: "id", site: "brandName" }[collection]!).waitFor();
      };
      const saved = async () => {
        await save(page);
        await expect(page.getByText(say("entry_saved"))).toBeVisible({ timeout: 20_000 });
      };
      const ok = () => page.getByRole("button", { name: say("ok"), exact: true }).click();

      // A privacy-policy paragraph, in the interface's language: refused until its date moves.
      await open("legal", "privacy-policy");
      const paragraph = await textBox(page, `intro.${language}.0`);
      const newParagraph = `${await paragraph.inputValue()} ${language === "ar" ? "نحدّث هذه الصفحة باستمرار." : "We keep this page current."}`;
      await paragraph.fill(newParagraph);
      await save(page);
      const dateField = `${labelOf(config, "legal", undefined, "lastUpdated")} › ${labelOf(config, "legal", undefined, `lastUpdated.${language}`)}`;
      expect(await refusalText(page)).toContain(`${dateField}:`);
      expect(await refusalText(page)).toContain(month);
      await ok();
      await (await textBox(page, `lastUpdated.${language}`)).fill(month);
      await saved();

      // The phone number: the legal pages that show it are dated with it.
      await open("site", "site");
      await (await textBox(page, "contact.phone")).fill(PHONE);
      await saved();

      // FAQs: an Arabic answer, a new question, and one duplicated and made its own;
      // meanwhile a code editor changes the first question on disk.
      await open("lists", "faqs");
      await (await textBox(page, "items.1.answer.ar")).fill(ANSWER_AR);
      // Sveltia CMS sets the name apart in its own direction ("Add \u2068FAQ\u2069").
      const [addBefore, addAfter] = say("add_x").split("{$name}");
      const faq = labelOf(config, "lists", "faqs", "items", true);
      await page.getByRole("button", { name: new RegExp(`^${addBefore}\u2068?${faq}\u2069?${addAfter}$`) }).click();
      const added = faqs.length;
      await (await textBox(page, `items.${added}.id`)).fill(NEW_FAQ.id);
      for (const [key, text] of Object.entries({ question: NEW_FAQ.question, answer: NEW_FAQ.answer })) {
        for (const code of ["en", "ar"] as const)
          await (await textBox(page, `items.${added}.${key}.${code}`)).fill(text[code]);
      }
      await field(page, "items")
        .locator(".item")
        .nth(added)
        .getByRole("button", { name: say("list_item_options") })
        .click();
      await page.getByRole("menuitem", { name: say("duplicate") }).click();
      await (await textBox(page, `items.${added + 1}.id`)).fill(DUPLICATE.id);
      for (const code of ["en", "ar"] as const) {
        await (await textBox(page, `items.${added + 1}.question.${code}`)).fill(DUPLICATE.question[code]);
      }
      const outside = JSON.parse(await readOnDisk(page, "data/faqs.json"));
      outside[0].question.en = OUTSIDE_QUESTION;
      await writeOnDisk(page, "data/faqs.json", json(outside));
      await saved();

      // Testimonials: the third moves up, the first goes.
      await open("lists", "testimonials");
      const third = field(page, "items").locator(".item").nth(2);
      await third.getByRole("button", { name: say("reorder_item") }).press("ArrowUp");
      await field(page, "items")
        .locator(".item")
        .first()
        .getByRole("button", { name: say("remove") })
        .first()
        .click();
      await saved();

      expect(await saveBack(page, project)).toEqual([
        "data/faqs.json",
        "data/legal/privacy-policy.json",
        "data/legal/terms-of-service.json",
        "data/site.json",
        "data/testimonials.json",
        "legal-dates.lock.json",
      ]);
      const check = checkProject(project);
      expect(check.status, check.output).toBe(0);
      const after = contentFiles(project);
      expect(JSON.parse(after["data/faqs.json"])[0].question.en).toBe(OUTSIDE_QUESTION);
      expect(JSON.parse(after["data/legal/privacy-policy.json"]).lastUpdated[language]).toBe(month);
      expect(JSON.parse(after["data/testimonials.json"]).map((item: { id: string }) => item.id)).toEqual([
        testimonials[2].id,
        testimonials[1].id,
        ...testimonials.slice(3).map((item: { id: string }) => item.id),
      ]);

      // A clean clone of the result builds as it is, and shows every change.
      // The files the editor changed (the node_modules link stays out of the commit).
      git(project, "commit", "--quiet", "-am", "An editor's day");
      const clean = path.join(work, "clean");
      git(work, "clone", "--quiet", project, clean);
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
      expect(home).toContain(OUTSIDE_QUESTION);
      expect(home).toContain(NEW_FAQ.question.en);
      expect(home).toContain(DUPLICATE.question.en);
      expect(homeAr).toContain(ANSWER_AR);
      expect(home).not.toContain(testimonials[0].name.en);
      expect(home.indexOf(testimonials[2].name.en)).toBeLessThan(home.indexOf(testimonials[1].name.en));
      const privacy = page_(language === "ar" ? "ar/privacy-policy" : "privacy-policy");
      expect(privacy).toContain(newParagraph.slice(-25));
      expect(page_("legal-notice")).toMatch(/\+49\s203\s7391\s4599/);
    });
  });
}
