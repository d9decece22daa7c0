import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree } from './default-tree.ts';
import { LIMITS } from './limits.ts';
import { validateLockSystemTree } from './lock-system-validation.ts';
import { lockSetsWithPaths, type LockSystemTree } from './lock-system.ts';
import { validTreeArbitrary } from './testing/tree-arbitrary.ts';
import {
  addLockSet,
  addMasterKey,
  copyName,
  deleteLockSet,
  deleteMasterKey,
  duplicateLockSet,
  findLockSet,
  moveLockSet,
  renameNode,
  treeTotals,
  updateLockSet,
} from './tree-editing.ts';

const lookups = DEMO_CATALOG.lookups;
const idGenerator = () => {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
};

function defaultTree(): { tree: LockSystemTree; newId: () => string } {
  const newId = idGenerator();
  return { tree: createDefaultTree(lookups, 'SP6', newId), newId };
}

describe('adding nodes', () => {
  it('numbers new master keys and lock sets with the next free number', () => {
    const { tree, newId } = defaultTree();
    const withMaster = addMasterKey(tree, newId);
    expect(withMaster.masterKey.keyName).toBe('MASTER KEY 2');
    const withSet = addLockSet(withMaster.tree, withMaster.masterKey.masterKeyID, lookups, 'SP6', newId);
    expect(withSet.lockSet.lockSetName).toBe('LOCK SET 2');
    expect(withSet.tree.masterKeys[1]!.lockSets).toEqual([withSet.lockSet]);
    const loose = addLockSet(withSet.tree, null, lookups, 'SP6', newId);
    expect(loose.tree.noKeyLockSets.map((lockSet) => lockSet.lockSetName)).toEqual(['LOCK SET 3']);
  });

  it('fills a gap left by a renamed node', () => {
    const { tree, newId } = defaultTree();
    const renamed = renameNode(tree, tree.masterKeys[0]!.masterKeyID, 'NORTH YARD');
    expect(addMasterKey(renamed, newId).masterKey.keyName).toBe('MASTER KEY 1');
  });

  it('leaves the original tree untouched and keeps unchanged nodes identical', () => {
    const { tree, newId } = defaultTree();
    const before = structuredClone(tree);
    const { tree: next } = addMasterKey(tree, newId);
    expect(tree).toEqual(before);
    expect(next.masterKeys[0]).toBe(tree.masterKeys[0]);
    expect(next.grandMasterKey).toBe(tree.grandMasterKey);
  });
});

describe('duplicate, move and delete', () => {
  it('duplicates a lock set right after the original with a new id and a COPY name', () => {
    const { tree, newId } = defaultTree();
    const original = tree.masterKeys[0]!.lockSets[0]!;
    const charted = updateLockSet(tree, original.lockSetID, (lockSet) => ({
      ...lockSet,
      charted: true,
      numberOfLocksPerSet: 4,
      numberOfLocks: 4,
    }));
    const result = duplicateLockSet(charted, original.lockSetID, newId, LIMITS.nodeNameLength)!;
    const sets = result.tree.masterKeys[0]!.lockSets;
    expect(sets.map((lockSet) => lockSet.lockSetName)).toEqual(['LOCK SET 1', 'LOCK SET 1 COPY']);
    expect(sets[1]).toMatchObject({ numberOfLocks: 4, charted: false });
    expect(sets[1]!.lockSetID).not.toBe(original.lockSetID);
    const again = duplicateLockSet(result.tree, original.lockSetID, newId, LIMITS.nodeNameLength)!;
    expect(again.lockSet.lockSetName).toBe('LOCK SET 1 COPY 2');
  });

  it('cuts a copy name to the name limit', () => {
    const { tree } = defaultTree();
    const name = 'X'.repeat(LIMITS.nodeNameLength);
    const copy = copyName(tree, name, LIMITS.nodeNameLength);
    expect(copy).toHaveLength(LIMITS.nodeNameLength);
    expect(copy.endsWith(' COPY')).toBe(true);
  });

  it('moves a lock set between master keys and to the grand master key', () => {
    const { tree, newId } = defaultTree();
    const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
    const { tree: twoMasters, masterKey } = addMasterKey(tree, newId);
    const moved = moveLockSet(twoMasters, lockSetID, masterKey.masterKeyID);
    expect(moved.masterKeys[0]!.lockSets).toEqual([]);
    expect(findLockSet(moved, lockSetID)?.parent).toBe(masterKey.masterKeyID);
    const loose = moveLockSet(moved, lockSetID, null);
    expect(findLockSet(loose, lockSetID)?.parent).toBeNull();
    expect(moveLockSet(loose, lockSetID, 'no-such-master')).toBe(loose);
  });

  it('deletes a lock set, or a master key with its lock sets', () => {
    const { tree } = defaultTree();
    const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
    expect(deleteLockSet(tree, lockSetID).masterKeys[0]!.lockSets).toEqual([]);
    const withoutMaster = deleteMasterKey(tree, tree.masterKeys[0]!.masterKeyID);
    expect(treeTotals(withoutMaster)).toMatchObject({ masterKeys: 0, lockSets: 0, locks: 0 });
  });
});

describe('treeTotals', () => {
  it('counts locks and every key cut (hand-computed)', () => {
    const { tree } = defaultTree();
    const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
    // KA: 3 sets × 4 locks, 2 keys per set → 6 keys; master 1 key; grand master 1 key.
    const edited = updateLockSet(tree, lockSetID, (lockSet) => ({
      ...lockSet,
      keyOption: 'KA',
      numberOfSets: 3,
      numberOfLocksPerSet: 4,
      numberOfLocks: 12,
      numberOfKeysPerSet: 2,
    }));
    expect(treeTotals(edited)).toEqual({ masterKeys: 1, lockSets: 1, locks: 12, keys: 8 });
  });
});

describe('edits keep a valid tree valid', () => {
  it('holds for any sequence of adds, duplicates, moves and deletes', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'addMaster' as const }),
      fc.record({ kind: fc.constant('addSet' as const), target: fc.nat() }),
      fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), target: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(validTreeArbitrary(lookups, 'SP6'), fc.array(action, { maxLength: 12 }), (start, actions) => {
        const newId = idGenerator();
        let tree = start;
        for (const step of actions) {
          const sets = lockSetsWithPaths(tree).map(({ lockSet }) => lockSet.lockSetID);
          const parents = [null, ...tree.masterKeys.map((masterKey) => masterKey.masterKeyID)];
          const pickSet = (index: number) => sets[index % Math.max(sets.length, 1)];
          if (step.kind === 'addMaster') tree = addMasterKey(tree, newId).tree;
          if (step.kind === 'addSet')
            tree = addLockSet(tree, parents[step.target % parents.length]!, lookups, 'SP6', newId).tree;
          const lockSetID = 'pick' in step ? pickSet(step.pick) : undefined;
          if (lockSetID && step.kind === 'duplicate')
            tree = duplicateLockSet(tree, lockSetID, newId, LIMITS.nodeNameLength)!.tree;
          if (lockSetID && step.kind === 'move')
            tree = moveLockSet(tree, lockSetID, parents[step.target % parents.length]!);
          if (lockSetID && step.kind === 'delete') tree = deleteLockSet(tree, lockSetID);
        }
        expect(validateLockSystemTree(tree, lookups, 'SP6')).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
