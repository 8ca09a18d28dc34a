/**
 * The content editor's save guard in the browser (admin/content-guard.js, bundled from this
 * file by src/build/contentEditor.ts with browser stand-ins for fs, path and crypto). Sveltia
 * CMS has no hook that can refuse a save with a message, so the page watches what it calls:
 *
 * - in local mode, the folder it was given (File System Access): which file each handle is,
 *   what the editor read from each file, and the last step of each save (Sveltia writes a
 *   temporary file, then moves it over the file). Before that move, the project is read again
 *   from the folder and the save is checked by editorGuard.ts, the build's own rules. A refused
 *   save throws, and Sveltia shows the message ("saving failed") and keeps the form as it is.
 * - on the live site (GitHub mode), the GraphQL calls it makes: the commit Sveltia loaded the
 *   branch at, and each commit it sends (createCommitOnBranch), which is checked against the
 *   branch at the commit it builds on and the files as the editor read them, then completed or
 *   refused (editorGuardCommit.ts).
 * - the configuration the page started Sveltia with, to name each field by its label in the
 *   editor's language.
 */
import { setFiles } from "./browser/fs";
import { guardSave, isGuarded, GUARDED_FOLDERS, RECORD_FILES, type Refusal } from "./editorGuard";
import { fromBase64, guardCommit, type CommitInput } from "./editorGuardCommit";
import { ARABIC_SAVE_GUARD } from "./cmsArabic";

const ROOT = "/project";

type Field = {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: Field[];
  field?: Field;
  root?: boolean;
};
type Config = {
  collections: { label: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] }[];
};

let config: Config = { collections: [] };
let language = "en";

/** The configuration Sveltia CMS runs with, and the language of its interface. */
export const configure = (next: Config, interfaceLanguage: string) => {
  config = next;
  language = interfaceLanguage.toLowerCase().startsWith("ar") ? "ar" : "en";
};

const ENGLISH = {
  notSaved: "Not saved.",
  conflict:
    '{place} was changed outside the editor since it was opened (it is now "{value}"), and this save changes it too. Reload the page to see the file as it is now, then make your change again.',
  deleted: "{place} was deleted or moved outside the editor since it was opened. Reload the page.",
  rule: "{place}: {message}",
  dateNotMoved:
    "{place}: the text of this language version changed, so its date moves with it: set it to {value} (this month) and save again.",
  dateMovedAlone: "{place}: the date changed but the text of this language version did not: put it back to {value}.",
  item: "{list} {number}",
};

/** Keeps an example (a date, a value, a field's English name) in its own direction inside the message. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** The fields of a file in the configuration, and its label. */
const fileFields = (file: string): { label?: string; fields: Field[] } => {
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      const pattern = new RegExp(`^${entry.file.replace(/[.]/g, "\\.").replace("{{locale}}", "[a-z-]+")}$`);
      if (pattern.test(file)) return { label: (entry as { label?: string }).label, fields: entry.fields };
    }
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return { fields: collection.fields ?? [] };
  }
  return { fields: [] };
};

/**
 * Where a problem is, as the editor names it: "FAQs › FAQ 6 › Question › English", from the
 * build's item ("item 5 (id "timeline") > features[1]") and field ("question.en").
 */
const place = (refusal: Refusal): string => {
  const { label, fields: top } = fileFields(refusal.file);
  const trail: string[] = [];
  let fields = top;
  const enter = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      trail.push(name);
      fields = [];
      return undefined;
    }
    trail.push(field.label ?? name);
    fields = field.fields ?? (field.field ? [field.field] : []);
    return field;
  };
  const item = (list: Field | undefined, index: number) => {
    const name = list?.label_singular ?? list?.label ?? "";
    trail.pop();
    if (list?.label) trail.push(list.label);
    trail.push(
      fill(language === "ar" ? ARABIC_SAVE_GUARD.item : ENGLISH.item, { list: name, number: String(index + 1) }),
    );
  };
  for (const part of refusal.item?.split(" > ") ?? []) {
    const top = /^item (\d+)/.exec(part);
    const nested = /^([\w.]+)\[(\d+)\]/.exec(part);
    if (top) {
      const list = fields.find((field) => field.root);
      trail.push("");
      fields = list?.fields ?? [];
      item(list, Number(top[1]));
    } else if (nested) {
      let list: Field | undefined;
      for (const name of nested[1].split(".")) list = enter(name);
      item(list, Number(nested[2]));
    }
  }
  for (const name of refusal.field?.split(".") ?? []) enter(name);
  if (!trail.length) trail.push(label ?? refusal.file);
  return trail.map(isolate).join(" › ");
};

/** The editor's message for a refused save, in the language of its interface. */
export const refusalMessage = (refusals: Refusal[]): string => {
  const words = language === "ar" ? ARABIC_SAVE_GUARD : ENGLISH;
  const lines = refusals.map((refusal) => {
    const values = { place: place(refusal), value: isolate(refusal.value ?? ""), message: "" };
    switch (refusal.kind) {
      case "conflict":
        return fill(refusal.value === undefined ? words.deleted : words.conflict, values);
      case "date-not-moved":
        return fill(words.dateNotMoved, values);
      case "date-moved-alone":
        return fill(words.dateMovedAlone, values);
      default: {
        const rule =
          language === "ar" ? ARABIC_SAVE_GUARD.rules.find(([english]) => english.test(refusal.message)) : undefined;
        const translated =
          rule &&
          refusal.message.replace(rule[0], (...parts: string[]) =>
            rule[1].replace(/\$(\d)/g, (_match, index: string) => isolate(parts[Number(index)])),
          );
        return fill(words.rule, { ...values, message: translated ?? isolate(refusal.message) });
      }
    }
  });
  return [words.notSaved, ...lines].join(" ");
};

// The folder: which file each handle is, and what the editor read from it.
const parents = new WeakMap<FileSystemHandle, { parent: FileSystemDirectoryHandle; name: string }>();
/** Each file's text as the editor's form holds it: as it read it, or as its own save wrote it. */
const known = new Map<string, string>();

/** The folders the editor was given: a file's path starts there. */
const roots = new WeakSet<FileSystemHandle>();

const pathOf = (handle: FileSystemHandle): { root: FileSystemDirectoryHandle; path: string } => {
  const names: string[] = [];
  let current: FileSystemHandle = handle;
  for (let place = parents.get(current); place && !roots.has(current); place = parents.get(current)) {
    names.unshift(place.name);
    current = place.parent;
  }
  return { root: current as FileSystemDirectoryHandle, path: names.join("/") };
};

type DirectoryProto = FileSystemDirectoryHandle & {
  entries(): AsyncIterableIterator<[string, FileSystemHandle]>;
  values(): AsyncIterableIterator<FileSystemHandle>;
};
type Movable = FileSystemHandle & {
  move(...args: (FileSystemDirectoryHandle | string)[]): Promise<void>;
};

const original = {
  getFileHandle: FileSystemDirectoryHandle.prototype.getFileHandle,
  getDirectoryHandle: FileSystemDirectoryHandle.prototype.getDirectoryHandle,
  entries: (FileSystemDirectoryHandle.prototype as DirectoryProto).entries,
  values: (FileSystemDirectoryHandle.prototype as DirectoryProto).values,
  getFile: FileSystemFileHandle.prototype.getFile,
  createWritable: FileSystemFileHandle.prototype.createWritable,
  // Chromium defines move on FileSystemFileHandle itself.
  move: (FileSystemFileHandle.prototype as unknown as Movable).move,
};

const write = async (handle: FileSystemFileHandle, text: string) => {
  const writable = await original.createWritable.call(handle);
  await writable.write(text);
  await writable.close();
};

const fileAt = async (root: FileSystemDirectoryHandle, file: string, create = false) => {
  const parts = file.split("/");
  let dir = root;
  for (const part of parts.slice(0, -1)) dir = await original.getDirectoryHandle.call(dir, part, { create });
  return original.getFileHandle.call(dir, parts[parts.length - 1], { create });
};

/** The project as it is on disk now: the texts the rules read, and the names of the files they look for. */
const readProject = async (root: FileSystemDirectoryHandle): Promise<Record<string, string>> => {
  const files: Record<string, string> = {};
  const walk = async (dir: FileSystemDirectoryHandle, prefix: string, readTexts: boolean) => {
    for await (const [name, handle] of original.entries.call(dir as DirectoryProto)) {
      const file = `${prefix}/${name}`;
      if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, file, readTexts);
      else if (!name.startsWith(".sveltia-tmp-")) {
        files[file] =
          readTexts && name.endsWith(".json")
            ? await (await original.getFile.call(handle as FileSystemFileHandle)).text()
            : "";
      }
    }
  };
  for (const folder of GUARDED_FOLDERS) {
    const dir = await original.getDirectoryHandle.call(root, folder).catch(() => undefined);
    if (dir) await walk(dir, folder, true);
  }
  // Logos the tools list names must exist in static/ (their content does not matter).
  const statics = await original.getDirectoryHandle.call(root, "static").catch(() => undefined);
  if (statics) await walk(statics, "static", false);
  for (const file of RECORD_FILES) {
    const handle = await original.getFileHandle.call(root, file).catch(() => undefined);
    if (handle) files[file] = await (await original.getFile.call(handle)).text();
  }
  return files;
};

/** Checks a save of `file` (its new text) and returns what to write, or throws the editor's message. */
const guardedSave = async (root: FileSystemDirectoryHandle, file: string, text: string) => {
  const project = await readProject(root);
  setFiles(Object.fromEntries(Object.entries(project).map(([name, content]) => [`${ROOT}/${name}`, content])));
  const result = guardSave(ROOT, { path: file, text, read: known.get(file) });
  if (!("writes" in result)) throw new Error(refusalMessage(result.refusals));
  return { text, writes: result.writes };
};

const refused = new WeakMap<FileSystemHandle, Error>();

// The live site (GitHub mode): the commit a save makes, checked before it is sent.
const GITHUB_GRAPHQL = "https://api.github.com/graphql";

type TreeEntry = { name: string; type: string; object: { text?: string | null; entries?: TreeEntry[] } | null };

/** The files the rules read, in the repository at a commit: one query, three folders deep. */
const TREE = (depth: number): string =>
  depth
    ? `entries { name type object { ... on Blob { text } ... on Tree { ${TREE(depth - 1)} } } }`
    : "entries { name type }";

const repositoryFiles = async (
  fetcher: typeof fetch,
  headers: HeadersInit | undefined,
  nameWithOwner: string,
  oid: string,
): Promise<Record<string, string>> => {
  const [owner, name] = nameWithOwner.split("/");
  const folders = [...GUARDED_FOLDERS, "static"];
  const query = `query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${[
    ...folders.map(
      (folder, index) => `f${index}: object(expression: "${oid}:${folder}") { ... on Tree { ${TREE(3)} } }`,
    ),
    ...RECORD_FILES.map((file, index) => `r${index}: object(expression: "${oid}:${file}") { ... on Blob { text } }`),
  ].join(" ")} } }`;
  const response = await fetcher(GITHUB_GRAPHQL, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: { owner, name } }),
  });
  const { data } = (await response.json()) as {
    data: { repository: Record<string, { text?: string; entries?: TreeEntry[] } | null> };
  };
  const files: Record<string, string> = {};
  const walk = (entries: TreeEntry[], prefix: string) => {
    for (const entry of entries) {
      const file = `${prefix}/${entry.name}`;
      if (entry.type === "tree") walk(entry.object?.entries ?? [], file);
      else files[file] = file.endsWith(".json") ? (entry.object?.text ?? "") : "";
    }
  };
  folders.forEach((folder, index) => walk(data.repository[`f${index}`]?.entries ?? [], folder));
  RECORD_FILES.forEach((file, index) => {
    const text = data.repository[`r${index}`]?.text;
    if (typeof text === "string") files[file] = text;
  });
  return files;
};

/** The texts of some files at a commit (undefined for a file not there). */
const textsAt = async (
  fetcher: typeof fetch,
  headers: HeadersInit | undefined,
  nameWithOwner: string,
  oid: string,
  files: string[],
): Promise<Record<string, string | undefined>> => {
  if (!files.length) return {};
  const [owner, name] = nameWithOwner.split("/");
  const query = `query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${files
    .map((file, index) => `t${index}: object(expression: ${JSON.stringify(`${oid}:${file}`)}) { ... on Blob { text } }`)
    .join(" ")} } }`;
  const response = await fetcher(GITHUB_GRAPHQL, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: { owner, name } }),
  });
  const { data } = (await response.json()) as { data: { repository: Record<string, { text?: string } | null> } };
  return Object.fromEntries(files.map((file, index) => [file, data.repository[`t${index}`]?.text ?? undefined]));
};

/**
 * What the editor's forms hold on the live site: Sveltia CMS loads the branch at one commit
 * (the first head it asks for; from its cache, or fetched) and keeps a file's form as loaded, or
 * as its own save sent it, until the page is reloaded.
 */
let loadedHead: string | undefined;
const sent = new Map<string, string>();

const requestBody = (init: RequestInit | undefined) => (typeof init?.body === "string" ? init.body : "");
/** Sveltia's question for the branch's head: its newest commit's oid and message. */
const isHeadQuery = (body: string) => /history\(first: 1\) \{ nodes \{ oid message/.test(body);

/** fetch, with each commit Sveltia CMS makes checked (and completed) by the guard first. */
const guardedFetch =
  (fetcher: typeof fetch): typeof fetch =>
  async (resource, init) => {
    const url = typeof resource === "string" ? resource : resource instanceof URL ? resource.href : resource.url;
    const body = requestBody(init);
    if (url !== GITHUB_GRAPHQL || !body.includes("createCommitOnBranch")) {
      const response = await fetcher(resource, init);
      if (url === GITHUB_GRAPHQL && !loadedHead && isHeadQuery(body)) {
        const answer = (await response.clone().json()) as {
          data?: { repository?: { ref?: { target?: { history?: { nodes?: { oid: string }[] } } } } };
        };
        loadedHead = answer.data?.repository?.ref?.target?.history?.nodes?.[0]?.oid;
      }
      return response;
    }
    const request = JSON.parse(body) as {
      variables: { input: CommitInput & { branch: { repositoryNameWithOwner: string } } };
    };
    const { input } = request.variables;
    const repository = input.branch.repositoryNameWithOwner;
    const saving = (input.fileChanges.additions ?? []).filter((addition) => isGuarded(addition.path));
    const project = await repositoryFiles(fetcher, init?.headers, repository, input.expectedHeadOid);
    // What the editor read: its own last save of a file, else the file at the commit Sveltia
    // loaded (the head itself while nothing was committed since).
    const readAtLoad = saving.map((addition) => addition.path).filter((file) => !sent.has(file));
    const reads: Record<string, string | undefined> = {
      ...(loadedHead && loadedHead !== input.expectedHeadOid
        ? await textsAt(fetcher, init?.headers, repository, loadedHead, readAtLoad)
        : Object.fromEntries(readAtLoad.map((file) => [file, project[file]]))),
      ...Object.fromEntries(
        saving
          .filter((addition) => sent.has(addition.path))
          .map((addition) => [addition.path, sent.get(addition.path)]),
      ),
    };
    setFiles(Object.fromEntries(Object.entries(project).map(([name, content]) => [`${ROOT}/${name}`, content])));
    const result = guardCommit(ROOT, input, undefined, reads);
    if (!("input" in result)) throw new Error(refusalMessage(result.refusals));
    const response = await fetcher(resource, {
      ...init,
      body: JSON.stringify({ ...request, variables: { ...request.variables, input: result.input } }),
    });
    const answer = (await response.clone().json()) as {
      data?: { createCommitOnBranch?: { commit?: Record<string, unknown> } | null };
    };
    const commit = answer.data?.createCommitOnBranch?.commit;
    if (!commit) return response;
    // Sveltia keeps each saved file as it sent it: that is what its form holds from now on.
    for (const addition of saving) sent.set(addition.path, fromBase64(addition.contents));
    // A file the guard changed (merged with a commit made since) is not the text Sveltia keeps
    // in its cache: without its new oid, Sveltia reads it again when the page is next loaded.
    const original = new Map(saving.map((addition) => [addition.path, addition.contents]));
    const { query } = JSON.parse(body) as { query: string };
    for (const [, alias, file] of query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)) {
      const path = JSON.parse(file) as string;
      const guarded = result.input.fileChanges.additions?.find((addition) => addition.path === path);
      if (original.has(path) && guarded?.contents !== original.get(path)) delete commit[alias];
    }
    return new Response(JSON.stringify(answer), { status: response.status, headers: response.headers });
  };

/**
 * A file of the project written in place: Sveltia does so where it cannot move a file it wrote
 * (no move, or Brave), in one write of the whole text. The text is checked when it is written,
 * and a refused save leaves the file as it was (the browser keeps a writable's data aside
 * until it is closed; it is aborted). Sveltia shows the error of the write.
 */
const guardedWritable = (
  writable: FileSystemWritableFileStream,
  root: FileSystemDirectoryHandle,
  file: string,
): FileSystemWritableFileStream => {
  let done = false;
  let saved: { text: string; writes: Record<string, string> } | undefined;
  const stream = {
    async write(data: FileSystemWriteChunkType) {
      const chunk =
        typeof data === "object" && data !== null && "type" in data && !(data instanceof Blob) ? data.data : data;
      const text = typeof chunk === "string" ? chunk : await new Response(chunk as BodyInit).text();
      try {
        saved = await guardedSave(root, file, text);
      } catch (error) {
        done = true;
        await writable.abort();
        throw error;
      }
      await writable.write(saved.writes[file]);
    },
    async close() {
      if (done) return;
      done = true;
      await writable.close();
      if (!saved) return;
      for (const [other, content] of Object.entries(saved.writes)) {
        if (other !== file) await write(await fileAt(root, other, true), content);
      }
      known.set(file, saved.text);
    },
    async abort(reason?: unknown) {
      if (done) return;
      done = true;
      await writable.abort(reason);
    },
  };
  return stream as unknown as FileSystemWritableFileStream;
};

export const install = () => {
  window.fetch = guardedFetch(window.fetch.bind(window));
  const picker = (window as { showDirectoryPicker?: (...args: unknown[]) => Promise<FileSystemDirectoryHandle> })
    .showDirectoryPicker;
  if (picker) {
    Object.assign(window, {
      showDirectoryPicker: async (...args: unknown[]) => {
        const folder = await picker.apply(window, args);
        roots.add(folder);
        return folder;
      },
    });
  }
  const proto = FileSystemDirectoryHandle.prototype as DirectoryProto;
  proto.getFileHandle = async function (this: FileSystemDirectoryHandle, name, options) {
    const handle = await original.getFileHandle.call(this, name, options);
    parents.set(handle, { parent: this, name });
    return handle;
  };
  proto.getDirectoryHandle = async function (this: FileSystemDirectoryHandle, name, options) {
    const handle = await original.getDirectoryHandle.call(this, name, options);
    parents.set(handle, { parent: this, name });
    return handle;
  };
  proto.entries = async function* (this: FileSystemDirectoryHandle) {
    for await (const [name, handle] of original.entries.call(this as DirectoryProto)) {
      parents.set(handle, { parent: this, name });
      yield [name, handle] as [string, FileSystemHandle];
    }
  };
  proto.values = async function* (this: FileSystemDirectoryHandle) {
    for await (const handle of original.values.call(this as DirectoryProto)) {
      parents.set(handle, { parent: this, name: handle.name });
      yield handle;
    }
  };
  FileSystemFileHandle.prototype.getFile = async function (this: FileSystemFileHandle) {
    const file = await original.getFile.call(this);
    const { path } = pathOf(this);
    // The first read is what the editor's form holds; Sveltia reads a file again after writing
    // it, which changes nothing in the form (see the end of move).
    if (isGuarded(path) && !known.has(path)) known.set(path, await file.text());
    return file;
  };
  FileSystemFileHandle.prototype.createWritable = async function (this: FileSystemFileHandle, options) {
    const writable = await original.createWritable.call(this, options);
    const { root, path: file } = pathOf(this);
    return isGuarded(file) ? guardedWritable(writable, root, file) : writable;
  };
  // A browser without move (Safari, Firefox, an older Chromium; Brave, where Sveltia does not
  // use it) gets none: Sveltia then writes each file itself, through createWritable above.
  if (!original.move) return;
  (FileSystemFileHandle.prototype as unknown as Movable).move = async function (this: FileSystemHandle, ...args) {
    const [target, newName] = typeof args[0] === "string" ? [undefined, args[0]] : [args[0], args[1] as string];
    const from = pathOf(this);
    const dir = target ? pathOf(target as FileSystemDirectoryHandle).path : from.path.split("/").slice(0, -1).join("/");
    const file = [dir, newName ?? this.name].filter(Boolean).join("/");
    if (this.kind !== "file" || !isGuarded(file)) return original.move.apply(this, args);
    // Sveltia tries a move again when it fails: the answer stays the same.
    const earlier = refused.get(this);
    if (earlier) throw earlier;
    let saved: { text: string; writes: Record<string, string> };
    try {
      saved = await guardedSave(
        from.root,
        file,
        await (await original.getFile.call(this as FileSystemFileHandle)).text(),
      );
    } catch (error) {
      refused.set(this, error as Error);
      throw error;
    }
    const { [file]: own, ...others } = saved.writes;
    await write(this as FileSystemFileHandle, own);
    await original.move.apply(this, args);
    parents.set(this, {
      parent: (target as FileSystemDirectoryHandle) ?? parents.get(this)!.parent,
      name: newName ?? this.name,
    });
    for (const [other, content] of Object.entries(others)) await write(await fileAt(from.root, other, true), content);
    // What the editor now holds for this file is what it wrote; the others it holds as it read them.
    known.set(file, saved.text);
  };
};
