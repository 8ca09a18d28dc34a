// A stand-in for GitHub's API on 127.0.0.1, for the content editor's tests in GitHub mode
// (e2e/admin-github.spec.ts): one repository with one branch, holding a project's files, and
// the calls Sveltia CMS and the editor's save guard make for them:
//
//   REST     GET /user, GET /repos/:owner/:repo/collaborators/:login,
//            GET /repos/:owner/:repo/git/trees/:sha?recursive=1, GET /repos/:owner/:repo/git/blobs/:sha
//   GraphQL  POST /graphql: repository { ref, defaultBranchRef, object(oid | expression) },
//            a commit's history and files, and the mutation createCommitOnBranch, which GitHub
//            refuses when expectedHeadOid is not the branch's head (as here).
//
// Object ids are Git's (sha1 of "blob <size>\0<content>"). Each call needs the token
// ("Authorization: token <token>"). The test makes someone else's commits with commit().
import crypto from "crypto";
import http from "http";
import { buildSchema, graphql } from "graphql";

const SCHEMA = buildSchema(`
  interface GitObject { oid: String! }
  type Blob implements GitObject { oid: String! text: String isTruncated: Boolean! byteSize: Int! }
  type Tree implements GitObject { oid: String! entries: [TreeEntry!]! }
  type TreeEntry { name: String! path: String! type: String! oid: String! object: GitObject }
  type User { login: String! databaseId: Int }
  type GitActor { name: String email: String avatarUrl: String user: User }
  type CommitHistoryConnection { nodes: [Commit!]! }
  type StatusContext { context: String state: String targetUrl: String description: String }
  type Status { contexts: [StatusContext!]! }
  type DeploymentStatus { state: String environmentUrl: String description: String }
  type Deployment { environment: String latestStatus: DeploymentStatus }
  type DeploymentConnection { nodes: [Deployment!]! }
  enum DeploymentOrderField { CREATED_AT }
  enum OrderDirection { ASC DESC }
  input DeploymentOrder { field: DeploymentOrderField! direction: OrderDirection! }
  type CheckRun { name: String status: String conclusion: String detailsUrl: String summary: String }
  type CheckRunConnection { nodes: [CheckRun!]! }
  type CheckSuite { checkRuns(last: Int): CheckRunConnection! }
  type CheckSuiteConnection { nodes: [CheckSuite!]! }
  type Commit implements GitObject {
    oid: String!
    message: String!
    committedDate: String!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection!
    checkSuites(last: Int): CheckSuiteConnection!
  }
  type Ref { name: String! target: GitObject }
  type Repository {
    ref(qualifiedName: String!): Ref
    defaultBranchRef: Ref
    object(oid: String, expression: String): GitObject
  }
  type Query { repository(owner: String!, name: String!): Repository }
  input CommittableBranch { repositoryNameWithOwner: String branchName: String! }
  input FileAddition { path: String! contents: String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CommitMessage { headline: String! body: String }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: String!
    fileChanges: FileChanges
    message: CommitMessage!
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { commit: Commit }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
`);

const sha1 = (text) => crypto.createHash("sha1").update(text).digest("hex");
const blobId = (content) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));

/**
 * Starts the double. `files`: the branch's first commit, by path ("data/faqs.json") → content.
 * Returns its address, and what a test does beside the editor: commit as someone else, read the
 * branch, list the commits.
 */
export const startGithubDouble = async ({ owner, repo, branch = "main", token, files, port = 0 }) => {
  const blobs = new Map();
  const commits = new Map();
  const user = { login: "editor", id: 4601, name: "Site Editor", email: "editor@example.com" };
  let head = "";

  const commitFiles = (parent, changes, message, author) => {
    const tree = new Map(parent ? commits.get(parent).files : []);
    for (const [file, content] of Object.entries(changes)) {
      if (content === null) tree.delete(file);
      else {
        const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
        const oid = blobId(bytes);
        blobs.set(oid, bytes);
        tree.set(file, oid);
      }
    }
    const committedDate = new Date(Date.now() + commits.size).toISOString();
    const listing = [...tree].sort().map(([file, oid]) => `${oid} ${file}`);
    const oid = sha1(`commit ${parent} ${message} ${committedDate}\n${listing.join("\n")}`);
    commits.set(oid, { oid, parent, message, committedDate, files: tree, author });
    head = oid;
    return oid;
  };

  // GraphQL objects: plain objects whose functions graphql-js calls with a field's arguments.
  const blobObject = (oid) => {
    const bytes = blobs.get(oid);
    return { __typename: "Blob", oid, text: bytes.toString("utf8"), isTruncated: false, byteSize: bytes.length };
  };
  const treeObject = (commit, dir) => {
    const prefix = dir ? `${dir}/` : "";
    const children = new Map();
    for (const [file, oid] of commit.files) {
      if (!file.startsWith(prefix)) continue;
      const [name, ...rest] = file.slice(prefix.length).split("/");
      children.set(name, rest.length ? "tree" : oid);
    }
    if (!children.size) return null;
    const entries = [...children].sort().map(([name, oid]) => {
      const child = `${prefix}${name}`;
      const object = oid === "tree" ? treeObject(commit, child) : blobObject(oid);
      return { name, path: child, type: oid === "tree" ? "tree" : "blob", oid: object.oid, object };
    });
    return { __typename: "Tree", oid: sha1(entries.map((entry) => `${entry.oid} ${entry.name}`).join("\n")), entries };
  };
  const atPath = (commit, file) =>
    commit.files.has(file) ? blobObject(commit.files.get(file)) : treeObject(commit, file);
  const commitObject = (oid) => {
    const commit = commits.get(oid);
    const author = commit.author ?? user;
    return {
      __typename: "Commit",
      oid,
      message: commit.message,
      committedDate: commit.committedDate,
      author: {
        name: author.name,
        email: author.email,
        avatarUrl: "",
        user: { login: author.login, databaseId: author.id },
      },
      // A repository without CI: no statuses, deployments or checks.
      status: null,
      deployments: () => ({ nodes: [] }),
      checkSuites: () => ({ nodes: [] }),
      history: ({ first = 100, path: file }) => {
        const nodes = [];
        for (let current = commits.get(oid); current && nodes.length < first; current = commits.get(current.parent)) {
          const before = current.parent ? commits.get(current.parent).files.get(file) : undefined;
          if (!file || current.files.get(file) !== before) nodes.push(commitObject(current.oid));
        }
        return { nodes };
      },
      file: ({ path: file }) => {
        const object = atPath(commit, file);
        return (
          object && {
            name: file.split("/").pop(),
            path: file,
            type: object.__typename.toLowerCase(),
            oid: object.oid,
            object,
          }
        );
      },
    };
  };
  const ref = () => ({ name: branch, target: commitObject(head) });
  const root = {
    repository: ({ owner: asked, name }) =>
      asked === owner && name === repo
        ? {
            ref: ({ qualifiedName }) => (qualifiedName.replace(/^refs\/heads\//, "") === branch ? ref() : null),
            defaultBranchRef: ref,
            object: ({ oid, expression }) => {
              if (oid) return commits.has(oid) ? commitObject(oid) : blobs.has(oid) ? blobObject(oid) : null;
              const [revision, file = ""] = expression.split(":");
              const commit = commits.get(revision === branch ? head : revision);
              return commit ? (file ? atPath(commit, file) : treeObject(commit, "")) : null;
            },
          }
        : null,
    createCommitOnBranch: ({ input }) => {
      if (input.branch.repositoryNameWithOwner !== `${owner}/${repo}` || input.branch.branchName !== branch) {
        throw new Error(`Could not resolve to a branch: ${input.branch.branchName}`);
      }
      if (input.expectedHeadOid !== head) {
        throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`);
      }
      const changes = {};
      for (const { path: file } of input.fileChanges?.deletions ?? []) changes[file] = null;
      for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
        changes[file] = Buffer.from(contents, "base64");
      }
      const headline = input.message.headline;
      return { commit: commitObject(commitFiles(head, changes, headline, user)) };
    },
  };

  const restTree = (oid) => {
    const commit = commits.get(oid === branch ? head : oid);
    if (!commit) return undefined;
    const dirs = new Set();
    const tree = [];
    for (const [file, sha] of [...commit.files].sort()) {
      const parts = file.split("/");
      for (let depth = 1; depth < parts.length; depth += 1) {
        const dir = parts.slice(0, depth).join("/");
        if (!dirs.has(dir)) tree.push({ path: dir, type: "tree", sha: treeObject(commit, dir).oid });
        dirs.add(dir);
      }
      tree.push({ path: file, type: "blob", sha, size: blobs.get(sha).length, mode: "100644" });
    }
    return { sha: oid, tree, truncated: false };
  };

  const requests = [];
  const server = http.createServer(async (req, res) => {
    const send = (status, body, type = "application/json") => {
      res.writeHead(status, {
        "Content-Type": type,
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        // No connection kept for the next call: a client reusing one just as the server closes
        // it for idling (Node's keepAliveTimeout, 5 s) gets ECONNRESET, not an answer.
        Connection: "close",
      });
      res.end(
        body === undefined ? "" : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      );
    };
    if (req.method === "OPTIONS") return send(204);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const { pathname, searchParams } = new URL(req.url, "http://localhost");
    requests.push({ method: req.method, path: pathname, body });
    if (req.headers.authorization !== `token ${token}`) return send(401, { message: "Bad credentials" });

    if (req.method === "POST" && pathname === "/graphql") {
      const { query, variables } = JSON.parse(body);
      const result = await graphql({ schema: SCHEMA, source: query, rootValue: root, variableValues: variables });
      return send(200, result);
    }
    if (req.method !== "GET") return send(404, { message: "Not Found" });
    if (pathname === "/user")
      return send(200, { ...user, avatar_url: "", html_url: `https://github.com/${user.login}` });
    const base = `/repos/${owner}/${repo}`;
    if (pathname === `${base}/collaborators/${user.login}`) return send(204);
    const tree = pathname.startsWith(`${base}/git/trees/`) && restTree(pathname.slice(`${base}/git/trees/`.length));
    if (tree && searchParams.get("recursive")) return send(200, tree);
    const blob = pathname.startsWith(`${base}/git/blobs/`) && blobs.get(pathname.slice(`${base}/git/blobs/`.length));
    if (blob) return send(200, blob, "application/octet-stream");
    return send(404, { message: "Not Found" });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  commitFiles("", files, "Initial commit", { login: "developer", id: 1, name: "Developer", email: "dev@example.com" });

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Someone else's commit on the branch: changed files by path (null deletes one). Its oid. */
    commit: (changes, message = "Commit from elsewhere") =>
      commitFiles(head, changes, message, {
        login: "colleague",
        id: 7,
        name: "Colleague",
        email: "colleague@example.com",
      }),
    /** The branch's files as text, by path: at its head, or at the commit `oid`. */
    files: (oid = head) =>
      Object.fromEntries([...commits.get(oid).files].map(([file, blob]) => [file, blobs.get(blob).toString("utf8")])),
    /** The branch's commits, newest first: their message and the files each changed. */
    log: () => {
      const log = [];
      for (let commit = commits.get(head); commit; commit = commits.get(commit.parent)) {
        const before = commits.get(commit.parent)?.files ?? new Map();
        const changed = [...new Set([...commit.files.keys(), ...before.keys()])].filter(
          (file) => commit.files.get(file) !== before.get(file),
        );
        log.push({ oid: commit.oid, message: commit.message, files: changed.sort() });
      }
      return log;
    },
    /** The calls made, in order (method, path, body). */
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};
