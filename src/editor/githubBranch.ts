/**
 * The project as the save hook reads and writes it on the live site (GitHub mode): the branch
 * Sveltia CMS commits to, through GitHub's GraphQL API with the token the editor signed in with
 * (Sveltia's account record). Read: the files the rules read, at the branch's head now, in one
 * query. Write: a commit of the hook's own, made on Sveltia's commit of the entry; GitHub refuses
 * it if the branch has moved since.
 */
import type { Project } from "./saveHook";
import { CONTENT_FOLDERS, RECORD_FILES, STATIC_FOLDER } from "../content/validate";
import { signedIn } from "./localFolder";

type TreeEntry = { name: string; type: string; object: { text?: string | null; entries?: TreeEntry[] } | null };
type Head = { oid: string; history: { nodes: { oid: string }[] } } & Record<string, { object: TreeEntry["object"] }>;

/** A folder's files: its entries three folders deep, with their texts. */
const TREE = (depth: number): string =>
  depth
    ? `entries { name type object { ... on Blob { text } ... on Tree { ${TREE(depth - 1)} } } }`
    : "entries { name type }";

const FOLDERS = [...CONTENT_FOLDERS, STATIC_FOLDER];
const PROJECT_QUERY = `${FOLDERS.map((folder, index) => `f${index}: file(path: "${folder}") { object { ... on Tree { ${TREE(3)} } } }`).join(" ")} ${RECORD_FILES.map((file, index) => `r${index}: file(path: "${file}") { object { ... on Blob { text } } }`).join(" ")}`;

const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(""));

export const githubProject = (backend: { repo: string; branch?: string }): Project | undefined => {
  const { backendName, token } = signedIn();
  if (backendName !== "github" || !token) return undefined;
  const [owner, name] = backend.repo.split("/");
  const branch = backend.branch ?? "main";
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch("https://api.github.com/graphql", {
      method: "POST",
      headers: { Authorization: `token ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const { data, errors } = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!data || errors?.length) throw new Error(errors?.[0]?.message ?? `GitHub answered ${response.status}`);
    return data;
  };
  /** Fields of a commit: the branch's head, or the commit `oid`. */
  const commit = async (fields: string, oid?: string) => {
    const at = oid ? `object(oid: "${oid}")` : `ref(qualifiedName: "refs/heads/${branch}") { target`;
    const data = await graphql<{ repository: { object?: Head; ref?: { target: Head } } }>(
      `query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${at} { oid ... on Commit { ${fields} } } ${oid ? "" : "}"} } }`,
      { owner, name },
    );
    return (data.repository.object ?? data.repository.ref?.target) as Head;
  };
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
  /** The head the project was last read at, and Sveltia's commit of the entry made after. */
  let readAt = "";
  let saved = "";
  return {
    read: async () => {
      const target = await commit(PROJECT_QUERY);
      readAt = target.oid;
      return files(target);
    },
    changedWhileSaving: async () => {
      const [head, parent] = (await commit("history(first: 2) { nodes { oid } }")).history.nodes;
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
