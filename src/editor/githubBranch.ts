/**
 * The project as the save hook reads and writes it on the live site, through GitHub's GraphQL API
 * with the editor's token (Sveltia's account record). With review (editorial_workflow) a save goes
 * to its entry's draft, Sveltia's branch "cms/<collection>/<slug>" (registered), read once its pull
 * request is open, else the deployed branch it starts from. Read: in one query. Write: a commit on
 * Sveltia's, on the same branch (the records ride in the draft); refused if the branch moved.
 */
import type { Project } from "./saveHook";
import { CONTENT_FOLDERS, RECORD_FILES, STATIC_FOLDER } from "../content/validate";
import { signedIn } from "./localFolder";

type TreeEntry = { name: string; type: string; object: { text?: string | null; entries?: TreeEntry[] } | null };
type Head = { oid: string; history: { nodes: { oid: string }[] } } & Record<string, { object: TreeEntry["object"] }>;

/** A folder's files: its entries three folders deep, with their texts. */
const treeFields = (depth: number): string =>
  depth
    ? `entries { name type object { ... on Blob { text } ... on Tree { ${treeFields(depth - 1)} } } }`
    : "entries { name type }";

const FOLDERS = [...CONTENT_FOLDERS, STATIC_FOLDER];
const PROJECT_QUERY = `${FOLDERS.map((folder, index) => `f${index}: file(path: "${folder}") { object { ... on Tree { ${treeFields(3)} } } }`).join(" ")} ${RECORD_FILES.map((file, index) => `r${index}: file(path: "${file}") { object { ... on Blob { text } } }`).join(" ")}`;

/** Sveltia's branch for an entry's draft. */
export const draftBranch = ({ collection, slug }: { collection: string; slug: string }) =>
  `cms/${collection}/${slug.replaceAll("%", "%25").replaceAll("/", "%2F")}`;

const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(""));

export const githubProject = (backend: { repo: string; branch?: string }, review = false): Project | undefined => {
  const { backendName, token } = signedIn();
  if (backendName !== "github" || !token) return undefined;
  const [owner, name] = backend.repo.split("/");
  const deployed = backend.branch ?? "main";
  const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const response = await fetch("https://api.github.com/graphql", {
      method: "POST",
      headers: { Authorization: `token ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const { data, errors } = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!data || errors?.length) throw new Error(errors?.[0]?.message ?? `GitHub answered ${response.status}`);
    return data;
  };
  const repository = async <T>(fields: string) =>
    (await graphql<{ repository: T }>(`{ repository(owner: "${owner}", name: "${name}") { ${fields} } }`)).repository;
  /** Fields of a commit: `at`, a branch's head or a commit's oid. */
  const commit = async (fields: string, at: string) =>
    (await repository<{ object: Head }>(`object(expression: "${at}") { oid ... on Commit { ${fields} } }`)).object;
  const files = (target: Head) => {
    const found: Record<string, string> = {};
    const walk = (entries: TreeEntry[], prefix: string) => {
      for (const entry of entries) {
        const file = `${prefix}/${entry.name}`;
        if (entry.type === "tree") walk(entry.object?.entries ?? [], file);
        else found[file] = file.endsWith(".json") ? (entry.object?.text ?? "") : "";
      }
    };
    FOLDERS.forEach((folder, index) => walk(target[`f${index}`]?.object?.entries ?? [], folder));
    RECORD_FILES.forEach((file, index) => {
      const text = target[`r${index}`]?.object?.text;
      if (typeof text === "string") found[file] = text;
    });
    return found;
  };
  /** The branch a save goes to, whether it is an open draft, the head read, Sveltia's commit of the entry. */
  let [branch, onDraft, readAt, saved] = [deployed, false, "", ""];
  return {
    read: async (entry) => {
      if (entry) {
        branch = review ? draftBranch(entry) : deployed;
        const open = `pullRequests(headRefName: "${branch}", states: OPEN, first: 1) { totalCount }`;
        onDraft =
          review && !!(await repository<{ pullRequests: { totalCount: number } }>(open)).pullRequests.totalCount;
      }
      const target = await commit(PROJECT_QUERY, entry && onDraft ? branch : deployed);
      readAt = target.oid;
      return files(target);
    },
    onDraft: () => onDraft,
    changedWhileSaving: async () => {
      const [head, parent] = (await commit("history(first: 2) { nodes { oid } }", branch)).history.nodes;
      saved = head.oid;
      return parent?.oid === readAt ? undefined : files(await commit(PROJECT_QUERY, parent.oid));
    },
    write: async (writes, message) => {
      await graphql(
        "mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
        {
          input: {
            branch: { repositoryNameWithOwner: backend.repo, branchName: branch },
            expectedHeadOid: saved,
            fileChanges: {
              additions: Object.entries(writes).map(([path, text]) => ({ path, contents: base64(text) })),
            },
            message: { headline: message },
          },
        },
      );
    },
  };
};
