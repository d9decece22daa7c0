import { createContext, use, useSyncExternalStore } from 'react';

/**
 * What screens do with the guard. It never changes, so flagging unsaved changes (the first
 * keystroke of an edit) re-renders none of the screens that use it; the flag itself is apart.
 */
export interface UnsavedChangesContextValue {
  /** Flag (or clear) unsaved changes of the current screen. */
  setUnsavedChanges: (flag: boolean) => void;
  /** Runs `action` now when nothing is unsaved; otherwise asks first (Discard Changes / Cancel). */
  confirmDiscard: (action: () => void) => void;
  /** The flag as a store (useHasUnsavedChanges): a change re-renders only who reads it. */
  subscribe: (listener: () => void) => () => void;
  getFlag: () => boolean;
}

export const UnsavedChangesContext = createContext<UnsavedChangesContextValue | null>(null);

/** The unsaved-changes guard (SPEC §2 'Unsaved Changes' dialog). */
export function useUnsavedChanges(): UnsavedChangesContextValue {
  const value = use(UnsavedChangesContext);
  if (!value) throw new Error('useUnsavedChanges must be used inside UnsavedChangesProvider');
  return value;
}

/** True while the current screen has flagged unsaved changes; re-renders when that changes. */
export function useHasUnsavedChanges(): boolean {
  const { subscribe, getFlag } = useUnsavedChanges();
  return useSyncExternalStore(subscribe, getFlag, getFlag);
}

/**
 * Navigation state of a move between screens that share one unsaved draft (e.g. /key-system ↔
 * /set): the changes travel along, so leaving the screen loses nothing and nobody is asked.
 */
export const KEEP_UNSAVED_CHANGES = { keepUnsavedChanges: true } as const;

export function keepsUnsavedChanges(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { keepUnsavedChanges?: unknown }).keepUnsavedChanges === true
  );
}
