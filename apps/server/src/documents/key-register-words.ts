import type { KeyCopy, LockoutKey } from '@keyplan/domain';
import { documentDay } from '../rendering/rendering-text.ts';
import type { DocumentsText } from './documents-text.ts';

/* The key register's words the domain says in English, said in a document's language (the English identical). */

/** "Lockout/tagout: Ana Silva (Filleting)": the domain's `describeLockoutKey`, in the document's language. */
export function lockoutKeyText(lockout: LockoutKey, text: DocumentsText): string {
  const department = lockout.department || '—';
  return lockout.heldBy === 'supervisor'
    ? text('lockoutSupervisorKey', { department })
    : text('lockoutWorkerKey', { worker: lockout.worker || text('noWorkerNamed'), department });
}

/**
 * A copy's state as the sign-out sheet's State column says it: 'Handed out', else the domain's
 * `describeKeyCopy` ('Reported lost on …', 'Returned …', 'Not handed out'), in the document's language.
 */
export function copyStateText(copy: KeyCopy, text: DocumentsText): string {
  const on = (day: string | null | undefined) => (day ? documentDay(text, day) : null);
  switch (copy.state) {
    case 'handedOut':
      return text('stateHandedOut');
    case 'lost': {
      const date = on(copy.reportedOn);
      return date ? text('copyLostOn', { date }) : text('copyLost');
    }
    case 'broken': {
      const date = on(copy.reportedOn);
      return date ? text('copyBrokenOn', { date }) : text('copyBroken');
    }
    default: {
      const date = on(copy.returnedOn);
      return date ? text('copyReturned', { date }) : text('copyNotHandedOut');
    }
  }
}
