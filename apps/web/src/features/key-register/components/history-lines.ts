import type { KeyRegisterChange } from '@keyplan/domain';
import { keyRegisterWordsNow, type KeyRegisterKey, type KeyRegisterWords } from '../key-register-text.ts';
import { copyLine } from './register-words.ts';

/** What a change did, in the words of the line that names who recorded it: 'Return recorded by …'. */
const RECORDED = {
  handOut: 'history.handOut',
  return: 'history.return',
  editHolder: 'history.editHolder',
  reportLost: 'history.reportLost',
  reportBroken: 'history.reportBroken',
} as const satisfies Record<KeyRegisterChange['action'], KeyRegisterKey>;

/** The copy after the change: 'Handed out to Ann Lee (Maintenance) on 2026-11-02', 'Returned by Ann Lee on …'. */
export function changeLine(change: KeyRegisterChange, words: KeyRegisterWords = keyRegisterWordsNow()): string {
  const { t } = words;
  const holder = change.after.holder ?? change.before.holder;
  switch (change.action) {
    case 'handOut':
      return t('history.handedOutTo', {
        name: holder?.name ?? '—',
        department: holder?.department ?? '—',
        on: change.after.issuedOn ?? '',
      });
    case 'return':
      return t('history.returnedBy', { name: holder?.name ?? '—', on: change.after.returnedOn ?? '' });
    case 'editHolder':
      return t('history.holderChanged', {
        from: change.before.holder?.name ?? '—',
        to: change.after.holder?.name ?? '—',
        department: change.after.holder?.department ?? '—',
      });
    default:
      return copyLine(change.after, words);
  }
}

/** A timestamp for people ('Nov 30, 2026, 9:12 AM'); what the server sent when it is not one. */
export function changedAt(iso: string, { format }: KeyRegisterWords): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : format.dateTime(iso);
}

/** Who recorded it and when, who proposed it, and its note: 'Return recorded by J. Smith, Nov 30, 2026, 9:12 AM'. */
export function recordedLine(change: KeyRegisterChange, words: KeyRegisterWords = keyRegisterWordsNow()): string {
  const { t } = words;
  return [
    t(RECORDED[change.action], { actor: change.actor, when: changedAt(change.at, words) }),
    change.proposedBy ? t('history.proposedBy', { name: change.proposedBy }) : '',
    change.note,
  ]
    .filter(Boolean)
    .join(' · ');
}
