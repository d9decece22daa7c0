import type { LockSet } from './lock-system.ts';

/**
 * The SKU of a lock set, derived from the choices: body-shackle-color-key option, with -E when
 * the lock is engraved (e.g. THERMO-ST15-RED-KA-E).
 */
export function deriveSku(
  lockSet: Pick<LockSet, 'bodyMaterialID' | 'shackleMaterialID' | 'colorID' | 'keyOption' | 'engravedLock'>,
): string {
  const parts = [lockSet.bodyMaterialID, lockSet.shackleMaterialID, lockSet.colorID, lockSet.keyOption];
  return `${parts.join('-')}${lockSet.engravedLock ? '-E' : ''}`;
}

/** A line a person reads at a glance: "10 sets × 5 locks, keyed alike". */
export function summarizeLockSet(
  lockSet: Pick<LockSet, 'numberOfSets' | 'numberOfLocksPerSet' | 'variableSets' | 'keyOption' | 'numberOfLocks'>,
): string {
  const sets = lockSet.variableSets
    ? `${lockSet.numberOfSets} sets (${lockSet.variableSets.join(', ')} locks)`
    : `${lockSet.numberOfSets} ${lockSet.numberOfSets === 1 ? 'set' : 'sets'} × ${lockSet.numberOfLocksPerSet} ${lockSet.numberOfLocksPerSet === 1 ? 'lock' : 'locks'}`;
  return `${sets}, ${lockSet.keyOption === 'KA' ? 'keyed alike' : 'keyed different'}`;
}
