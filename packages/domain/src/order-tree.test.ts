import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { lockSystemTreeSchema, type LockSet, type LockSystemTree } from './lock-system.ts';
import { lockSystemTreeOf, type OrderLockSystem } from './order.ts';
import { validTreeArbitrary } from './testing/index.ts';

const place = { orderID: 'order-1', orderLockSystemID: 'system-1' };

/** A tree as GET /orders/{id} answers it: every node with its place in the order and derived values. */
function asLoaded(tree: LockSystemTree): OrderLockSystem {
  const lockSet = (item: LockSet, masterKeyID: string | null) => ({
    ...item,
    ...place,
    grandMasterKeyID: tree.grandMasterKey.grandMasterKeyID,
    masterKeyID,
    sku: 'SKU-1',
    setSummary: '1 set of 1 lock',
    pricePer: 1234,
  });
  return {
    orderLockSystemID: place.orderLockSystemID,
    orderID: place.orderID,
    status: 1,
    statusLabel: 'Draft',
    systemBucketType: 'SP6',
    lockSystemID: null,
    isAddToSystem: false,
    sendState: null,
    changeKeyOrders: tree.changeKeyOrders ?? [],
    grandMasterKey: { ...tree.grandMasterKey, ...place },
    masterKeys: tree.masterKeys.map((masterKey) => ({
      ...masterKey,
      ...place,
      grandMasterKeyID: tree.grandMasterKey.grandMasterKeyID,
      lockSets: masterKey.lockSets.map((item) => lockSet(item, masterKey.masterKeyID)),
    })),
    noKeyLockSets: tree.noKeyLockSets.map((item) => lockSet(item, null)),
  };
}

describe('lockSystemTreeOf', () => {
  it('gives what the tree schema would parse out of a loaded system: the input fields only', () => {
    fc.assert(
      fc.property(validTreeArbitrary(DEMO_CATALOG.lookups, 'SP6'), (tree) => {
        const loaded = asLoaded(tree);
        const projected = lockSystemTreeOf(loaded);
        expect(projected).toStrictEqual(lockSystemTreeSchema.parse(loaded));
        expect(projected.masterKeys[0]?.lockSets[0] ?? {}).not.toHaveProperty('pricePer');
        expect(projected.grandMasterKey).not.toHaveProperty('orderID');
      }),
      { numRuns: 50 },
    );
  });

  it('copies, so editing the tree never changes the loaded order', () => {
    const tree = fc.sample(validTreeArbitrary(DEMO_CATALOG.lookups, 'SP6'), 1)[0]!;
    const loaded = asLoaded({ ...tree, changeKeyOrders: [{ keySymbol: 'AA1', quantity: 2 }] });
    const projected = lockSystemTreeOf(loaded);
    projected.changeKeyOrders![0]!.quantity = 5;
    projected.grandMasterKey.numberOfKeys = 99;
    expect(loaded.changeKeyOrders[0]!.quantity).toBe(2);
    expect(loaded.grandMasterKey.numberOfKeys).not.toBe(99);
  });
});
