import { useSyncExternalStore } from 'react';
import { readItem, subscribeToStorage, writeItem } from '../lib/local-storage.ts';

/**
 * "Read-only mode" (SPEC §3 authentication and session values): on while a customer reviews a
 * system through a review link. Off by default; kept in localStorage so it survives reloads.
 */
export const READ_ONLY_KEY = 'keyplan.readOnly';

export function getReadOnly(): boolean {
  return readItem(READ_ONLY_KEY) === 'true';
}

export function setReadOnly(readOnly: boolean): void {
  writeItem(READ_ONLY_KEY, readOnly ? 'true' : null);
}

/** The current read-only mode, re-rendering when it changes. */
export function useReadOnly(): boolean {
  return useSyncExternalStore(subscribeToStorage, getReadOnly, () => false);
}
