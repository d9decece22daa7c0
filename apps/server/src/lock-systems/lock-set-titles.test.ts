import { describe, expect, it } from 'vitest';
import { changeKeyOpens, lockSetTitles } from './lock-set-titles.ts';

const locks = (...shape: [set: number, lock: number, key: string][]) =>
  shape.map(([setNumber, lockNumber, keySymbol]) => ({ setNumber, lockNumber, keySymbol }));

describe('what a change key opens, told apart from its neighbours (issue 47)', () => {
  it('numbers the lock sets that share a name by their place in the system, and leaves the others as named', () => {
    const titles = lockSetTitles([
      { lockSetID: 'a', name: 'PRODUCTION LINE' },
      { lockSetID: 'b', name: 'OFFICES' },
      { lockSetID: 'c', name: 'Production line' },
    ]);
    expect([...titles.values()]).toEqual(['Lock set 1 · PRODUCTION LINE', 'OFFICES', 'Lock set 3 · Production line']);
  });

  it("names the set of a keyed-alike lock set of several sets, each set's key its own", () => {
    const ka = { keyOption: 'KA' as const, locks: locks([1, 1, 'AA1'], [1, 2, 'AA1'], [2, 1, 'AA2']) };
    expect(changeKeyOpens('PRODUCTION LINE', ka, { setNumber: 2, lockNumber: 1 })).toBe('PRODUCTION LINE · set 2');
    const oneSet = { ...ka, locks: locks([1, 1, 'AA1'], [1, 2, 'AA1']) };
    expect(changeKeyOpens('PRODUCTION LINE', oneSet, { setNumber: 1, lockNumber: 1 })).toBe('PRODUCTION LINE');
  });

  it('names the lock of a keyed-different lock set of several keys, and its set when it has sets', () => {
    const kd = { keyOption: 'KD' as const, locks: locks([1, 1, 'AA1'], [1, 2, 'AA2']) };
    expect(changeKeyOpens('PRODUCTION LINE', kd, { setNumber: 1, lockNumber: 2 })).toBe('PRODUCTION LINE · lock 2');
    const sets = { ...kd, locks: locks([1, 1, 'AA1'], [2, 1, 'AA2']) };
    expect(changeKeyOpens('PRODUCTION LINE', sets, { setNumber: 2, lockNumber: 1 })).toBe(
      'PRODUCTION LINE · set 2, lock 1',
    );
    expect(
      changeKeyOpens('PRODUCTION LINE', { ...kd, locks: locks([1, 1, 'AA1']) }, { setNumber: 1, lockNumber: 1 }),
    ).toBe('PRODUCTION LINE');
    // Locks a reorder added to an installed lock set are numbered in the reorder: the lock set's name alone.
    expect(changeKeyOpens('PRODUCTION LINE', kd, { setNumber: 1, lockNumber: 2 }, true)).toBe('PRODUCTION LINE');
  });
});
