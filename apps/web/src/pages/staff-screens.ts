import type { AppPath } from '../app/paths.ts';

/**
 * Staff screens of SPEC §2 that are placeholders in this release, with their headings.
 * /system-add-or-edit has its own page (the unsaved-changes demo); /submit-review is not here
 * because customers will reach it without staff sign-in.
 */
export const PLACEHOLDER_STAFF_SCREENS: ReadonlyArray<{ path: AppPath; title: string }> = [
  { path: 'customerSearch', title: 'Customer Search' },
  { path: 'addCustomer', title: 'Add Customer' },
  { path: 'systemStart', title: 'System Start' },
  { path: 'keySystem', title: 'Key System' },
  { path: 'set', title: 'Lock Set' },
  { path: 'chartingFile', title: 'Charting File' },
  { path: 'submitSystem', title: 'Submit System' },
  { path: 'editEngraving', title: 'Edit Engraving' },
  { path: 'reorderLocks', title: 'Reorder Locks' },
];

export const SUBMIT_REVIEW_TITLE = 'Submit System';
