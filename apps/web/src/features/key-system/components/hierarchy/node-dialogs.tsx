import { deleteLockSet, deleteMasterKey, moveLockSet, renameNode, type LockSystemTree } from '@keyplan/domain';
import { editDraft } from '../../editor/draft-store.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { locateNode, parentIdOf } from './locate-node.ts';
import { MoveDialog } from './move-dialog.tsx';
import type { DialogRequest } from './node-action.ts';
import { RenameDialog } from './rename-dialog.tsx';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';
import { focusNodeRowSoon } from './virtual-rows.tsx';

interface NodeDialogsProps {
  request: DialogRequest | null;
  tree: LockSystemTree;
  onClose: () => void;
  select: (id: string) => void;
  expand: (id: string) => void;
}

/** The dialog the last rename, move or delete asked for, applying its answer to the draft. */
export function NodeDialogs({ request, tree, onClose, select, expand }: NodeDialogsProps) {
  const node = request ? locateNode(tree, request.id) : undefined;
  if (!request || !node) return null;
  const { id } = node;
  // Closed without a change (Cancel, Escape): focus goes back to the node's row the dialog came from.
  const handleCancel = () => {
    onClose();
    focusNodeRowSoon(id);
  };

  if (request.action === 'rename') {
    const handleRename = (name: string) => {
      editDraft((current) => renameNode(current, id, name));
      onClose();
      focusNodeRowSoon(id);
    };
    return <RenameDialog tree={tree} node={node} onClose={handleCancel} onRename={handleRename} />;
  }

  if (node.kind === 'grandMasterKey') return null;

  if (request.action === 'delete') {
    const handleConfirm = () => {
      const parentId = parentIdOf(tree, node);
      editDraft((current) => (node.kind === 'masterKey' ? deleteMasterKey(current, id) : deleteLockSet(current, id)));
      onClose();
      select(parentId);
      // The control that opened the dialog went with the node: focus lands on where it hung.
      focusNodeRowSoon(parentId);
    };
    return <DeleteDialog node={node} onClose={handleCancel} onConfirm={handleConfirm} />;
  }

  if (node.kind !== 'lockSet') return null;
  const handleMove = (target: string) => {
    editDraft((current) => moveLockSet(current, id, target === NO_MASTER_KEY_GROUP ? null : target));
    onClose();
    expand(target);
    select(id);
    // The moved lock set keeps focus in its new place.
    focusNodeRowSoon(id);
  };
  return <MoveDialog tree={tree} node={node} onClose={handleCancel} onMove={handleMove} />;
}
