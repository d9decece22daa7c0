import { createDefaultTree, priceLockSystem, updateLockSet } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { livePriceOf } from './use-live-price.ts';

let counter = 0;
const newId = () => `id-${(counter += 1)}`;
const pricing = { currency: 'USD', priceBook: DEMO_CATALOG.priceBooks.USD!, quantityTiers: DEMO_CATALOG.quantityTiers };

describe('livePriceOf', () => {
  it('prices a tree once: the same tree and price book answer the same price', () => {
    const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', newId);
    const price = livePriceOf(tree, pricing);
    expect(price).toEqual(priceLockSystem(tree, pricing.priceBook, pricing.quantityTiers));
    expect(livePriceOf(tree, pricing)).toBe(price);
  });

  it('prices an edited tree or another price book again', () => {
    const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', newId);
    const price = livePriceOf(tree, pricing);
    const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
    const edited = updateLockSet(tree, lockSetID, (lockSet) => ({ ...lockSet, numberOfKeysPerLock: 5 }));
    const editedPrice = livePriceOf(edited, pricing);
    expect(editedPrice).not.toBe(price);
    expect(editedPrice).toEqual(priceLockSystem(edited, pricing.priceBook, pricing.quantityTiers));
    const otherBook = { ...pricing, currency: 'EUR', priceBook: DEMO_CATALOG.priceBooks.EUR! };
    expect(livePriceOf(edited, otherBook)).toEqual(
      priceLockSystem(edited, otherBook.priceBook, otherBook.quantityTiers),
    );
  });
});
