import { addLockSet, addMasterKey, duplicateLockSet, LIMITS, type Lookups } from '@keyplan/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { KEEP_UNSAVED_CHANGES } from '../../../../components/unsaved-changes/unsaved-changes-context.ts';
import { editDraft, getDraft } from '../../editor/draft-store.ts';
import { lockSetHref } from '../../editor-links.ts';
import { canAddLockSet, canAddMasterKey, type DialogRequest, type NodeAction } from './node-action.ts';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';
import { focusNodeRowSoon } from './virtual-rows.tsx';

/** One new id, known before the edit so the new node can be selected after it. */
function presetId() {
  const id = crypto.randomUUID();
  let given = false;
  return {
    id,
    newId: () => {
      if (given) return crypto.randomUUID();
      given = true;
      return id;
    },
  };
}

interface NodeActionsOptions {
  lookups: Lookups;
  select: (id: string) => void;
  expand: (id: string) => void;
}

/**
 * Runs the hierarchy's actions on the shared draft: adds and duplicates at once (selecting the
 * new node), asks in a dialog before rename, move and delete, and opens /set for Edit with the
 * draft travelling along. `handleAction` is stable, so memoized rows can hold it.
 */
export function useNodeActions({ lookups, select, expand }: NodeActionsOptions) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogRequest | null>(null);

  const handleAction = useCallback(
    (action: NodeAction, id: string) => {
      const draft = getDraft();
      if (!draft) return;
      const { tree } = draft;
      const preset = presetId();
      switch (action) {
        case 'edit':
          void navigate(lockSetHref(id), { state: KEEP_UNSAVED_CHANGES });
          return;
        case 'addMasterKey':
          if (!canAddMasterKey(tree)) return;
          editDraft((current) => addMasterKey(current, preset.newId).tree);
          select(preset.id);
          // Focus goes to what was made, not back to the menu or button that made it.
          focusNodeRowSoon(preset.id);
          return;
        case 'addLockSet':
          if (!canAddLockSet(tree)) return;
          editDraft(
            (current) =>
              addLockSet(current, id === NO_MASTER_KEY_GROUP ? null : id, lookups, draft.bucketType, preset.newId).tree,
          );
          expand(id);
          select(preset.id);
          focusNodeRowSoon(preset.id);
          return;
        case 'duplicate':
          if (!canAddLockSet(tree)) return;
          editDraft((current) => duplicateLockSet(current, id, preset.newId, LIMITS.nodeNameLength)?.tree ?? current);
          select(preset.id);
          focusNodeRowSoon(preset.id);
          return;
        default:
          setDialog({ action, id });
      }
    },
    [lookups, navigate, select, expand],
  );

  const closeDialog = useCallback(() => setDialog(null), []);
  return { handleAction, dialog, closeDialog };
}
