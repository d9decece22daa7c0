import {
  createLockSystemValidator,
  lockoutIssues,
  isEditableStatus,
  type OrderLockSystemStatus,
  type TreeIssue,
} from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { updateSession, useSession } from '../../../stores/session-store.ts';
import { useReadOnly } from '../../../stores/read-only-store.ts';
import { saveLockSystemTree } from '../api/save-lock-system-tree.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useOrder } from '../../../api/get-order.ts';
import { keepsUnsavedChanges, useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-context.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { keySystemText } from '../key-system-text.ts';
import { closeDraft, getDraft, isDirty, markSaved, openDraft, useDraft, type Draft } from '../editor/draft-store.ts';
import { useEditorLookups, type EditorLookups } from './use-editor-lookups.ts';

/** The draft is edited immutably: each lock set's rules are checked again only when it changed. */
const validateLockSystemTree = createLockSystemValidator();

export type SaveProblem =
  /** Someone else saved first (409 STALE_VERSION): reload or keep looking. */
  | { kind: 'conflict' }
  /** The server will not take this system's tree at all (another 409, e.g. a reorder): its words. */
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; messages: string[] }
  /** Charted lock sets would lose key codes: what, per lock set, before the person confirms. */
  | { kind: 'recharting'; messages: string[] }
  | { kind: 'failed'; message: string };

export interface KeySystemEditor {
  /** No system is open in the session: the person must pick one first. */
  noSystem: boolean;
  loading: boolean;
  loadError: unknown;
  draft: Draft | null;
  dirty: boolean;
  /** False past Ready, for a reorder (made on Reorder Locks), or in the customer's read-only mode. */
  editable: boolean;
  lookups: EditorLookups;
  /** Rules the draft breaks now (the server would refuse to mark it Ready). */
  issues: TreeIssue[];
  save: () => void;
  /** Saves again, confirming that charted lock sets lose the key codes the last answer named. */
  saveConfirmingRecharting: () => void;
  saving: boolean;
  saveProblem: SaveProblem | null;
  dismissSaveProblem: () => void;
  /** Throws the draft away and loads the system as it is on the server (after a conflict). */
  reload: () => void;
}

/**
 * The state of /key-system and /set: the session's order, loaded and kept as a draft shared by
 * both screens, its live validation, Save with the version it started from (stale → conflict),
 * and the Unsaved Changes flag kept in step with the draft.
 */
export function useKeySystemEditor(): KeySystemEditor {
  const session = useSession();
  const readOnlyMode = useReadOnly();
  const location = useLocation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { setUnsavedChanges } = useUnsavedChanges();
  const orderQuery = useOrder(session.orderID);
  const lookups = useEditorLookups();
  const draft = useDraft((value) => (value && value.orderID === session.orderID ? value : null));
  const dirty = isDirty(draft);
  const [saveProblem, setSaveProblem] = useState<SaveProblem | null>(null);

  // Arriving from another screen starts from the server; moving between /key-system and /set
  // (navigation state KEEP_UNSAVED_CHANGES) keeps the draft.
  const [carriesDraft] = useState(() => keepsUnsavedChanges(location.state));
  useEffect(() => {
    if (!carriesDraft) closeDraft();
  }, [carriesDraft]);

  const order = orderQuery.data;
  const { refetch } = orderQuery;
  useEffect(() => {
    if (order && order.orderID === session.orderID) openDraft(order);
  }, [order, session.orderID]);

  useEffect(() => setUnsavedChanges(dirty), [dirty, setUnsavedChanges]);
  useEffect(() => () => setUnsavedChanges(false), [setUnsavedChanges]);

  // The whole tree is validated (names unique across it, …): a keystroke renders first with the
  // issues as they were, and they follow in a render React may interrupt for the next keystroke.
  const validated = useDeferredValue(draft);
  const issues = useMemo(() => {
    if (!validated || !lookups.lookups) return [];
    const rules = validateLockSystemTree(validated.tree, lookups.lookups, validated.bucketType);
    // Lockout/tagout rules (decision 0035) beside the others: they keep the system from Ready too.
    const lockout = lockoutIssues(validated.tree);
    return lockout.length === 0 ? rules : [...rules, ...lockout];
  }, [validated, lookups.lookups]);

  const mutation = useMutation({
    mutationFn: async ({ value, confirmRecharting }: { value: Draft; confirmRecharting: boolean }) => ({
      tree: value.tree,
      result: await saveLockSystemTree(client, value.orderLockSystemID, value.version, value.tree, confirmRecharting),
    }),
    onSuccess: ({ tree, result }) => {
      markSaved(tree, result);
      setSaveProblem(null);
      updateSession({ orderLockSystemStatus: result.status });
      // The cached order is older than the draft now; the next screen loads it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(result.orderID) });
    },
    onError: (error) => {
      const problem = isApiError(error, 409) ? error.problem : undefined;
      if (problem?.code === 'RECHARTING_NEEDS_CONFIRMATION')
        setSaveProblem({ kind: 'recharting', messages: problemMessages(problem.errors, error.message) });
      else if (problem?.code === 'CHARTED_LOCK_SET_MOVED')
        setSaveProblem({ kind: 'invalid', messages: problemMessages(problem.errors, error.message) });
      else if (problem?.code === 'STALE_VERSION') setSaveProblem({ kind: 'conflict' });
      // Any other 409 is not someone else's save: reloading would not help, the server's words do.
      else if (isApiError(error, 409)) setSaveProblem({ kind: 'refused', message: error.message });
      // The token ran out between its expiry and the moment the app notices (seconds): say so.
      else if (isApiError(error, 401))
        setSaveProblem({ kind: 'failed', message: textNow(keySystemText)('save.signInExpired') });
      else if (isApiError(error, 400))
        setSaveProblem({ kind: 'invalid', messages: problemMessages(error.problem?.errors, error.message) });
      else setSaveProblem({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  });

  // The callbacks keep their identity from one keystroke to the next (the save bar is memoized
  // on them): they depend on mutate and refetch, which are stable, not on the query results.
  const { mutate, isPending } = mutation;
  const saveWith = useCallback(
    (confirmRecharting: boolean) => {
      const current = getDraft();
      if (current && !isPending) mutate({ value: current, confirmRecharting });
    },
    [mutate, isPending],
  );
  const save = useCallback(() => saveWith(false), [saveWith]);
  const saveConfirmingRecharting = useCallback(() => saveWith(true), [saveWith]);

  const dismissSaveProblem = useCallback(() => setSaveProblem(null), []);

  const reload = useCallback(() => {
    closeDraft();
    setSaveProblem(null);
    setUnsavedChanges(false);
    // The answer may be the very object the cache holds (same version): open it explicitly.
    void refetch().then(({ data }) => {
      if (data) openDraft(data);
    });
  }, [refetch, setUnsavedChanges]);

  return {
    noSystem: session.orderID === null,
    loading: draft === null && (orderQuery.isPending || lookups.pending) && session.orderID !== null,
    loadError: orderQuery.error,
    draft,
    dirty,
    editable:
      !readOnlyMode &&
      draft !== null &&
      draft.reorderOf === null &&
      isEditableStatus(draft.status as OrderLockSystemStatus),
    lookups,
    issues,
    save,
    saveConfirmingRecharting,
    saving: mutation.isPending,
    saveProblem,
    dismissSaveProblem,
    reload,
  };
}

function problemMessages(errors: unknown, fallback: string): string[] {
  return Array.isArray(errors) && errors.every((item) => typeof item === 'string') && errors.length > 0
    ? errors
    : [fallback];
}
