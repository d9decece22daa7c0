/**
 * What a lock set is called where two of a system's lock sets share a name (issue 47): 'Lock set 2 ·
 * PRODUCTION LINE', numbered by its place among the installed system's lock sets; its own name
 * where no other lock set has it. By lock set id. (An order's lock sets have names of their own;
 * a reorder's may meet an installed one's.)
 */
export function lockSetTitles(lockSets: readonly { lockSetID: string; name: string }[]): Map<string, string> {
  const named = new Map<string, number>();
  for (const lockSet of lockSets)
    named.set(lockSet.name.toUpperCase(), (named.get(lockSet.name.toUpperCase()) ?? 0) + 1);
  return new Map(
    lockSets.map((lockSet, index) => [
      lockSet.lockSetID,
      (named.get(lockSet.name.toUpperCase()) ?? 0) > 1 ? `Lock set ${index + 1} · ${lockSet.name}` : lockSet.name,
    ]),
  );
}

interface ChartLockSet {
  keyOption: 'KD' | 'KA';
  locks: readonly { setNumber: number; lockNumber: number; keySymbol: string | null }[];
}

/**
 * What a change key opens, in words that tell two keys of one lock set apart (issue 47): the set of
 * a keyed-alike lock set of several sets ('PRODUCTION LINE · set 2': each set has its key), the lock
 * of a keyed-different one of several keys ('PRODUCTION LINE · lock 2', 'set 2, lock 1' when it has
 * sets). A reorder's locks added to an installed lock set (`addedLocks`) are numbered in that
 * reorder, not in the lock set: they keep its title alone.
 */
export function changeKeyOpens(
  title: string,
  lockSet: ChartLockSet,
  lock: { setNumber: number; lockNumber: number },
  addedLocks = false,
): string {
  const sets = lockSet.locks.some((entry) => entry.setNumber > 1);
  if (lockSet.keyOption === 'KA') return sets ? `${title} · set ${lock.setNumber}` : title;
  const keys = new Set(lockSet.locks.map((entry) => entry.keySymbol).filter(Boolean)).size;
  if (addedLocks || keys < 2) return title;
  return sets ? `${title} · set ${lock.setNumber}, lock ${lock.lockNumber}` : `${title} · lock ${lock.lockNumber}`;
}
