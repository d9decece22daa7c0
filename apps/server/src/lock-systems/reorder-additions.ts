import {
  fillLockoutEngravings,
  lockSystemTreeSchema,
  type LockSet,
  type LockSystemTree,
  type Lockout,
  type MasterKey,
  type ReorderRequest,
  type TreeIssue,
} from '@keyplan/domain';

/**
 * The lockout/tagout settings of locks a reorder adds to a LOTO set (issue 42): the set's settings,
 * each added lock engraved for the worker the request names (through the set's template), or, when
 * as many locks are added as the set has, for the set's workers in order (decision 0035). Otherwise
 * no lock has a worker, and the rule that each is engraved with its worker names the field.
 */
function addedLockout(lockSet: LockSet, addition: ReorderRequest['addLocks'][number]): Lockout {
  const lockout = lockSet.lockout!;
  if (addition.workers) {
    const { locks } = fillLockoutEngravings(addition.workers.join('\n'), lockout.template);
    return { ...lockout, locks };
  }
  return { ...lockout, locks: lockout.locks.length === addition.locks ? lockout.locks : [] };
}

/**
 * Locks a reorder adds to an installed lock set, as a lock set of the reorder's tree under the same
 * key (issue 11): keyed alike into one of its sets, or keyed different with codes of their own.
 */
export function addedLockSet(
  lockSet: LockSet,
  addition: ReorderRequest['addLocks'][number],
  names: { lockSetID: string; lockSetName: string },
): LockSet {
  return {
    ...lockSet,
    ...(lockSet.lockout ? { lockout: addedLockout(lockSet, addition) } : {}),
    ...names,
    numberOfSets: 1,
    numberOfLocksPerSet: addition.locks,
    numberOfLocks: addition.locks,
    variableSets: null,
    numberOfKeysPerLock: lockSet.keyOption === 'KD' ? (addition.keys ?? lockSet.numberOfKeysPerLock) : 1,
    numberOfKeysPerSet: lockSet.keyOption === 'KA' ? (addition.keys ?? 1) : lockSet.numberOfKeysPerSet,
    // Logos belong to the order they were uploaded to.
    logoFront: null,
    logoBack: null,
    charted: false,
    addOnLocksCount: addition.locks,
    reorderLocksCount: 0,
    qtyModifiedSetsCount: 0,
    addToLockSetId: lockSet.lockSetID,
    addToSetNumber: lockSet.keyOption === 'KA' ? addition.setNumber : null,
  };
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

/** A copy of an installed key node standing for it in the reorder: its spare keys are what this order cuts. */
export function standIn<T extends Pick<MasterKey, 'addToSystem' | 'addToKeyId' | 'additionalKeys'>>(
  node: T,
  originalId: string,
  spares: number,
): T {
  return { ...node, addToSystem: true, addToKeyId: originalId, additionalKeys: spares };
}
