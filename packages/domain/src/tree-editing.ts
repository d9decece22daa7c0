import { DEFAULT_NAMES, newLockSet, newMasterKey, UNCHARTED_LOCK_SET, type NewId } from './default-tree.ts';
import { lockSetsWithPaths, type LockSet, type LockSystemTree, type MasterKey } from './lock-system.ts';
import type { Lookups } from './lookups.ts';
import { keysOfLockSet } from './pricing.ts';

/**
 * Edits of a lock system tree as a person makes them on /key-system (DESIGN §3). Each returns
 * a new tree and leaves the one it was given untouched, so that unchanged nodes keep their
 * identity (a virtualized list re-renders only the rows that changed).
 */

/** Where a lock set hangs: under a master key (its id) or directly under the grand master key (null). */
export type LockSetParent = string | null;

/** Every node name of the tree, uppercased, for uniqueness checks. */
function nodeNames(tree: LockSystemTree): Set<string> {
  return new Set(
    [
      tree.grandMasterKey.keyName,
      ...tree.masterKeys.map((masterKey) => masterKey.keyName),
      ...lockSetsWithPaths(tree).map(({ lockSet }) => lockSet.lockSetName),
    ].map((name) => name.trim().toUpperCase()),
  );
}

/** The lowest number n ≥ 1 whose name `nameOf(n)` is not used in the tree yet. */
function nextFreeNumber(tree: LockSystemTree, nameOf: (number: number) => string): number {
  const used = nodeNames(tree);
  let number = 1;
  while (used.has(nameOf(number).toUpperCase())) number += 1;
  return number;
}

/** A name for a copy: 'LOCK SET 3 COPY', then 'LOCK SET 3 COPY 2', … cut to fit the name limit. */
export function copyName(tree: LockSystemTree, name: string, maxLength: number): string {
  const used = nodeNames(tree);
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' COPY' : ` COPY ${number}`;
    const candidate = `${name.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!used.has(candidate.toUpperCase())) return candidate;
  }
}

/** The lock set with this id and where it hangs, or undefined. */
export function findLockSet(
  tree: LockSystemTree,
  lockSetID: string,
): { lockSet: LockSet; parent: LockSetParent } | undefined {
  const loose = tree.noKeyLockSets.find((lockSet) => lockSet.lockSetID === lockSetID);
  if (loose) return { lockSet: loose, parent: null };
  for (const masterKey of tree.masterKeys) {
    const lockSet = masterKey.lockSets.find((item) => item.lockSetID === lockSetID);
    if (lockSet) return { lockSet, parent: masterKey.masterKeyID };
  }
  return undefined;
}

function mapMasterKey(
  tree: LockSystemTree,
  masterKeyID: string,
  change: (masterKey: MasterKey) => MasterKey,
): LockSystemTree {
  return {
    ...tree,
    masterKeys: tree.masterKeys.map((masterKey) =>
      masterKey.masterKeyID === masterKeyID ? change(masterKey) : masterKey,
    ),
  };
}

function mapLockSetsOf(
  tree: LockSystemTree,
  parent: LockSetParent,
  change: (lockSets: LockSet[]) => LockSet[],
): LockSystemTree {
  if (parent === null) return { ...tree, noKeyLockSets: change(tree.noKeyLockSets) };
  return mapMasterKey(tree, parent, (masterKey) => ({ ...masterKey, lockSets: change(masterKey.lockSets) }));
}

/** Adds a master key named 'MASTER KEY n' with the next free n. */
export function addMasterKey(tree: LockSystemTree, newId: NewId): { tree: LockSystemTree; masterKey: MasterKey } {
  const masterKey = newMasterKey(newId, nextFreeNumber(tree, DEFAULT_NAMES.masterKey));
  return { tree: { ...tree, masterKeys: [...tree.masterKeys, masterKey] }, masterKey };
}

/** Adds a default lock set 'LOCK SET n' under a master key or under the grand master key. */
export function addLockSet(
  tree: LockSystemTree,
  parent: LockSetParent,
  lookups: Lookups,
  bucketType: string | null,
  newId: NewId,
): { tree: LockSystemTree; lockSet: LockSet } {
  const lockSet = newLockSet(newId, nextFreeNumber(tree, DEFAULT_NAMES.lockSet), lookups, bucketType);
  return { tree: mapLockSetsOf(tree, parent, (lockSets) => [...lockSets, lockSet]), lockSet };
}

/** Replaces one lock set (found by its id) with a changed copy. */
export function updateLockSet(
  tree: LockSystemTree,
  lockSetID: string,
  change: (lockSet: LockSet) => LockSet,
): LockSystemTree {
  const found = findLockSet(tree, lockSetID);
  if (!found) return tree;
  return mapLockSetsOf(tree, found.parent, (lockSets) =>
    lockSets.map((lockSet) => (lockSet.lockSetID === lockSetID ? change(lockSet) : lockSet)),
  );
}

/** Changes the grand master key or one master key (key count, name, key engraving). */
export function updateKeyNode(
  tree: LockSystemTree,
  nodeId: string,
  patch: Partial<Omit<MasterKey, 'masterKeyID' | 'lockSets'>>,
): LockSystemTree {
  if (tree.grandMasterKey.grandMasterKeyID === nodeId)
    return { ...tree, grandMasterKey: { ...tree.grandMasterKey, ...patch } };
  return mapMasterKey(tree, nodeId, (masterKey) => ({ ...masterKey, ...patch }));
}

/** Renames any node: the grand master key, a master key or a lock set. */
export function renameNode(tree: LockSystemTree, nodeId: string, name: string): LockSystemTree {
  if (findLockSet(tree, nodeId)) return updateLockSet(tree, nodeId, (lockSet) => ({ ...lockSet, lockSetName: name }));
  return updateKeyNode(tree, nodeId, { keyName: name });
}

/** A copy of a lock set right after it, with a new id, a free name and no charted codes. */
export function duplicateLockSet(
  tree: LockSystemTree,
  lockSetID: string,
  newId: NewId,
  maxNameLength: number,
): { tree: LockSystemTree; lockSet: LockSet } | undefined {
  const found = findLockSet(tree, lockSetID);
  if (!found) return undefined;
  const copy: LockSet = {
    ...found.lockSet,
    lockSetID: newId(),
    lockSetName: copyName(tree, found.lockSet.lockSetName, maxNameLength),
    ...UNCHARTED_LOCK_SET,
  };
  const next = mapLockSetsOf(tree, found.parent, (lockSets) => {
    const index = lockSets.findIndex((lockSet) => lockSet.lockSetID === lockSetID);
    return [...lockSets.slice(0, index + 1), copy, ...lockSets.slice(index + 1)];
  });
  return { tree: next, lockSet: copy };
}

export function deleteLockSet(tree: LockSystemTree, lockSetID: string): LockSystemTree {
  const found = findLockSet(tree, lockSetID);
  if (!found) return tree;
  return mapLockSetsOf(tree, found.parent, (lockSets) => lockSets.filter((lockSet) => lockSet.lockSetID !== lockSetID));
}

/** Deletes a master key together with its lock sets. */
export function deleteMasterKey(tree: LockSystemTree, masterKeyID: string): LockSystemTree {
  return { ...tree, masterKeys: tree.masterKeys.filter((masterKey) => masterKey.masterKeyID !== masterKeyID) };
}

/** Moves a lock set to the end of another master key's sets, or under the grand master key (null). */
export function moveLockSet(tree: LockSystemTree, lockSetID: string, target: LockSetParent): LockSystemTree {
  const found = findLockSet(tree, lockSetID);
  if (!found || found.parent === target) return tree;
  if (target !== null && !tree.masterKeys.some((masterKey) => masterKey.masterKeyID === target)) return tree;
  return mapLockSetsOf(deleteLockSet(tree, lockSetID), target, (lockSets) => [...lockSets, found.lockSet]);
}

/** Totals a person reads in the summary panel. */
export interface TreeTotals {
  masterKeys: number;
  lockSets: number;
  locks: number;
  /** Every key cut: lock set keys, master keys and grand master keys. */
  keys: number;
}

export function treeTotals(tree: LockSystemTree): TreeTotals {
  const lockSets = lockSetsWithPaths(tree).map(({ lockSet }) => lockSet);
  return {
    masterKeys: tree.masterKeys.length,
    lockSets: lockSets.length,
    locks: lockSets.reduce((sum, lockSet) => sum + lockSet.numberOfLocks, 0),
    keys:
      lockSets.reduce((sum, lockSet) => sum + keysOfLockSet(lockSet), 0) +
      tree.masterKeys.reduce((sum, masterKey) => sum + masterKey.numberOfKeys, 0) +
      tree.grandMasterKey.numberOfKeys,
  };
}
