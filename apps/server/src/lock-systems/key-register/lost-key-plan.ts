import {
  LIMITS,
  type InstalledLockSet,
  type InstalledMasterKey,
  type OpenedLock,
  type PlanBranch,
} from '@keyplan/domain';
import { lockSetTitles } from '../lock-set-titles.ts';

/** A name for a replacement lock set no lock set of the system has: 'DOCK DOORS R', 'DOCK DOORS R2' … */
export function replacementName(name: string, taken: Set<string>): string {
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' R' : ` R${number}`;
    const candidate = `${name.slice(0, LIMITS.nodeNameLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toUpperCase())) {
      taken.add(candidate.toUpperCase());
      return candidate;
    }
  }
}

/**
 * A keyed-alike lock set's opened locks as new lock sets can order them: each set (one key) keeps
 * its own count of locks, and sets of the same count share a line ("2 sets of 3 locks", "1 set of
 * 2 locks"), so every lock of each set is covered exactly, however uneven the sets are.
 */
export function keyedAlikeSets(locks: { setNumber: number | null }[]) {
  const perSet = new Map<number, number>();
  for (const lock of locks) perSet.set(lock.setNumber ?? 0, (perSet.get(lock.setNumber ?? 0) ?? 0) + 1);
  const bySize = new Map<number, number>();
  for (const size of perSet.values()) bySize.set(size, (bySize.get(size) ?? 0) + 1);
  return [...bySize]
    .sort(([a], [b]) => b - a)
    .map(([numberOfLocksPerSet, numberOfSets]) => ({ numberOfSets, numberOfLocksPerSet }));
}

/** The installed lock set a lock belongs to: the one a reorder added it to, or its own. */
export const installedSetOf = (lock: OpenedLock) => lock.addToLockSetId ?? lock.lockSetID;

/** The plan of the system, branch by branch, with how many locks of each lock set the key opens. */
export function planOf(
  system: { masterKeys: InstalledMasterKey[]; lockSets: InstalledLockSet[] },
  own: OpenedLock[],
  replaced: boolean,
): PlanBranch[] {
  // Two lock sets of one name told apart by their number (issue 47).
  const titles = lockSetTitles(system.lockSets);
  const opened = new Map<string, number>();
  for (const lock of own) opened.set(installedSetOf(lock), (opened.get(installedSetOf(lock)) ?? 0) + 1);
  const lockSetsOf = (masterKeyID: string | null) =>
    system.lockSets
      .filter((lockSet) => lockSet.masterKeyID === masterKeyID)
      .map((lockSet) => {
        const count = opened.get(lockSet.lockSetID) ?? 0;
        return {
          lockSetName: titles.get(lockSet.lockSetID) ?? lockSet.name,
          keyOption: lockSet.keyOption,
          locks: lockSet.locks,
          opened: count,
          replaced: replaced && count > 0,
        };
      });
  const branches: PlanBranch[] = system.masterKeys.map((masterKey) => ({
    masterKeyName: masterKey.name,
    keySymbol: masterKey.keySymbol,
    lockSets: lockSetsOf(masterKey.masterKeyID),
  }));
  const direct = lockSetsOf(null);
  return direct.length > 0 ? [...branches, { masterKeyName: null, keySymbol: null, lockSets: direct }] : branches;
}
