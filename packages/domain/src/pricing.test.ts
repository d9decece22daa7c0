import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree, newLockSet } from './default-tree.ts';
import type { LockSystemTree } from './lock-system.ts';
import { newLockout } from './lockout.ts';
import { discountFor, formatMoney, keyLinesOf, priceLockSystem } from './pricing.ts';

const { lookups, priceBooks, quantityTiers } = DEMO_CATALOG;
let counter = 0;
const newId = () => `id-${(counter += 1)}`;

/** GMK (1 key) → MK 1 (1 key) → one lock set; change what the example needs. */
function example(change: Partial<LockSystemTree['masterKeys'][number]['lockSets'][number]>): LockSystemTree {
  const tree = createDefaultTree(lookups, 'SP6', newId);
  tree.masterKeys[0]!.lockSets[0] = { ...tree.masterKeys[0]!.lockSets[0]!, ...change };
  return tree;
}

describe('priceLockSystem (hand-computed, USD)', () => {
  it('prices the default system: one THERMO/ST15 lock, two keys, MK and GMK keys', () => {
    const price = priceLockSystem(example({}), priceBooks.USD, quantityTiers);
    // lock 1850 + keys 2 × 240 + master key 680 + grand master key 960
    expect(price).toMatchObject({
      priced: true,
      totalPrice: 1850 + 480 + 680 + 960,
      totalLocks: 1,
      discountPercent: 0,
    });
  });

  it('adds engraved lines and logos to the lock, key text to the keys', () => {
    const tree = example({
      engravedLock: true,
      engravedKey: true,
      fontSize: 'M',
      frontText1: 'LINE A',
      backText1: 'LINE B',
      leftText1: '  ',
      keyText: 'K1',
      logoFront: 'logo-1',
    });
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    const lockSet = price.lockSets.get(tree.masterKeys[0]!.lockSets[0]!.lockSetID)!;
    // 1850 + 2 lines × 125 + 1 logo × 350 = 2450; keys 2 × (240 + 95) = 670
    expect(lockSet).toEqual({
      listPrice: 2450,
      pricePer: 2450,
      locks: 1,
      locksAmount: 2450,
      keyCount: 2,
      keyUnitPrice: 335,
      keys: 670,
      total: 2450 + 670,
    });
  });

  // Issue 47: a LOTO set's worker names were engraved for nothing, while a standard set's lines pay.
  it('charges each lock engraved with its worker’s name one engraved line, as a standard set’s line (decision 0070)', () => {
    const names = ['J. RIVERA', 'A. SILVA', '', 'B. OKAFOR'];
    const tree = example({
      numberOfSets: 1,
      numberOfLocksPerSet: 4,
      numberOfLocks: 4,
      engravedLock: true,
      fontSize: 'M',
      lockout: { ...newLockout(), locks: names.map((name) => ({ worker: name || 'C. NG', engraving: name })) },
    });
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    const lockSet = price.lockSets.get(tree.masterKeys[0]!.lockSets[0]!.lockSetID)!;
    // 3 of the 4 locks carry a name (the third has none yet): 3 × 125; no set-level line on the lock.
    expect(lockSet).toMatchObject({
      listPrice: 1850,
      locksAmount: 4 * 1850,
      workerNameEngraving: { quantity: 3, unitPrice: 125, amount: 375 },
      total: 4 * 1850 + 375 + 8 * 240,
    });
    expect(price.totalPrice).toBe(4 * 1850 + 375 + 8 * 240 + 680 + 960);
    // The same lines not engraved (the set's engraving switched off) pay nothing for names.
    const plain = priceLockSystem(
      example({ ...tree.masterKeys[0]!.lockSets[0]!, engravedLock: false }),
      priceBooks.USD,
      quantityTiers,
    );
    expect(plain.priced && [...plain.lockSets.values()][0]!.workerNameEngraving).toBeUndefined();
  });

  it('discounts a worker name’s line as the lock’s other engraved lines', () => {
    const workers = Array.from({ length: 100 }, (_, index) => `W${index}`);
    const tree = example({
      numberOfSets: 1,
      numberOfLocksPerSet: 100,
      numberOfLocks: 100,
      engravedLock: true,
      fontSize: 'M',
      lockout: { ...newLockout(), locks: workers.map((name) => ({ worker: name, engraving: name })) },
    });
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    // 100 locks → 8 %: 125 × 0.92 = 115
    expect(price.lockSets.get(tree.masterKeys[0]!.lockSets[0]!.lockSetID)!.workerNameEngraving).toEqual({
      quantity: 100,
      unitPrice: 115,
      amount: 11_500,
    });
  });

  it('discounts locks only, by the tier of the whole system, rounding half up', () => {
    // 10 sets × 10 locks KA = 100 locks → 8 %; ALUM needs AL5, so use STEEL/ST30 (1940).
    const tree = example({
      keyOption: 'KA',
      numberOfSets: 10,
      numberOfLocksPerSet: 10,
      numberOfLocks: 100,
      numberOfKeysPerSet: 3,
      bodyMaterialID: 'STEEL',
      shackleMaterialID: 'ST30',
    });
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    // 1940 × 0.92 = 1784.8 → 1785; keys: 10 sets × 3 × 240 = 7200
    const lockSet = price.lockSets.get(tree.masterKeys[0]!.lockSets[0]!.lockSetID)!;
    expect(lockSet).toEqual({
      listPrice: 1940,
      pricePer: 1785,
      locks: 100,
      locksAmount: 178_500,
      keyCount: 30,
      keyUnitPrice: 240,
      keys: 7200,
      total: 178_500 + 7200,
    });
    expect(price.totalPrice).toBe(178_500 + 7200 + 680 + 960);
  });

  it('rounds exactly half up', () => {
    // THERMO/ST15 1850 at 4 % (50 locks) = 1776 exactly; CAD THERMO/SS15 3390 × 0.96 = 3254.4 → 3254
    const tree = example({ numberOfSets: 5, numberOfLocksPerSet: 10, numberOfLocks: 50, shackleMaterialID: 'SS15' });
    const price = priceLockSystem(tree, priceBooks.CAD, quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    expect(price.lockSets.get(tree.masterKeys[0]!.lockSets[0]!.lockSetID)!.pricePer).toBe(3254);
    // 2530 × 0.85 = 2150.5 → 2151 (half up, not half to even)
    const book = { ...priceBooks.USD!, lockBase: { THERMO: { ST15: 2530 } } };
    const half = priceLockSystem(example({}), book, [{ minLocks: 1, discountPercent: 15 }]);
    expect(half.priced && [...half.lockSets.values()][0]!.pricePer).toBe(2151);
  });

  it('counts every lock of the system for the tier, across master keys', () => {
    const tree = example({ numberOfSets: 1, numberOfLocksPerSet: 30, numberOfLocks: 30 });
    tree.noKeyLockSets.push({ ...newLockSet(newId, 2, lookups, 'SP6'), numberOfLocksPerSet: 20, numberOfLocks: 20 });
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    expect(price.priced && price.discountPercent).toBe(4);
  });

  it('prices a reorder: spare keys of existing grand master and master keys, and change keys by symbol', () => {
    const tree = example({});
    tree.grandMasterKey = { ...tree.grandMasterKey, addToSystem: true, addToKeyId: 'gmk-1', additionalKeys: 0 };
    tree.masterKeys[0] = { ...tree.masterKeys[0]!, addToSystem: true, addToKeyId: 'mk-1', additionalKeys: 2 };
    tree.changeKeyOrders = [
      { keySymbol: 'AA3', quantity: 1 },
      { keySymbol: 'AB1', quantity: 2 },
    ];
    const price = priceLockSystem(tree, priceBooks.USD, quantityTiers);
    // lock 1850 + its keys 2 × 240; no GMK key; 2 spare master keys × 680; 3 change keys × 240
    expect(price).toMatchObject({
      priced: true,
      grandMasterKey: 0,
      masterKeys: 2 * 680,
      changeKeyOrders: 3 * 240,
      totalPrice: 1850 + 480 + 2 * 680 + 3 * 240,
    });
    // The spare keys' lines, as keyLinesOf prices them (the one place a reorder's spare keys are priced).
    expect(
      keyLinesOf(tree, priceBooks.USD!).map(({ kind, id, quantity, unitPrice }) => [kind, id, quantity, unitPrice]),
    ).toEqual([
      ['masterKey', tree.masterKeys[0]!.masterKeyID, 2, 680],
      ['changeKey', 'AA3', 1, 240],
      ['changeKey', 'AB1', 2, 240],
    ]);
    expect(price.priced && price.keyLines).toEqual(keyLinesOf(tree, priceBooks.USD!));
  });

  it('is unpriced without a price book or a base price', () => {
    expect(priceLockSystem(example({}), undefined, quantityTiers)).toEqual({
      priced: false,
      reason: 'no price book for the currency',
    });
    expect(priceLockSystem(example({ shackleMaterialID: 'NOPE' }), priceBooks.USD, quantityTiers).priced).toBe(false);
  });

  it('names the first lock set without a base price by its path', () => {
    const tree = example({});
    const unpriced = { ...tree.masterKeys[0]!.lockSets[0]!, lockSetID: 'loose', shackleMaterialID: 'NOPE' };
    tree.noKeyLockSets = [tree.masterKeys[0]!.lockSets[0]!, unpriced];
    expect(priceLockSystem(tree, priceBooks.USD, quantityTiers)).toEqual({
      priced: false,
      reason: `noKeyLockSets[1]: no price for ${unpriced.bodyMaterialID} with NOPE`,
    });
    tree.masterKeys[0]!.lockSets = [unpriced];
    expect(priceLockSystem(tree, priceBooks.USD, quantityTiers)).toMatchObject({
      reason: `masterKeys[0].lockSets[0]: no price for ${unpriced.bodyMaterialID} with NOPE`,
    });
  });
});

describe('discountFor and formatMoney', () => {
  it.each([
    [1, 0],
    [49, 0],
    [50, 4],
    [249, 8],
    [1000, 15],
  ])('%i locks → %i %%', (locks, discount) => {
    expect(discountFor(locks, quantityTiers)).toBe(discount);
  });

  it('formats minor units in the currency', () => {
    expect(formatMoney(184_350, 'USD')).toBe('$1,843.50');
    expect(formatMoney(1850, 'EUR', 'de-DE').replace(/\s/g, ' ')).toBe('18,50 €');
  });
});
