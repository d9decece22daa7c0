/**
 * What a lock set is called where two of a system's lock sets share a name (issue 47): 'Lock set 2 ·
 * PRODUCTION LINE', numbered by its place among the installed system's lock sets; its own name
 * where no other lock set has it. By lock set id.
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

/**
 * What a change key opens, in words that tell two keys apart: its lock set's title, and the set
 * of a keyed-alike lock set of several sets (each set has its own key): 'PRODUCTION LINE · set 2'.
 */
export function changeKeyOpens(
  title: string,
  lockSet: { keyOption: 'KD' | 'KA'; locks: readonly { setNumber: number }[] },
  setNumber: number,
): string {
  const sets = lockSet.keyOption === 'KA' && lockSet.locks.some((lock) => lock.setNumber > 1);
  return sets ? `${title} · set ${setNumber}` : title;
}
