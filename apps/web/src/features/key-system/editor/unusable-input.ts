import { useEffect, useSyncExternalStore } from 'react';

/**
 * Fields whose typed text is not usable yet ('', '1.5', '600' sets): the draft keeps its last
 * good value, so Save waits until every such field is fixed instead of saving what the field
 * says is wrong.
 */
const unusable = new Set<string>();
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a field (by id) as holding unusable text while `flag` is true, and clears it on unmount. */
export function useReportUnusableInput(fieldId: string, flag: boolean) {
  useEffect(() => {
    if (!flag) return;
    unusable.add(fieldId);
    publish();
    return () => {
      unusable.delete(fieldId);
      publish();
    };
  }, [fieldId, flag]);
}

/** True while some field holds text that is not in the draft. */
export function useHasUnusableInput(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unusable.size > 0,
    () => false,
  );
}
