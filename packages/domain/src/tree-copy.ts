import type { LockSet, LockSystemTree } from './lock-system.ts';

/** A lock set's logos pointing at their copies (a logo without a copy is dropped). */
export function withCopiedLogos(set: LockSet, logoIds: ReadonlyMap<string, string>): LockSet {
  return {
    ...set,
    logoFront: set.logoFront && (logoIds.get(set.logoFront) ?? null),
    logoBack: set.logoBack && (logoIds.get(set.logoBack) ?? null),
  };
}

/**
 * A copy of a tree for a new system (a copied system, a design made an order, a quote transferred):
 * every node gets a new id, no lock set is charted (the new system gets key codes of its own),
 * and logos point at their copies.
 */
export function copyLockSystemTree(
  tree: LockSystemTree,
  newId: () => string,
  logoIds: ReadonlyMap<string, string>,
): LockSystemTree {
  const lockSet = (set: LockSet): LockSet => ({ ...withCopiedLogos(set, logoIds), lockSetID: newId(), charted: false });
  return {
    ...tree,
    grandMasterKey: { ...tree.grandMasterKey, grandMasterKeyID: newId() },
    masterKeys: tree.masterKeys.map((masterKey) => ({
      ...masterKey,
      masterKeyID: newId(),
      lockSets: masterKey.lockSets.map(lockSet),
    })),
    noKeyLockSets: tree.noKeyLockSets.map(lockSet),
  };
}
