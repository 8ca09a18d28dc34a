/**
 * @jest-environment node
 */
/**
 * The branch as the save hook reads it on the live site (src/editor/githubBranch.ts): the whole
 * project in one query, answered by a GitHub GraphQL schema cut down to the fields the hook asks
 * for.
 */
import { buildSchema, graphql } from "graphql";
import { githubProject } from "../../src/editor/githubBranch";

const SCHEMA = buildSchema(`
  union GitObject = Blob | Tree
  type Blob { text: String }
  type Tree { entries: [TreeEntry!]! }
  type TreeEntry { name: String! type: String! object: GitObject }
  type Commit { oid: String! file(path: String!): TreeEntry }
  enum PullRequestState { OPEN CLOSED MERGED }
  type PullRequestConnection { totalCount: Int! }
  type Repository { object(expression: String!): Commit pullRequests(headRefName: String, states: [PullRequestState!], first: Int): PullRequestConnection! }
  type Query { repository(owner: String!, name: String!): Repository }
`);

const BRANCH = {
  "data/faqs.json": '[{ "id": "timeline" }]\n',
  "data/legal/terms-of-service.json": '{ "id": "terms-of-service" }\n',
  "locales/en/common.json": '{ "title": "Home" }\n',
  "translations.lock.json": '{ "data/faqs.json": {} }\n',
};

/** What GitHub holds at `path` on the branch: a file's text, a folder's entries, or nothing. */
const entryAt = (path: string, files: Record<string, string> = BRANCH): object | null => {
  const file = files[path];
  if (file !== undefined)
    return { name: path.split("/").pop(), type: "blob", object: { __typename: "Blob", text: file } };
  const inside = Object.keys(files).filter((name) => name.startsWith(`${path}/`));
  if (!inside.length) return null;
  const names = [...new Set(inside.map((name) => name.slice(path.length + 1).split("/")[0]))];
  const entries = names.map((name) => entryAt(`${path}/${name}`, files));
  return { name: path.split("/").pop(), type: "tree", object: { __typename: "Tree", entries } };
};

/** The branches there are: the deployed one, and a draft's with an open pull request when a test opens one. */
let drafts: Record<string, string> = {};
const ROOT = {
  repository: ({ owner, name }: { owner: string; name: string }) =>
    owner === "ferrolink" && name === "site"
      ? {
          object: ({ expression: branch }: { expression: string }) => {
            const files = branch === "main" ? BRANCH : { ...BRANCH, "data/faqs.json": drafts[branch] };
            const file = ({ path }: { path: string }) => entryAt(path, files);
            return branch === "main" || branch in drafts ? { oid: branch, file } : null;
          },
          pullRequests: ({ headRefName }: { headRefName: string }) => ({ totalCount: headRefName in drafts ? 1 : 0 }),
        }
      : null,
};

let queries: string[];
beforeEach(() => {
  queries = [];
  drafts = {};
  const storage = new Map([["sveltia-cms.user", JSON.stringify({ backendName: "github", token: "test-token" })]]);
  Object.assign(globalThis, {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    fetch: async (_url: string, init: { body: string; headers: Record<string, string> }) => {
      expect(init.headers.Authorization).toBe("token test-token");
      const { query, variables } = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
      queries.push(query);
      const result = await graphql({ schema: SCHEMA, source: query, rootValue: ROOT, variableValues: variables });
      return { status: 200, json: async () => result };
    },
  });
});

const branch = () => githubProject({ repo: "ferrolink/site" })!;

test("the project is read in one query: every file's text at the branch's head, and no record the branch lacks", async () => {
  const files = await branch().read();
  expect(queries).toHaveLength(1);
  expect(files).toEqual(BRANCH);
  expect(files).not.toHaveProperty("legal-dates.lock.json");
});

test("with review, an entry's save reads its draft's branch once the draft is open, and the deployed branch before", async () => {
  const project = githubProject({ repo: "ferrolink/site" }, true)!;
  const faqs = { collection: "lists", slug: "faqs" };
  expect((await project.read(faqs))["data/faqs.json"]).toBe(BRANCH["data/faqs.json"]);
  expect(project.onDraft?.()).toBe(false);
  drafts = { "cms/lists/faqs": '[{ "id": "draft" }]\n' };
  expect((await project.read(faqs))["data/faqs.json"]).toBe('[{ "id": "draft" }]\n');
  expect(project.onDraft?.()).toBe(true);
  // Read for what the editor opened (no entry): the deployed branch, whatever drafts there are.
  expect((await project.read())["data/faqs.json"]).toBe(BRANCH["data/faqs.json"]);
});
