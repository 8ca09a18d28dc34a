/**
 * The content editor's stand-in for Node's `fs` when the build's content rules run in the
 * browser (saveHook.ts, bundled by src/editor/editorFiles.ts): a folder in memory,
 * filled from the project folder (or repository) before each save is checked. Only what the
 * content rules call is here.
 */
const files = new Map<string, string>();

const normal = (file: string) =>
  `/${file
    .split("/")
    .filter((part) => part && part !== ".")
    .join("/")}`;

/** Replaces the folder's content: every file by its absolute path ("/project/data/faqs.json"). */
export const setFiles = (entries: Record<string, string>) => {
  files.clear();
  for (const [file, text] of Object.entries(entries)) files.set(normal(file), text);
};

const notFound = (file: string) => Object.assign(new Error(`ENOENT: no such file, '${file}'`), { code: "ENOENT" });

const isDirectory = (dir: string) => {
  const prefix = `${normal(dir)}/`.replace(/^\/\/$/, "/");
  return [...files.keys()].some((file) => file.startsWith(prefix));
};

export const existsSync = (file: string) => files.has(normal(file)) || isDirectory(file);

export const readFileSync = (file: string, encoding?: string) => {
  const text = files.get(normal(file));
  if (text === undefined) throw notFound(file);
  return encoding ? text : new TextEncoder().encode(text);
};

export const writeFileSync = (file: string, text: string) => {
  files.set(normal(file), text);
};

export const mkdirSync = () => undefined;

export const rmSync = (file: string) => {
  files.delete(normal(file));
};

export const readdirSync = (dir: string, options?: { withFileTypes?: boolean }) => {
  const prefix = `${normal(dir)}/`.replace(/^\/\/$/, "/");
  const names = new Map<string, boolean>();
  for (const file of files.keys()) {
    if (!file.startsWith(prefix)) continue;
    const [name, ...rest] = file.slice(prefix.length).split("/");
    names.set(name, names.get(name) || rest.length > 0);
  }
  if (!names.size && !files.has(normal(dir))) throw notFound(dir);
  const sorted = [...names].sort(([a], [b]) => (a < b ? -1 : 1));
  return options?.withFileTypes
    ? sorted.map(([name, directory]) => ({ name, isDirectory: () => directory, isFile: () => !directory }))
    : sorted.map(([name]) => name);
};

export default { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync, readdirSync };
