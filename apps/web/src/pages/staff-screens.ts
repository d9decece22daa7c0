import type { AppPath } from '../config/paths.ts';

/**
 * Staff screens of SPEC §2 that are placeholders in this release, with their headings.
 * Customer Search, Add Customer, System Start, Add or Edit System, Key System, Lock Set,
 * Charting File, Submit System and Reorder Locks have pages of their own; /submit-review (a customer's
 * read-only review, reached without staff sign-in) shows the same system under a title of its own.
 */
export const PLACEHOLDER_STAFF_SCREENS: ReadonlyArray<{ path: AppPath; title: string }> = [
  { path: 'editEngraving', title: 'Edit Engraving' },
];

/** The customer's review is titled for them: they review and approve, they do not submit. */
export const CUSTOMER_REVIEW_TITLE = 'Review Your Lock System';
