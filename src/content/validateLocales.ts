/**
 * Checks locales/: every file parses, every text is a string no longer than the page has room
 * for (localeLimits.ts), every key exists in every language.
 */
import { LANGUAGES } from "../i18n/languages";
import { jsonFiles, type ContentProblem, type Json, type ProjectFiles } from "./problems";
import { byteOrderMarkProblem, readJson } from "./readJson";
import { longestText } from "./localeLimits";

/** Lists every `a.b.c` key path of a locale object, with problems for non-text leaves. */
const localeKeys = (file: string, value: Json, problems: ContentProblem[], prefix = ""): string[] => {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    problems.push({ file, field: prefix || undefined, message: "expected an object of texts" });
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === "object" && !Array.isArray(child)) {
      return localeKeys(file, child, problems, keyPath);
    }
    const longest = longestText(file.replace(/^.*\/|\.json$/g, ""), keyPath);
    if (typeof child !== "string" || child.trim() === "") {
      problems.push({ file, item: `key "${keyPath}"`, message: "expected a non-empty text" });
    } else if (child.trim().length > longest) {
      problems.push({
        file,
        item: `key "${keyPath}"`,
        message: `the text is ${child.trim().length} characters long, more than the ${longest} the page has room for: shorten it`,
      });
    }
    return [keyPath];
  });
};

/** The problems of locales/ in the project's `files`, each naming its file by its path in the project. */
export const validateLocales = (files: ProjectFiles): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const shown = (language: string, name: string) => `locales/${language}/${name}`;
  const keysByLanguage = new Map<string, Map<string, Set<string>>>();
  for (const language of LANGUAGES) {
    const keysByFile = new Map<string, Set<string>>();
    for (const name of jsonFiles(files, `locales/${language}`)) {
      const file = shown(language, name);
      const { value, problem, byteOrderMark, keyProblems = [] } = readJson(files, file);
      problems.push(...keyProblems);
      if (byteOrderMark) {
        problems.push(
          byteOrderMarkProblem(file, "gatsby-plugin-react-i18next (the package that reads locales/ for the build)"),
        );
      }
      if (problem) problems.push(problem);
      else keysByFile.set(name, new Set(localeKeys(file, value, problems)));
    }
    keysByLanguage.set(language, keysByFile);
  }
  const names = new Set([...keysByLanguage.values()].flatMap((files) => [...files.keys()]));
  for (const name of names) {
    for (const language of LANGUAGES) {
      const own = keysByLanguage.get(language)!.get(name);
      const others = LANGUAGES.filter((other) => other !== language);
      if (!own) {
        if (!problems.some((p) => p.file === shown(language, name))) {
          problems.push({
            file: shown(language, name),
            message: `file is missing (it exists for ${others.join(", ")})`,
          });
        }
        continue;
      }
      for (const other of others) {
        for (const key of keysByLanguage.get(other)!.get(name) ?? []) {
          if (!own.has(key)) {
            problems.push({
              file: shown(language, name),
              item: `key "${key}"`,
              message: `missing translation (present in ${shown(other, name)})`,
            });
          }
        }
      }
    }
  }
  return problems;
};
