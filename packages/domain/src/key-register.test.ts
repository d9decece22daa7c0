import { describe, expect, it } from 'vitest';
import {
  applyKeyRegisterAction,
  describeKeyCopy,
  describeProposal,
  keyRegisterActionSchema,
  NOT_HANDED_OUT,
  type KeyCopySnapshot,
} from './key-register.ts';
import { exposureSummary } from './lost-key.ts';

const holder = { name: 'Ann Lee', department: 'Maintenance', employeeId: null };
const held: KeyCopySnapshot = { ...NOT_HANDED_OUT, state: 'handedOut', holder, issuedOn: '2026-01-05' };
const act = (input: unknown) => keyRegisterActionSchema.parse(input);

describe('applyKeyRegisterAction', () => {
  it('hands out a free copy on the given day or today, and refuses one that is held', () => {
    expect(applyKeyRegisterAction(NOT_HANDED_OUT, act({ action: 'handOut', holder }), '2026-02-01')).toEqual({
      after: { ...held, issuedOn: '2026-02-01' },
    });
    expect(applyKeyRegisterAction(held, act({ action: 'handOut', holder }), '2026-02-01')).toEqual({
      refused: 'This copy is held by Ann Lee; record its return first.',
    });
  });

  it('returns only a held copy, not before it was handed out, keeping who had it', () => {
    expect(applyKeyRegisterAction(NOT_HANDED_OUT, act({ action: 'return' }), '2026-02-01')).toEqual({
      refused: 'This copy is not handed out.',
    });
    expect(applyKeyRegisterAction(held, act({ action: 'return', on: '2026-01-04' }), '2026-02-01')).toEqual({
      refused: 'on: must not be before it was handed out (2026-01-05)',
    });
    expect(applyKeyRegisterAction(held, act({ action: 'return' }), '2026-02-01')).toEqual({
      after: { ...held, state: 'notHandedOut', returnedOn: '2026-02-01' },
    });
  });

  it('keeps a lost or broken copy so for good', () => {
    const lost = applyKeyRegisterAction(held, act({ action: 'reportLost' }), '2026-02-01');
    expect(lost).toEqual({ after: { ...held, state: 'lost', reportedOn: '2026-02-01' } });
    for (const action of ['handOut', 'return', 'editHolder', 'reportBroken'] as const)
      expect(
        applyKeyRegisterAction((lost as { after: KeyCopySnapshot }).after, act({ action, holder }), '2026-03-01'),
      ).toEqual({
        refused: 'This copy was reported lost; its code stays reserved.',
      });
  });

  it('names the change in plain words', () => {
    expect(describeProposal({ keySymbol: 'AA1', copyNumber: 2, change: act({ action: 'handOut', holder }) })).toBe(
      'Hand out AA1 copy 2 to Ann Lee (Maintenance)',
    );
    expect(describeProposal({ keySymbol: 'AA', copyNumber: 1, change: act({ action: 'reportLost' }) })).toBe(
      'Report AA copy 1 lost',
    );
  });
});

describe('exposureSummary', () => {
  it('says what a key opens in plain words, with the locks it opens by chance', () => {
    expect(exposureSummary('master', { locks: 48, lockSets: 6, incidentalLocks: 0 })).toBe(
      'This master key opens 48 locks in 6 lock sets.',
    );
    expect(exposureSummary('change', { locks: 1, lockSets: 1, incidentalLocks: 0 })).toBe(
      'This change key opens 1 lock in 1 lock set.',
    );
    expect(exposureSummary('change', { locks: 3, lockSets: 2, incidentalLocks: 1 })).toBe(
      'This change key opens 3 locks in 2 lock sets, 1 of them only because its pins happen to admit it.',
    );
  });
});

describe('describeKeyCopy', () => {
  it('says a copy back from its holder was returned, and when, rather than never handed out (issue 47)', () => {
    expect(describeKeyCopy(NOT_HANDED_OUT)).toBe('Not handed out');
    expect(describeKeyCopy({ ...held, state: 'notHandedOut', returnedOn: '2026-02-01' })).toBe('Returned 2026-02-01');
  });
});
