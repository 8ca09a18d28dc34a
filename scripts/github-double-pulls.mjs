// The pull requests of the GitHub double (github-double.mjs), as Sveltia CMS's editorial workflow
// uses them: each draft is a branch "cms/<collection>/<slug>" with a pull request carrying a status
// label ("sveltia-cms/draft", "…/pending_review", "…/pending_publish"), published by a merge.
//
//   REST     POST /pulls, PATCH /pulls/:n (close), PUT /pulls/:n/merge (squash only),
//            GET|PATCH /issues/:n, POST /issues/:n/labels
//   GraphQL  repository.pullRequests(states, labels, headRefName), convertPullRequestToDraft,
//            markPullRequestReadyForReview
//
// The deployed branch is protected as the docs tell the owner to protect it: a merge needs an
// approving review by someone other than the pull request's author, and merges are squashed (one
// commit on the deployed branch per change). A review is given with review(), as a colleague does
// on GitHub's page of the pull request.

/** A failure GitHub answers with a status and a message. */
export class Refused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export const pullRequests = ({ owner, repo, base, refs, starts, commits, commitOn, userOf, approvals = 1 }) => {
  const pulls = [];
  const now = () => new Date().toISOString();
  const pull = (number) => {
    const found = pulls.find((candidate) => candidate.number === Number(number));
    if (!found) throw new Refused(404, "Not Found");
    return found;
  };
  /** The files a pull request changes: its branch's head against the commit it started from. */
  const changes = (pr) => {
    const [from, to] = [commits.get(pr.start).files, commits.get(pr.headOid()).files];
    return [...new Set([...from.keys(), ...to.keys()])]
      .filter((file) => from.get(file) !== to.get(file))
      .sort()
      .map((file) => ({ path: file, changeType: !from.has(file) ? "ADDED" : to.has(file) ? "MODIFIED" : "DELETED" }));
  };
  const node = (pr) => ({
    id: pr.nodeId,
    number: pr.number,
    title: pr.title,
    url: `https://github.com/${owner}/${repo}/pull/${pr.number}`,
    isDraft: pr.draft,
    isCrossRepository: false,
    createdAt: pr.createdAt,
    updatedAt: pr.updatedAt,
    headRefName: pr.head,
    headRefOid: pr.headOid(),
    author: { __typename: "User", ...pr.author, avatarUrl: "", databaseId: pr.author.id },
    labels: () => ({ nodes: pr.labels.map((name) => ({ name })) }),
    files: () => ({ nodes: changes(pr) }),
  });
  const rest = (pr) => ({
    number: pr.number,
    node_id: pr.nodeId,
    title: pr.title,
    html_url: node(pr).url,
    state: pr.state === "open" ? "open" : "closed",
    draft: pr.draft,
    head: { ref: pr.head, sha: pr.headOid() },
    labels: pr.labels.map((name) => ({ name })),
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
  });
  const touched = (pr) => {
    pr.updatedAt = now();
  };

  /** Squashes a pull request's changes onto the deployed branch, refused where both changed a file. */
  const merge = (pr, { merge_method: method, commit_title: title }, user) => {
    if (pr.state !== "open") throw new Refused(405, "Pull Request is not mergeable");
    if (method !== "squash") throw new Refused(405, "Merge commits are not allowed on this repository.");
    if (pr.draft) throw new Refused(405, "Pull Request is still a draft");
    if (pr.approvedBy.size < approvals)
      throw new Refused(405, "At least 1 approving review is required by reviewers with write access.");
    const [start, head, onBase] = [pr.start, pr.headOid(), refs.get(base)].map((oid) => commits.get(oid).files);
    const changed = {};
    for (const { path } of changes(pr)) {
      if (onBase.get(path) !== start.get(path) && onBase.get(path) !== head.get(path))
        throw new Refused(405, "Pull Request is not mergeable");
      changed[path] = head.get(path) ?? null;
    }
    const sha = commitOn(base, changed, title ?? pr.title, user, true);
    pr.state = "merged";
    pr.mergedBy = user.login;
    touched(pr);
    return { sha, merged: true, message: "Pull Request successfully merged" };
  };

  const graphql = {
    pullRequests: ({ states, labels, headRefName, first = 100 }) => {
      const found = pulls
        .filter((pr) => !states || states.includes(pr.state.toUpperCase()))
        .filter((pr) => !labels || pr.labels.some((name) => labels.includes(name)))
        .filter((pr) => !headRefName || pr.head === headRefName)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { totalCount: found.length, nodes: found.slice(0, first).map(node) };
    },
    draftState: (id, draft) => {
      const pr = pulls.find((candidate) => candidate.nodeId === id);
      if (!pr) throw new Error(`Could not resolve to a node with the global id of '${id}'`);
      pr.draft = draft;
      touched(pr);
      return { pullRequest: node(pr) };
    },
  };

  /** A REST call on pull requests or their labels, or undefined when it is none of theirs. */
  const answer = (method, pathname, body, user) => {
    const prefix = `/repos/${owner}/${repo}/`;
    if (!pathname.startsWith(prefix)) return undefined;
    const [kind, number, action] = pathname.slice(prefix.length).split("/");
    if (kind === "pulls" && number === undefined && method === "POST") {
      if (!refs.has(body.head)) throw new Refused(422, `Validation Failed: head ${body.head} does not exist`);
      if (pulls.some((pr) => pr.head === body.head && pr.state === "open"))
        throw new Refused(422, `A pull request already exists for ${owner}:${body.head}.`);
      const number = pulls.length + 1;
      const pr = {
        number,
        nodeId: `PR_${number}`,
        title: body.title,
        head: body.head,
        start: starts.get(body.head) ?? refs.get(base),
        draft: !!body.draft,
        state: "open",
        labels: [],
        author: user,
        approvedBy: new Set(),
        createdAt: now(),
        updatedAt: now(),
      };
      pr.headOid = () => refs.get(pr.head) ?? pr.lastHead;
      pulls.push(pr);
      return [201, rest(pr)];
    }
    if (kind === "pulls" && action === "merge" && method === "PUT") {
      const pr = pull(number);
      pr.lastHead = pr.headOid();
      return [200, merge(pr, body, user)];
    }
    if (kind === "pulls" && !action && method === "PATCH") {
      const pr = pull(number);
      if (body.state === "closed" && pr.state === "open") pr.state = "closed";
      if (body.state === "open" && pr.state === "closed") pr.state = "open";
      touched(pr);
      return [200, rest(pr)];
    }
    if (kind === "issues" && !action && method === "GET") return [200, rest(pull(number))];
    if (kind === "issues" && ((!action && method === "PATCH") || (action === "labels" && method === "POST"))) {
      const pr = pull(number);
      pr.labels = [...new Set([...(action ? pr.labels : []), ...body.labels])];
      touched(pr);
      return [200, action ? pr.labels.map((name) => ({ name })) : rest(pr)];
    }
    return undefined;
  };

  return {
    graphql,
    answer,
    /** A review that approves pull request `number`, given on GitHub by the user of `token`. */
    review: (number, token) => {
      const pr = pull(number);
      const user = userOf(token);
      if (user.login === pr.author.login) throw new Refused(422, "Can not approve your own pull request");
      pr.approvedBy.add(user.login);
    },
    /** The pull requests: number, title, branch, state, labels, author, who approved and merged. */
    list: () =>
      pulls.map((pr) => ({
        number: pr.number,
        title: pr.title,
        branch: pr.head,
        state: pr.state,
        labels: [...pr.labels],
        author: pr.author.login,
        approvedBy: [...pr.approvedBy],
        mergedBy: pr.mergedBy,
        files: changes(pr).map(({ path }) => path),
      })),
  };
};
