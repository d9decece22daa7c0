import { describe, expect, it } from 'vitest';
import { reorderPriceFacts } from './reorder-price-facts.ts';

const lockSet = {
  lockSetID: 'set-1',
  listPrice: 1850,
  pricePer: 1850,
  locks: 4,
  locksAmount: 7400,
  keyCount: 4,
  keyUnitPrice: 240,
  keys: 960,
  total: 7400 + 960,
};

describe('reorderPriceFacts', () => {
  it('lists the worker names engraved on lockout/tagout locks, so the lines add up to the total (decision 0070)', () => {
    const facts = reorderPriceFacts(
      {
        lockSets: [{ ...lockSet, workerNameEngraving: { quantity: 4, unitPrice: 125, amount: 500 }, total: 8860 }],
        keyLines: [],
        totalLocks: 4,
        discountPercent: 0,
        totalPrice: 8860,
      },
      'USD',
    );
    expect(facts).toEqual([
      { label: 'Locks (4)', value: '$74.00' },
      { label: 'Engraving, worker names (4)', value: '$5.00' },
      { label: 'Keys with the locks (4)', value: '$9.60' },
    ]);
  });

  it('has no names line for locks without worker names', () => {
    const facts = reorderPriceFacts(
      { lockSets: [lockSet], keyLines: [], totalLocks: 4, discountPercent: 0, totalPrice: 8360 },
      'USD',
    );
    expect(facts.map((fact) => fact.label)).toEqual(['Locks (4)', 'Keys with the locks (4)']);
  });
});
