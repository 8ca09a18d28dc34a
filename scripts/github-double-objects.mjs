// Git's objects as the GitHub double (github-double.mjs) answers them: GraphQL objects (plain
// objects whose functions graphql-js calls with a field's arguments) for blobs, trees and commits,
// and the REST tree of a commit.
import crypto from "crypto";

const sha1 = (text) => crypto.createHash("sha1").update(text).digest("hex");

/** The objects of the repository whose `blobs`, `commits` and branches (`refs`) the double holds. */
export const gitObjects = ({ blobs, commits, refs }) => {
  const blobObject = (oid) => {
    const bytes = blobs.get(oid);
    return {
      __typename: "Blob",
      oid,
      text: bytes.toString("utf8"),
      isTruncated: false,
      isBinary: false,
      byteSize: bytes.length,
    };
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
    const { author } = commit;
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

  const restTree = (oid) => {
    const commit = commits.get(refs.get(oid) ?? oid);
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
  return { blobObject, treeObject, atPath, commitObject, restTree };
};
