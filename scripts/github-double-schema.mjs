// The part of GitHub's GraphQL schema that Sveltia CMS and the editor's save guard use, for the
// GitHub double (github-double.mjs): the repository's branches, commits, trees and blobs, and the
// pull requests of Sveltia's editorial workflow with their labels and changed files.
import { buildSchema } from "graphql";

export const SCHEMA = buildSchema(`
  interface GitObject { oid: String! }
  type Blob implements GitObject { oid: String! text: String isTruncated: Boolean! isBinary: Boolean! byteSize: Int! }
  type Tree implements GitObject { oid: String! entries: [TreeEntry!]! }
  type TreeEntry { name: String! path: String! type: String! oid: String! object: GitObject }
  interface Actor { login: String! avatarUrl: String }
  type User implements Actor { login: String! avatarUrl: String name: String email: String databaseId: Int }
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
  enum PullRequestState { OPEN CLOSED MERGED }
  enum IssueOrderField { CREATED_AT UPDATED_AT COMMENTS }
  input IssueOrder { field: IssueOrderField! direction: OrderDirection! }
  type Label { name: String! }
  type LabelConnection { nodes: [Label!]! }
  type PullRequestChangedFile { path: String! changeType: String! }
  type PullRequestChangedFileConnection { nodes: [PullRequestChangedFile!]! }
  type PullRequest {
    id: ID!
    number: Int!
    title: String!
    url: String!
    isDraft: Boolean!
    isCrossRepository: Boolean!
    createdAt: String!
    updatedAt: String!
    headRefName: String!
    headRefOid: String!
    author: Actor
    labels(first: Int): LabelConnection!
    files(first: Int): PullRequestChangedFileConnection!
  }
  type PullRequestConnection { totalCount: Int! nodes: [PullRequest!]! }
  type Repository {
    id: ID!
    ref(qualifiedName: String!): Ref
    defaultBranchRef: Ref
    object(oid: String, expression: String): GitObject
    pullRequests(
      states: [PullRequestState!]
      labels: [String!]
      headRefName: String
      first: Int
      orderBy: IssueOrder
    ): PullRequestConnection!
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
  input CreateRefInput { repositoryId: ID! name: String! oid: String! clientMutationId: String }
  type CreateRefPayload { ref: Ref }
  input ConvertPullRequestToDraftInput { pullRequestId: ID! clientMutationId: String }
  input MarkPullRequestReadyForReviewInput { pullRequestId: ID! clientMutationId: String }
  type PullRequestPayload { pullRequest: PullRequest }
  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
    createRef(input: CreateRefInput!): CreateRefPayload
    convertPullRequestToDraft(input: ConvertPullRequestToDraftInput!): PullRequestPayload
    markPullRequestReadyForReview(input: MarkPullRequestReadyForReviewInput!): PullRequestPayload
  }
`);
