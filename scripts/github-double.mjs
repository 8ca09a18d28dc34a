// A stand-in for GitHub's API on 127.0.0.1, for the content editor's tests in GitHub mode
// (e2e/admin-github*.spec.ts): one repository holding a project's files on its deployed branch,
// the branches and pull requests of Sveltia CMS's editorial workflow (github-double-pulls.mjs),
// and the calls Sveltia CMS and the editor's save guard make for them:
//
//   REST     GET /user, GET /repos/:owner/:repo/collaborators/:login,
//            GET /repos/:owner/:repo/git/trees/:sha?recursive=1, GET /repos/:owner/:repo/git/blobs/:sha,
//            PATCH|DELETE /repos/:owner/:repo/git/refs/heads/:branch
//   GraphQL  POST /graphql (schema: github-double-schema.mjs; Git's objects:
//            github-double-objects.mjs): repository { id, ref,
//            defaultBranchRef, object(oid | expression), pullRequests }, a commit's history and
//            files, and the mutations createRef and createCommitOnBranch, which GitHub refuses
//            when expectedHeadOid is not the branch's head (as here).
//
// Object ids are Git's (sha1 of "blob <size>\0<content>"). Each call needs a token
// ("Authorization: token <token>"): the editor's, or a colleague's (`users`). The test makes
// someone else's commits with commit(), and gives reviews with review().
import crypto from "crypto";
import http from "http";
import { graphql } from "graphql";
import { SCHEMA } from "./github-double-schema.mjs";
import { pullRequests, Refused } from "./github-double-pulls.mjs";
import { gitObjects } from "./github-double-objects.mjs";

const sha1 = (text) => crypto.createHash("sha1").update(text).digest("hex");
const blobId = (content) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));

/**
 * Starts the double. `files`: the deployed branch's first commit, by path ("data/faqs.json") →
 * content. `users`: the colleagues who may sign in, by token. Returns its address, and what a test
 * does beside the editor: commit as someone else, review a pull request, read a branch, list the
 * commits.
 */
export const startGithubDouble = async ({ owner, repo, branch = "main", token, users = {}, files, port = 0 }) => {
  const blobs = new Map();
  const commits = new Map();
  const editor = { login: "editor", id: 4601, name: "Site Editor", email: "editor@example.com" };
  const tokens = { [token]: editor, ...users };
  /** Each branch's head, and where a branch of the editorial workflow started from. */
  const refs = new Map();
  const starts = new Map();

  /** A commit on `parent` changing `changes` (path → content, or blob id when `byOid`; null deletes). */
  const commitFiles = (parent, changes, message, author, byOid = false) => {
    const tree = new Map(parent ? commits.get(parent).files : []);
    for (const [file, content] of Object.entries(changes)) {
      if (content === null) tree.delete(file);
      else if (byOid) tree.set(file, content);
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
    return oid;
  };
  const commitOn = (name, changes, message, author, byOid) => {
    const oid = commitFiles(refs.get(name), changes, message, author, byOid);
    refs.set(name, oid);
    return oid;
  };
  const userOf = (given) => {
    if (!tokens[given]) throw new Refused(401, "Bad credentials");
    return tokens[given];
  };
  const pulls = pullRequests({ owner, repo, base: branch, refs, starts, commits, commitOn, userOf });

  const { blobObject, treeObject, atPath, commitObject, restTree } = gitObjects({ blobs, commits, refs });
  const ref = (name) => (refs.has(name) ? { name, target: commitObject(refs.get(name)) } : null);
  const root = {
    repository: ({ owner: asked, name }) =>
      asked === owner && name === repo
        ? {
            id: "R_1",
            ref: ({ qualifiedName }) => ref(qualifiedName.replace(/^refs\/heads\//, "")),
            defaultBranchRef: () => ref(branch),
            pullRequests: pulls.graphql.pullRequests,
            object: ({ oid, expression }) => {
              if (oid) return commits.has(oid) ? commitObject(oid) : blobs.has(oid) ? blobObject(oid) : null;
              // "branch" or "oid": the commit; "branch:path": the file or folder there ("branch:" its root).
              const [revision, file] = expression.split(":");
              const commit = commits.get(refs.get(revision) ?? revision);
              if (!commit) return null;
              return file === undefined
                ? commitObject(commit.oid)
                : file
                  ? atPath(commit, file)
                  : treeObject(commit, "");
            },
          }
        : null,
    createCommitOnBranch: ({ input }, { user }) => {
      const name = input.branch.branchName;
      if (input.branch.repositoryNameWithOwner !== `${owner}/${repo}` || !refs.has(name)) {
        throw new Error(`Could not resolve to a branch: ${name}`);
      }
      if (input.expectedHeadOid !== refs.get(name)) {
        throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`);
      }
      const changes = {};
      for (const { path: file } of input.fileChanges?.deletions ?? []) changes[file] = null;
      for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
        changes[file] = Buffer.from(contents, "base64");
      }
      return { commit: commitObject(commitOn(name, changes, input.message.headline, user)) };
    },
    createRef: ({ input }) => {
      const name = input.name.replace(/^refs\/heads\//, "");
      if (refs.has(name)) throw new Error(`A ref named "${input.name}" already exists in the repository.`);
      if (!commits.has(input.oid)) throw new Error(`Could not resolve to a commit: ${input.oid}`);
      refs.set(name, input.oid);
      starts.set(name, input.oid);
      return { ref: ref(name) };
    },
    convertPullRequestToDraft: ({ input }) => pulls.graphql.draftState(input.pullRequestId, true),
    markPullRequestReadyForReview: ({ input }) => pulls.graphql.draftState(input.pullRequestId, false),
  };

  /** A REST call on a branch (a workflow branch moved to a commit, or deleted). */
  const answerRef = (method, pathname, body) => {
    const prefix = `/repos/${owner}/${repo}/git/refs/heads/`;
    if (!pathname.startsWith(prefix)) return undefined;
    const name = decodeURI(pathname.slice(prefix.length));
    if (!refs.has(name) || name === branch) throw new Refused(422, "Reference does not exist");
    if (method === "DELETE") {
      refs.delete(name);
      return [204];
    }
    if (method !== "PATCH" || !commits.has(body.sha)) return undefined;
    refs.set(name, body.sha);
    starts.set(name, body.sha);
    return [200, { ref: `refs/heads/${name}`, object: { sha: body.sha, type: "commit" } }];
  };

  const requests = [];
  const server = http.createServer(async (req, res) => {
    const send = (status, body, type = "application/json") => {
      res.writeHead(status, {
        "Content-Type": type,
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept",
        "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
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
    const user = tokens[(req.headers.authorization ?? "").replace(/^token /, "")];
    if (!user) return send(401, { message: "Bad credentials" });

    if (req.method === "POST" && pathname === "/graphql") {
      const { query, variables } = JSON.parse(body);
      const result = await graphql({
        schema: SCHEMA,
        source: query,
        rootValue: root,
        contextValue: { user },
        variableValues: variables,
      });
      return send(200, result);
    }
    try {
      const answered =
        pulls.answer(req.method, pathname, body && JSON.parse(body), user) ??
        answerRef(req.method, pathname, body && JSON.parse(body));
      if (answered) return send(...answered);
    } catch (error) {
      if (error instanceof Refused) return send(error.status, { message: error.message });
      throw error;
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
  const developer = { login: "developer", id: 1, name: "Developer", email: "dev@example.com" };
  refs.set(branch, commitFiles("", files, "Initial commit", developer));
  const colleague = { login: "colleague", id: 7, name: "Colleague", email: "colleague@example.com" };

  /** The commits of a branch, newest first (first parents): their oid, message, author and the files each changed. */
  const log = (name = branch) => {
    const found = [];
    for (let commit = commits.get(refs.get(name)); commit; commit = commits.get(commit.parent)) {
      const before = commits.get(commit.parent)?.files ?? new Map();
      const changed = [...new Set([...commit.files.keys(), ...before.keys()])].filter(
        (file) => commit.files.get(file) !== before.get(file),
      );
      found.push({ oid: commit.oid, message: commit.message, author: commit.author.login, files: changed.sort() });
    }
    return found;
  };

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Someone else's commit on the deployed branch: changed files by path (null deletes one). Its oid. */
    commit: (changes, message = "Commit from elsewhere") => commitOn(branch, changes, message, colleague),
    /** A branch's files as text, by path: the deployed branch's head, or the commit `oid`. */
    files: (oid = refs.get(branch)) =>
      Object.fromEntries([...commits.get(oid).files].map(([file, blob]) => [file, blobs.get(blob).toString("utf8")])),
    log,
    /** The branches there are now. */
    branches: () => [...refs.keys()],
    /** Every commit ever made, on any branch (deleted ones too), oldest first. */
    allCommits: () => [...commits.keys()],
    pullRequests: pulls.list,
    review: pulls.review,
    /** The calls made, in order (method, path, body). */
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};
