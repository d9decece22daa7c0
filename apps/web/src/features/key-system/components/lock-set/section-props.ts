import type { LockSet, Lookups } from '@keyplan/domain';
import type { LockSetErrors } from './lock-set-rules.ts';

/** An edit of the lock set: a function of the lock set as it is when the edit lands. */
export type LockSetEdit = (change: (lockSet: LockSet) => LockSet) => void;

/** What every section of the lock set form is given. */
export interface SectionProps {
  lockSet: LockSet;
  errors: LockSetErrors;
  lookups: Lookups;
  /** Every input disabled: the system is past Ready, or read-only for a customer. */
  disabled: boolean;
  onEdit: LockSetEdit;
}

/**
 * memo() comparison of a section: it re-renders only when one of its own fields (or the
 * messages under them) changed, so a keystroke in one section leaves the others alone even
 * though the lock set object is new.
 */
export function sameSectionProps<P extends SectionProps>(fields: readonly (keyof LockSet)[]) {
  const concerns = (key: string) => fields.some((field) => key === field || key.startsWith(`${field}.`));
  return (before: P, after: P): boolean => {
    for (const key of Object.keys(after) as (keyof P)[]) {
      if (key !== 'lockSet' && key !== 'errors' && before[key] !== after[key]) return false;
    }
    if (fields.some((field) => before.lockSet[field] !== after.lockSet[field])) return false;
    const keys = new Set([...Object.keys(before.errors), ...Object.keys(after.errors)].filter(concerns));
    for (const key of keys) if (before.errors[key] !== after.errors[key]) return false;
    return true;
  };
}
