import type { KeyCopy, KeyCopyState, KeyRegisterProposal, LockoutKey } from '@keyplan/domain';
import { keyRegisterWordsNow, type KeyRegisterKey, type KeyRegisterWords } from '../key-register-text.ts';

/**
 * The domain's texts of the register (key-register.ts, lockout-keys.ts) as the web says them: in
 * en-US word for word the domain's English (register-words.test.ts), in the reader's language.
 */

/** KEY_COPY_STATE_LABELS: 'Not handed out', 'Handed out', 'Lost', 'Broken'. */
export function stateLabel(state: KeyCopyState, { t }: KeyRegisterWords = keyRegisterWordsNow()): string {
  return t('copy.state', { state });
}

/** A status label of a reorder (a StatusLabel: 'Draft', 'Submitted', …) in the reader's words. */
export function statusName(status: string, { t }: KeyRegisterWords = keyRegisterWordsNow()): string {
  return t('status', { status });
}

/** describeKeyCopy: 'Handed out to Ann Lee (Maintenance) on 2026-11-02', 'Returned 2026-11-20'. */
export function copyLine(
  copy: Pick<KeyCopy, 'state' | 'holder' | 'issuedOn' | 'reportedOn'> & { returnedOn?: string | null },
  { t }: KeyRegisterWords = keyRegisterWordsNow(),
): string {
  switch (copy.state) {
    case 'handedOut': {
      const values = { name: copy.holder?.name ?? t('copy.someone'), department: copy.holder?.department ?? '—' };
      return copy.issuedOn ? t('copy.handedOutOn', { ...values, on: copy.issuedOn }) : t('copy.handedOut', values);
    }
    case 'lost':
      return copy.reportedOn ? t('copy.lostOn', { on: copy.reportedOn }) : t('copy.lost');
    case 'broken':
      return copy.reportedOn ? t('copy.brokenOn', { on: copy.reportedOn }) : t('copy.broken');
    default:
      return copy.returnedOn ? t('copy.returned', { on: copy.returnedOn }) : t('copy.notHandedOut');
  }
}

const PROPOSALS = {
  handOut: 'proposal.handOut',
  editHolder: 'proposal.editHolder',
  return: 'proposal.return',
  reportLost: 'proposal.reportLost',
  reportBroken: 'proposal.reportBroken',
} as const satisfies Record<KeyRegisterProposal['change']['action'], KeyRegisterKey>;

/** describeProposal: 'Hand out AA1 copy 2 to Ann Lee (Maintenance)', 'Report AA copy 1 lost'. */
export function proposalLine(
  proposal: Pick<KeyRegisterProposal, 'keySymbol' | 'copyNumber' | 'change'>,
  { t }: KeyRegisterWords = keyRegisterWordsNow(),
): string {
  const { change } = proposal;
  const holder = 'holder' in change ? change.holder : null;
  return t(PROPOSALS[change.action], {
    symbol: proposal.keySymbol,
    copy: proposal.copyNumber,
    name: holder?.name ?? '',
    department: holder?.department ?? '',
  });
}

/** describeLockoutKey: 'Lockout/tagout: Ana Silva (Filleting)', 'Lockout/tagout supervisor master key (Filleting)'. */
export function lockoutKeyLine(lockout: LockoutKey, { t }: KeyRegisterWords = keyRegisterWordsNow()): string {
  const department = lockout.department || '—';
  return lockout.heldBy === 'supervisor'
    ? t('lockout.supervisorKey', { department })
    : t('lockout.workerKey', { worker: lockout.worker || t('lockout.noWorkerNamed'), department });
}

/** lockoutHolderWarning's text: a worker's LOTO key going to someone else. */
export function lockoutHolderWarningLine(
  worker: string,
  name: string,
  { t }: KeyRegisterWords = keyRegisterWordsNow(),
): string {
  return t('lockout.holderWarning', { worker, name });
}
