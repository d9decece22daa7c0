import { createDefaultTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { withLockout, withPastedNames } from './lockout-edits.ts';

const lookups = DEMO_CATALOG.lookups;
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
const lockSet = () => createDefaultTree(lookups, 'SP6', newId).masterKeys[0]!.lockSets[0]!;

describe('lockout edits', () => {
  it('turning it on sets keyed different, one key per lock and engraved locks; off removes the settings', () => {
    const on = withLockout({ ...lockSet(), keyOption: 'KA', numberOfKeysPerLock: 2 }, true, lookups);
    expect(on).toMatchObject({ keyOption: 'KD', numberOfKeysPerLock: 1, engravedLock: true });
    expect(on.fontSize).not.toBeNull();
    expect(on.lockout?.template).toBe('{NAME}');
    expect('lockout' in withLockout(on, false, lookups)).toBe(false);
  });

  it('a pasted list gives one lock per name and reports names that cannot be engraved', () => {
    const on = withLockout(lockSet(), true, lookups);
    const { lockSet: filled, problems } = withPastedNames(on, 'Ana\nZoë\nBen');
    expect(filled).toMatchObject({ numberOfSets: 1, numberOfLocksPerSet: 3, numberOfLocks: 3, variableSets: null });
    expect(filled.lockout?.locks.map((lock) => lock.engraving)).toEqual(['ANA', '', 'BEN']);
    expect(problems.map((problem) => problem.line)).toEqual([2]);
  });
});
