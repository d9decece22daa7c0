import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import { keyRegisterWordsNow, type KeyRegisterWords } from '../key-register-text.ts';

/** The colour of a copy's state chip: the table and the phone's cards alike. */
export const STATE_COLORS: Record<KeyCopy['state'], 'default' | 'success' | 'error' | 'warning'> = {
  notHandedOut: 'default',
  handedOut: 'success',
  lost: 'error',
  broken: 'warning',
};

/** Who holds a handed-out copy: 'Marie Dubois (Elevator crew, E-220)'; '—' for any other. */
export function holderText(copy: KeyCopy): string {
  if (copy.state !== 'handedOut' || !copy.holder) return '—';
  const { name, department, employeeId } = copy.holder;
  return `${name} (${department}${employeeId ? `, ${employeeId}` : ''})`;
}

/** Since when a copy is as it is: handed out on, reported lost or broken on; '—' when not handed out. */
export function sinceText(copy: KeyCopy): string {
  if (copy.state === 'handedOut') return copy.issuedOn ?? '—';
  if (copy.state === 'notHandedOut') return '—';
  return copy.reportedOn ?? '—';
}

/**
 * What a delivered remedy did to a copy's key, as System Start's keys say it (issue 47): a lost
 * copy's locks were replaced; any other copy of a retired key is out of service. Null otherwise.
 */
export function retiredNote(
  key: RegisterKey,
  copy: KeyCopy,
  { t }: KeyRegisterWords = keyRegisterWordsNow(),
): { label: string; text: string } | null {
  if (copy.state === 'lost' && key.locksReplacedBy)
    return {
      label: t('retired.locksReplaced'),
      text: t('retired.sapOrder', { number: key.locksReplacedBy.sapOrderNumber ?? '—' }),
    };
  if (key.retiredBy)
    return {
      label: t('retired.retired'),
      text: t('retired.replacedBy', { number: key.retiredBy.sapOrderNumber ?? '—' }),
    };
  return null;
}
