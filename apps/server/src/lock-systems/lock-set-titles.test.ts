import { describe, expect, it } from 'vitest';
import { changeKeyOpens, lockSetTitles } from './lock-set-titles.ts';

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
    const sets = { keyOption: 'KA' as const, locks: [{ setNumber: 1 }, { setNumber: 2 }] };
    expect(changeKeyOpens('PRODUCTION LINE', sets, 2)).toBe('PRODUCTION LINE · set 2');
    expect(changeKeyOpens('PRODUCTION LINE', { ...sets, locks: [{ setNumber: 1 }] }, 1)).toBe('PRODUCTION LINE');
    expect(changeKeyOpens('PRODUCTION LINE', { ...sets, keyOption: 'KD' }, 1)).toBe('PRODUCTION LINE');
  });
});
