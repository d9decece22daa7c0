import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { newGrandMasterKey, newLockSet, newMasterKey } from './default-tree.ts';
import type { InstalledKey } from './installed-lock-system.ts';
import { reorderAskedOf } from './reorder-asked.ts';

const { lookups } = DEMO_CATALOG;
let next = 0;
const id = () => `id-${(next += 1)}`;
const key = (keySymbol: string, kind: InstalledKey['kind']): InstalledKey => ({
  keySymbol,
  kind,
  name: keySymbol,
  blindCode: `B${keySymbol}`,
  keysCut: 1,
});

describe('what a saved reorder asks of the installed system (issue 42)', () => {
  it('reads spare keys, added locks, new lock sets and new master keys back from the reorder’s tree', () => {
    const addedToKa = {
      ...newLockSet(id, 1, lookups, 'SP6'),
      keyOption: 'KA' as const,
      numberOfKeysPerSet: 2,
      addToLockSetId: 'installed-set',
      addToSetNumber: 3,
    };
    const newUnderMaster = newLockSet(id, 2, lookups, 'SP6');
    const standIn = {
      ...newMasterKey(id, 1),
      addToSystem: true,
      addToKeyId: 'installed-master',
      additionalKeys: 4,
      lockSets: [addedToKa, newUnderMaster],
    };
    const brandNew = { ...newMasterKey(id, 2), lockSets: [newLockSet(id, 3, lookups, 'SP6')] };
    const tree = {
      grandMasterKey: { ...newGrandMasterKey(id), addToSystem: true, addToKeyId: 'installed-gmk', additionalKeys: 2 },
      masterKeys: [standIn, brandNew],
      noKeyLockSets: [newLockSet(id, 4, lookups, 'SP6')],
      changeKeyOrders: [{ keySymbol: 'AA1', quantity: 1, reason: 'Spare in the safe' }],
    };
    const asked = reorderAskedOf(tree, {
      keys: [key('A', 'grandMaster'), key('AA', 'master')],
      masterKeys: [{ masterKeyID: 'installed-master', name: 'MASTER KEY 1', keySymbol: 'AA' }],
    });
    expect(asked.additionalKeys).toEqual([
      { keySymbol: 'A', quantity: 2 },
      { keySymbol: 'AA', quantity: 4 },
      { keySymbol: 'AA1', quantity: 1, reason: 'Spare in the safe' },
    ]);
    expect(asked.addLocks).toEqual([{ lockSetID: 'installed-set', setNumber: 3, keys: 2 }]);
    expect(asked.newLockSets).toEqual([{ masterKeyID: 'installed-master' }, { masterKeyID: null }]);
    expect(asked.newMasterKeys).toHaveLength(1);
  });
});
