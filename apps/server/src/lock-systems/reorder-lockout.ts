import {
  fillLockoutEngravings,
  lockSystemTreeSchema,
  type LockSet,
  type LockSystemTree,
  type Lockout,
  type ReorderRequest,
  type TreeIssue,
} from '@keyplan/domain';

/**
 * The lockout/tagout settings of locks a reorder adds to a LOTO set (issue 42): the set's settings,
 * each added lock engraved for the worker the request names (through the set's template), or, when
 * as many locks are added as the set has, for the set's workers in order (decision 0035). Otherwise
 * no lock has a worker, and the rule that each is engraved with its worker names the field.
 */
export function addedLockout(lockSet: LockSet, addition: ReorderRequest['addLocks'][number]): Lockout {
  const lockout = lockSet.lockout!;
  if (addition.workers) {
    const { locks } = fillLockoutEngravings(addition.workers.join('\n'), lockout.template);
    return { ...lockout, locks };
  }
  return { ...lockout, locks: lockout.locks.length === addition.locks ? lockout.locks : [] };
}

/**
 * The reorder's tree against the order schema, as issues: what the saved order would be refused
 * for when it is answered (finding 5: a draft saved, then every read of it a 500).
 */
export function schemaIssues(tree: LockSystemTree): TreeIssue[] {
  const parsed = lockSystemTreeSchema.safeParse(tree);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path
      .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
      .join(''),
    message: issue.message,
  }));
}
