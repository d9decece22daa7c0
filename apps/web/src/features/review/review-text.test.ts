import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, lockoutDetails, newLockout, summarizeLockSet, type LockSet } from '@keyplan/domain';
import { buildTree } from '../../testing/key-system-fixtures.ts';
import { lockoutLines, setSummary } from './components/system-review/review-figures.ts';
import { reviewText } from './review-text.ts';
import { textNow } from '../../i18n/use-text.ts';

/**
 * The review shows texts the domain also writes (the server, SPEC and the PDFs use the domain's):
 * in en-US the catalog says them word for word as the domain does.
 */
describe("the review catalog's English is the domain's", () => {
  const t = textNow(reviewText);
  const lockSet = (): LockSet => buildTree().masterKeys[0]!.lockSets[0]!;

  it('says too many attempts as REVIEW_MESSAGES does', () => {
    for (const minutes of [1, 2, 15])
      expect(t('page.tooManyAttempts', { minutes })).toBe(REVIEW_MESSAGES.tooManyAttempts(minutes));
  });

  it("writes a lock set's sets and keying as summarizeLockSet does", () => {
    const cases: Array<Partial<LockSet>> = [
      { numberOfSets: 1, numberOfLocksPerSet: 1, keyOption: 'KA', variableSets: null },
      { numberOfSets: 3, numberOfLocksPerSet: 4, keyOption: 'KD', variableSets: null },
      { numberOfSets: 2, numberOfLocksPerSet: 1, keyOption: 'KA', variableSets: [2, 5] },
    ];
    for (const change of cases) {
      const set = { ...lockSet(), ...change };
      expect(setSummary(set)).toBe(summarizeLockSet(set));
    }
  });

  it("writes a lockout/tagout set's lines as lockoutDetails does", () => {
    const locks = [
      { worker: 'J. RIVERA', engraving: 'J. RIVERA' },
      { worker: '', engraving: '' },
    ];
    const lockouts = [
      { ...newLockout(), department: 'Filleting', locks },
      { ...newLockout(), oneWorkerName: 'A. SILVA', secondKeyReason: 'Night shift', supervisorMasterKey: true },
    ];
    for (const lockout of lockouts) {
      const set = { ...lockSet(), numberOfLocks: 2, lockout };
      expect(lockoutLines(set)).toEqual(lockoutDetails(set));
    }
  });
});
