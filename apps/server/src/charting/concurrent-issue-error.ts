/** A bitting was issued by someone else between the check and the insert: the transaction is retried. */
export class ConcurrentIssueError extends Error {}
