import {
  LIMITS,
  allowedWithBodyMaterial,
  fillLockoutEngravings,
  newLockout,
  type LockSet,
  type Lockout,
  type LockoutNameProblem,
  type Lookups,
} from '@keyplan/domain';

/**
 * Lockout/tagout edits of a lock set as pure functions (decision 0035). Turning it on sets what
 * the rules ask by default — keyed different, one key per lock, the locks engraved — so the rep
 * records only the exceptions.
 */
export function withLockout(lockSet: LockSet, on: boolean, lookups: Lookups): LockSet {
  if (!on) {
    const { lockout: _dropped, ...rest } = lockSet;
    return rest;
  }
  const fonts = allowedWithBodyMaterial(lookups, lockSet.bodyMaterialID).fonts;
  return {
    ...lockSet,
    keyOption: 'KD',
    numberOfKeysPerLock: 1,
    engravedLock: true,
    fontSize: lockSet.fontSize ?? fonts[0]?.id ?? null,
    lockout: lockSet.lockout ?? newLockout(),
  };
}

/** One lockout field changed. */
export function withLockoutField<K extends keyof Lockout>(lockSet: LockSet, field: K, value: Lockout[K]): LockSet {
  if (!lockSet.lockout) return lockSet;
  return { ...lockSet, lockout: { ...lockSet.lockout, [field]: value } };
}

/**
 * Each lock's worker and engraving from a pasted list of names through the set's template; one
 * set of one lock per name when the list fits a set (at most 100), so the locks follow the list.
 */
export function withPastedNames(
  lockSet: LockSet,
  pasted: string,
): { lockSet: LockSet; problems: LockoutNameProblem[] } {
  if (!lockSet.lockout) return { lockSet, problems: [] };
  const { locks, problems } = fillLockoutEngravings(pasted, lockSet.lockout.template);
  if (locks.length === 0) return { lockSet, problems };
  const fits = locks.length <= LIMITS.numberOfLocksPerSet.max;
  const counts = fits
    ? { numberOfSets: 1, numberOfLocksPerSet: locks.length, numberOfLocks: locks.length, variableSets: null }
    : {};
  return { lockSet: { ...lockSet, ...counts, lockout: { ...lockSet.lockout, locks } }, problems };
}
