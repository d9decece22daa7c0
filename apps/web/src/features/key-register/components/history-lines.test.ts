import { NOT_HANDED_OUT, type KeyRegisterChange } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { recordedLine } from './history-lines.ts';

const holder = { name: 'Marie Dubois', department: 'Elevator crew', employeeId: null };
const change = (action: KeyRegisterChange['action'], extra: Partial<KeyRegisterChange> = {}): KeyRegisterChange => ({
  id: 1,
  keySymbol: 'AA1',
  copyNumber: 1,
  action,
  actor: 'J. Smith',
  at: 'not a time',
  note: '',
  proposedBy: null,
  before: { ...NOT_HANDED_OUT, state: 'handedOut', holder, issuedOn: '2026-11-02' },
  after: { ...NOT_HANDED_OUT, holder, issuedOn: '2026-11-02', returnedOn: '2026-11-20' },
  ...extra,
});

describe('the key history: who recorded each change, in words (issue 47)', () => {
  it('reads naturally for every change, never "Record return recorded by"', () => {
    expect(recordedLine(change('return'))).toBe('Return recorded by J. Smith, not a time');
    expect(recordedLine(change('handOut'))).toBe('Handed out by J. Smith, not a time');
    expect(recordedLine(change('editHolder'))).toBe('Holder changed by J. Smith, not a time');
    expect(recordedLine(change('reportLost'))).toBe('Recorded as lost by J. Smith, not a time');
    expect(recordedLine(change('reportBroken'))).toBe('Recorded as broken by J. Smith, not a time');
  });

  it('names who proposed it through the review, and the note', () => {
    expect(recordedLine(change('reportLost', { proposedBy: 'Fiona Walsh', note: 'Lost overboard' }))).toBe(
      'Recorded as lost by J. Smith, not a time · proposed by Fiona Walsh through the review · Lost overboard',
    );
  });
});
