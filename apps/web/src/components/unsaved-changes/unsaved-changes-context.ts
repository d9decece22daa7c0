import { createContext, use } from 'react';

export interface UnsavedChangesContextValue {
  hasUnsavedChanges: boolean;
  /** Flag (or clear) unsaved changes of the current screen. */
  setUnsavedChanges: (flag: boolean) => void;
  /** Runs `action` now when nothing is unsaved; otherwise asks first (Discard Changes / Cancel). */
  confirmDiscard: (action: () => void) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesContextValue | null>(null);

/** The unsaved-changes guard (SPEC §2 'Unsaved Changes' dialog). */
export function useUnsavedChanges(): UnsavedChangesContextValue {
  const value = use(UnsavedChangesContext);
  if (!value) throw new Error('useUnsavedChanges must be used inside UnsavedChangesProvider');
  return value;
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
