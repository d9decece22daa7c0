import { randomUUID } from 'node:crypto';
import { createDefaultTree, newLockSet, newMasterKey, type LockSet, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';

/** Test and bench only: trees to chart. */

export function lockSet(number: number, bucket: string, change: Partial<LockSet> = {}): LockSet {
  const sets = change.numberOfSets ?? 1;
  const perSet = change.numberOfLocksPerSet ?? 1;
  const numberOfLocks = change.variableSets
    ? change.variableSets.reduce((sum, count) => sum + count, 0)
    : sets * perSet;
  return {
    ...newLockSet(randomUUID, number, DEMO_CATALOG.lookups, bucket),
    numberOfSets: sets,
    numberOfLocksPerSet: perSet,
    numberOfLocks,
    ...change,
  };
}

/**
 * A master-keyed tree: three master keys over KD and KA lock sets (one with variable sets), and
 * two lock sets directly under the grand master key.
 */
export function masterKeyedTree(bucket = 'SP6'): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, bucket, randomUUID);
  tree.masterKeys = [1, 2, 3].map((number) => newMasterKey(randomUUID, number));
  tree.masterKeys[0]!.lockSets = [
    lockSet(1, bucket, {
      numberOfSets: 2,
      numberOfLocksPerSet: 3,
      engravedLock: true,
      fontSize: 'S',
      frontText1: 'PUMP ROOM',
      backText2: '-DANGER-',
    }),
    lockSet(2, bucket, { keyOption: 'KA', numberOfSets: 3, numberOfLocksPerSet: 4, numberOfKeysPerSet: 3 }),
  ];
  tree.masterKeys[1]!.lockSets = [lockSet(3, bucket, { numberOfSets: 2, variableSets: [2, 1] })];
  tree.masterKeys[2]!.lockSets = [lockSet(4, bucket, { keyOption: 'KA', numberOfSets: 1, numberOfLocksPerSet: 5 })];
  tree.noKeyLockSets = [
    lockSet(5, bucket, { numberOfSets: 2, numberOfLocksPerSet: 2 }),
    lockSet(6, bucket, { keyOption: 'KA', numberOfSets: 2, numberOfLocksPerSet: 2 }),
  ];
  return tree;
}

/** No master keys and a grand master key with no keys cut: every code is drawn at random. */
export function plainTree(bucket = 'SP6'): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, bucket, randomUUID);
  tree.grandMasterKey.numberOfKeys = 0;
  tree.masterKeys = [];
  tree.noKeyLockSets = [
    lockSet(1, bucket, { numberOfSets: 2, numberOfLocksPerSet: 3 }),
    lockSet(2, bucket, { keyOption: 'KA', numberOfSets: 3, numberOfLocksPerSet: 2 }),
  ];
  return tree;
}
