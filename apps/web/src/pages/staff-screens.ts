import type { AppPath } from '../config/paths.ts';

/**
 * Staff screens of SPEC §2 that are placeholders in this release, with their headings.
 * Customer Search, Add Customer, System Start, Add or Edit System, Key System, Lock Set,
 * Charting File and Submit System have pages of their own; /submit-review (a customer's
 * read-only review, reached without staff sign-in) shares Submit System's heading.
 */
export const PLACEHOLDER_STAFF_SCREENS: ReadonlyArray<{ path: AppPath; title: string }> = [
  { path: 'editEngraving', title: 'Edit Engraving' },
  { path: 'reorderLocks', title: 'Reorder Locks' },
];

export const SUBMIT_REVIEW_TITLE = 'Submit System';
