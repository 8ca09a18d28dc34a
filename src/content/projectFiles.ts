/**
 * Node only: the project's files (problems.ts) read from the disk for the content rules, which
 * the editor runs on the files it reads itself, and what the build, `npm run check` and the
 * commands do with the rules' answers on disk: problems named from the working directory, as
 * the build prints them, and the files the commands change written.
 */
import fs from "fs";
import path from "path";
import { LockFileError } from "./lockFile";
import { recordLegalDates, thisMonth } from "./legalDates";
import { ContentValidationError, BYTE_ORDER_MARK, type ContentProblem, type ProjectFiles } from "./problems";
import { recordTranslations } from "./translations";
import { checkFiles, CONTENT_FOLDERS, RECORD_FILES, STATIC_FOLDER } from "./validate";

/** data/ and locales/ (JSON files with their texts, other files by name), static/ (names) and the records. */
export const readProject = (root: string): ProjectFiles => {
  const files: ProjectFiles = {};
  for (const folder of [...CONTENT_FOLDERS, STATIC_FOLDER]) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    for (const name of fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).sort()) {
      const file = `${folder}/${name.split(path.sep).join("/")}`;
      if (fs.statSync(path.join(root, file)).isDirectory()) continue;
      const text = folder !== STATIC_FOLDER && file.endsWith(".json");
      files[file] = text ? fs.readFileSync(path.join(root, file), "utf8") : "";
    }
  }
  for (const file of RECORD_FILES) {
    try {
      files[file] = fs.readFileSync(path.join(root, file), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw new LockFileError(file, `cannot be read (${(error as Error).message})`);
    }
  }
  return files;
};

/** Writes files of the project, by path in it. */
export const writeProject = (root: string, files: ProjectFiles) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
};

/**
 * The rules' answer for the project at `root` (validate.ts's checkFiles), each problem naming
 * its file from the working directory, as the build prints it.
 */
export const checkContent = (root: string): { problems: ContentProblem[]; warnings: ContentProblem[] } => {
  const shown = (problem: ContentProblem) => ({
    ...problem,
    file: path.relative(process.cwd(), path.join(root, problem.file)) || problem.file,
  });
  try {
    const { problems, warnings } = checkFiles(readProject(root));
    return { problems: problems.map(shown), warnings: warnings.map(shown) };
  } catch (error) {
    if (!(error instanceof LockFileError)) throw error;
    return { problems: [shown({ file: error.file, message: error.problem })], warnings: [] };
  }
};

/** Validates data/ and locales/ under `root`; throws one error listing every problem. */
export const validateContent = (root: string): void => {
  const { problems } = checkContent(root);
  if (problems.length) throw new ContentValidationError(problems);
};

/** A command's target ("data/faqs.json#roi", or a path to it from `root`) by its path in the project. */
const inProject = (root: string) => (target: string) =>
  target.replace(/^[^#]*/, (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/"));

/** `npm run legal-dates:accept` (legalDates.ts's recordLegalDates) on disk; returns the versions dated today. */
export const acceptLegalDates = (root: string, targets: string[] = [], today = thisMonth()): string[] => {
  const { dated, writes } = recordLegalDates(readProject(root), targets.map(inProject(root)), today);
  writeProject(root, writes);
  return dated;
};

/** `npm run translations:accept` (translations.ts's recordTranslations) on disk; returns how many fields changed. */
export const acceptTranslations = (root: string, targets: string[] = []): number => {
  const { changed, writes } = recordTranslations(readProject(root), targets.map(inProject(root)));
  writeProject(root, writes);
  return changed;
};

/**
 * `npm run check -- --fix`: removes the byte-order mark from the start of every JSON file
 * under the folders given, and nothing else (the bytes after it stay as they are). Returns
 * the files changed, relative to `root`.
 */
export const removeByteOrderMarks = (root: string, folders: string[]): string[] =>
  Object.entries(readProject(root))
    .filter(
      ([file, text]) => folders.some((folder) => file.startsWith(`${folder}/`)) && text.startsWith(BYTE_ORDER_MARK),
    )
    .map(([file]) => {
      fs.writeFileSync(path.join(root, file), fs.readFileSync(path.join(root, file)).subarray(3));
      return file;
    });
