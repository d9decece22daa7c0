import type { LockoutKey } from '@keyplan/domain';
import type { SystemsTranslate } from '../systems-text.ts';

/** A key's lockout/tagout holder in words, as the domain's `describeLockoutKey` says it in English. */
export function lockoutKeyText(lockout: LockoutKey, t: SystemsTranslate): string {
  const department = lockout.department || '—';
  if (lockout.heldBy === 'supervisor') return t('lockout.supervisorKey', { department });
  return t('lockout.workerKey', { worker: lockout.worker || t('lockout.noWorker'), department });
}
