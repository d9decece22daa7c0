import { describeKeyCopy, type KeyRegisterChange } from '@keyplan/domain';
import { formatChangedAt } from '../../../lib/system-display.ts';

/** What a change did, in the words of the line that names who recorded it: 'Return recorded by …'. */
const RECORDED: Record<KeyRegisterChange['action'], string> = {
  handOut: 'Handed out by',
  return: 'Return recorded by',
  editHolder: 'Holder changed by',
  reportLost: 'Recorded as lost by',
  reportBroken: 'Recorded as broken by',
};

/** The copy after the change: 'Handed out to Ann Lee (Maintenance) on 2026-11-02', 'Returned by Ann Lee on …'. */
export function changeLine(change: KeyRegisterChange): string {
  const holder = change.after.holder ?? change.before.holder;
  switch (change.action) {
    case 'handOut':
      return `Handed out to ${holder?.name ?? '—'} (${holder?.department ?? '—'}) on ${change.after.issuedOn}`;
    case 'return':
      return `Returned by ${holder?.name ?? '—'} on ${change.after.returnedOn}`;
    case 'editHolder':
      return `Holder changed from ${change.before.holder?.name ?? '—'} to ${change.after.holder?.name ?? '—'} (${change.after.holder?.department ?? '—'})`;
    default:
      return describeKeyCopy(change.after);
  }
}

/** Who recorded it and when, who proposed it, and its note: 'Return recorded by J. Smith, Nov 30, 2026, 9:12 AM'. */
export function recordedLine(change: KeyRegisterChange): string {
  return [
    `${RECORDED[change.action]} ${change.actor}, ${formatChangedAt(change.at)}`,
    change.proposedBy ? `proposed by ${change.proposedBy} through the review` : '',
    change.note,
  ]
    .filter(Boolean)
    .join(' · ');
}
