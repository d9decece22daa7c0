import { describe, expect, it } from 'vitest';
import { newLockout, priceLockSystem, type Lockout } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { buildSafekeyOrder, buildTree } from '../../../../testing/key-system-fixtures.ts';
import { lockSetMoney } from './review-figures.ts';

/** The review's money of an order's one lock set of two locks, with the lockout settings given. */
function moneyOf(lockout: Lockout | undefined) {
  const tree = buildTree();
  tree.masterKeys[0]!.lockSets[0] = {
    ...tree.masterKeys[0]!.lockSets[0]!,
    numberOfLocksPerSet: 2,
    numberOfLocks: 2,
    engravedLock: true,
    fontSize: 'M',
    ...(lockout ? { lockout } : {}),
  };
  const system = buildSafekeyOrder(tree).orderLockSystems[0]!;
  const price = priceLockSystem(system, DEMO_CATALOG.priceBooks.USD, DEMO_CATALOG.quantityTiers);
  return lockSetMoney(system.masterKeys[0]!.lockSets[0]!, price, 'USD');
}

describe('lockSetMoney', () => {
  // Issue 47 (decision 0070): the review names the worker names' engraving the total includes.
  it('names a lockout/tagout set’s worker names engraving beside the price per lock', () => {
    const locks = ['J. RIVERA', 'A. SILVA'].map((name) => ({ worker: name, engraving: name }));
    expect(moneyOf({ ...newLockout(), locks }).workerNames).toBe('2 × $1.25 = $2.50');
    expect(moneyOf(undefined).workerNames).toBeNull();
  });
});
