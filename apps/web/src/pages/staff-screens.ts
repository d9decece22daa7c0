import type { AppPath } from '../app/paths.ts';

/**
 * Staff screens of SPEC §2 that are placeholders in this release, with their headings.
 * Customer Search, Add Customer, System Start and Add or Edit System have pages of their own;
 * /submit-review is not here
 * because customers will reach it without staff sign-in.
 */
export const PLACEHOLDER_STAFF_SCREENS: ReadonlyArray<{ path: AppPath; title: string }> = [
  { path: 'keySystem', title: 'Key System' },
  { path: 'set', title: 'Lock Set' },
  { path: 'chartingFile', title: 'Charting File' },
  { path: 'submitSystem', title: 'Submit System' },
  { path: 'editEngraving', title: 'Edit Engraving' },
  { path: 'reorderLocks', title: 'Reorder Locks' },
];

export const SUBMIT_REVIEW_TITLE = 'Submit System';
