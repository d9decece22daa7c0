import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import {
  UnsavedChangesContext,
  keepsUnsavedChanges,
  type UnsavedChangesContextValue,
} from './unsaved-changes-context.ts';
import { lazyMuiPage } from '../mui/lazy-mui-page.tsx';

/**
 * The dialog's code is fetched once a screen first has unsaved changes, before it can be needed;
 * it renders from its first opening on.
 */
const UnsavedChangesDialog = lazyMuiPage(() =>
  import('./unsaved-changes-dialog.tsx').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a moment later there). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Guards unsaved changes (SPEC §2): while flagged, leaving the screen asks 'Unsaved Changes'.
 * In-app navigation is held by react-router's blocker, a closing or reloading tab by the browser's
 * own beforeunload prompt, and other actions (sign-out) by `confirmDiscard`. Must sit inside a data
 * router (createBrowserRouter) because useBlocker needs one.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // The flag is a small store: the blocker and the unload listener read it when they fire, and
  // components (this one, useHasUnsavedChanges) re-render when it changes.
  const flagRef = useRef(false);
  const [listeners] = useState(() => new Set<() => void>());
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);

  const setUnsavedChanges = useCallback(
    (flag: boolean) => {
      flagRef.current = flag;
      for (const listener of listeners) listener();
    },
    [listeners],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [listeners],
  );
  const getFlag = useCallback(() => flagRef.current, []);
  const hasUnsavedChanges = useSyncExternalStore(subscribe, getFlag, getFlag);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      flagRef.current &&
      !keepsUnsavedChanges(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    // Fetched when the browser is idle, not in the keystroke that made the first change. A failure
    // here is not reported: opening the dialog loads it again and reports it.
    const cancelPreload = whenIdle(() => void UnsavedChangesDialog.preload().catch(() => undefined));
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!flagRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => {
      cancelPreload();
      window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, [hasUnsavedChanges]);

  const confirmDiscard = useCallback((action: () => void) => {
    if (flagRef.current) setPendingAction(() => action);
    else action();
  }, []);

  const handleDiscard = () => {
    setUnsavedChanges(false);
    const action = pendingAction;
    setPendingAction(null);
    if (blocker.state === 'blocked') blocker.proceed();
    action?.();
  };

  const handleCancel = () => {
    setPendingAction(null);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const open = pendingAction !== null || blocker.state === 'blocked';
  /** Mounted from its first opening on, so it closes with its transition. */
  const [dialogOpened, setDialogOpened] = useState(false);
  if (open && !dialogOpened) setDialogOpened(true);

  // The value never changes: flagging unsaved changes (on the first keystroke of an edit) re-renders
  // this provider for its unload listener, not the screens below it.
  const value = useMemo<UnsavedChangesContextValue>(
    () => ({ setUnsavedChanges, confirmDiscard, subscribe, getFlag }),
    [setUnsavedChanges, confirmDiscard, subscribe, getFlag],
  );

  return (
    <UnsavedChangesContext value={value}>
      {children}
      {(dialogOpened || open) && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog open={open} onDiscard={handleDiscard} onCancel={handleCancel} />
        </Suspense>
      )}
    </UnsavedChangesContext>
  );
}
