/**
 * The content editor's page code (admin/content-guard.js, bundled from this file by
 * src/editor/editorFiles.ts with browser stand-ins for fs, path and crypto):
 *
 * - in local mode, the save check on Sveltia CMS's own preSave event (src/editor/saveHook.ts);
 * - on the live site (GitHub mode), the GraphQL calls Sveltia makes: the commit Sveltia loaded
 *   the branch at, and each commit it sends (createCommitOnBranch), checked against the branch
 *   at the commit it builds on and the files as the editor read them, then completed or refused
 *   (editorGuardCommit.ts). This replaces window.fetch: registered in
 *   src/editor/sveltiaOverrides.ts ("github-commit-guard") until it moves to the hook;
 * - the editor's messages, naming each field by its label in the editor's language.
 */
import { setFiles } from "./nodeStandIns/fs";
import { isGuarded, GUARDED_FOLDERS, RECORD_FILES, type Refusal } from "./guardSave";
import { fromBase64, guardCommit, type CommitInput } from "./guardCommit";
import { ARABIC_SAVE_GUARD } from "./cmsArabic";
import { registerSaveHook, type Cms } from "./saveHook";
import { databaseName, localFolder } from "./localFolder";
import { lockInFolder, registerReviewFormats } from "./translationReview";

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
  collections: {
    label: string;
    format?: string;
    folder?: string;
    fields?: Field[];
    files?: { file: string; fields: Field[] }[];
  }[];
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
    '{place} was changed outside the editor since you opened it; it is now "{value}". To keep some of that text, edit the field; then save again, and your text replaces it.',
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
/** The files as a refusal on this page showed them (see src/editor/saveHook.ts). */
const shown = new Map<string, string>();

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
    const result = guardCommit(ROOT, input, undefined, reads, shown);
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

export const install = () => {
  window.fetch = guardedFetch(window.fetch.bind(window));
};

/** The name of the list field a file's value is (`root`), if it is a list. */
const rootList = (file: string) => fileFields(file).fields.find((field) => field.root)?.name;

/** The local-mode save check, on Sveltia's preSave event (src/editor/saveHook.ts). */
export const registerHooks = (
  cms: Cms & Parameters<typeof registerReviewFormats>[0],
  backend: { name: string; repo: string },
) => {
  // Each text's translation, to review or reviewed, from the project's record (local mode).
  registerReviewFormats(cms, config, async () => lockInFolder(await localFolder(databaseName(backend))));
  registerSaveHook({
    cms,
    database: databaseName(backend),
    rootList,
    message: refusalMessage,
  });
};
