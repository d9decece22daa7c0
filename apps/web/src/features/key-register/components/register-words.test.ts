import {
  KEY_COPY_STATE_LABELS,
  LOCKOUT_SUPERVISOR_KEY_NOTE,
  NOT_HANDED_OUT,
  describeKeyCopy,
  describeLockoutKey,
  describeProposal,
  lockoutHolderWarning,
  type KeyCopyState,
  type KeyRegisterProposal,
  type LockoutKey,
} from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { textNow } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';
import { copyLine, lockoutHolderWarningLine, lockoutKeyLine, proposalLine, stateLabel } from './register-words.ts';

/** The register shows texts the domain also writes (the server, SPEC, receipts): in en-US, word for word. */
describe("the key register catalog's English is the domain's", () => {
  const holder = { name: 'Ann Lee', department: 'Maintenance', employeeId: null };

  it('names copy states and describes copies as the domain does', () => {
    for (const state of Object.keys(KEY_COPY_STATE_LABELS) as KeyCopyState[])
      expect(stateLabel(state)).toBe(KEY_COPY_STATE_LABELS[state]);
    const copies = [
      { ...NOT_HANDED_OUT },
      { ...NOT_HANDED_OUT, returnedOn: '2026-11-20' },
      { ...NOT_HANDED_OUT, state: 'handedOut' as const, holder, issuedOn: '2026-11-02' },
      { ...NOT_HANDED_OUT, state: 'handedOut' as const },
      { ...NOT_HANDED_OUT, state: 'lost' as const, reportedOn: '2026-11-21' },
      { ...NOT_HANDED_OUT, state: 'broken' as const },
    ];
    for (const copy of copies) expect(copyLine(copy)).toBe(describeKeyCopy(copy));
  });

  it('describes proposals as describeProposal does', () => {
    const changes: Array<KeyRegisterProposal['change']> = [
      { action: 'handOut', holder, on: '2026-11-02', note: '' },
      { action: 'editHolder', holder, note: '' },
      { action: 'return', on: '2026-11-20', note: '' },
      { action: 'reportLost', on: '2026-11-21', note: '' },
      { action: 'reportBroken', on: '2026-11-21', note: '' },
    ];
    for (const change of changes) {
      const proposal = { keySymbol: 'AA1', copyNumber: 2, change };
      expect(proposalLine(proposal)).toBe(describeProposal(proposal));
    }
  });

  it('says lockout/tagout keys and their warnings as lockout-keys.ts does', () => {
    const keys: LockoutKey[] = [
      { heldBy: 'worker', worker: 'Ana Silva', department: 'Filleting' },
      { heldBy: 'worker', worker: '', department: '' },
      { heldBy: 'supervisor', worker: '', department: 'Filleting' },
    ];
    for (const key of keys) expect(lockoutKeyLine(key)).toBe(describeLockoutKey(key));
    expect(textNow(keyRegisterText)('lockout.supervisorNote')).toBe(LOCKOUT_SUPERVISOR_KEY_NOTE);
    expect(lockoutHolderWarningLine('Ana Silva', 'Marie Dubois')).toBe(
      lockoutHolderWarning(keys[0], { name: ' Marie Dubois ' }),
    );
  });
});
