import { LIMITS, type LockSystemTree } from '@keyplan/domain';

/** What a person can do to a node from its row menu or the detail pane. */
export type NodeAction = 'edit' | 'addMasterKey' | 'addLockSet' | 'rename' | 'duplicate' | 'move' | 'delete';

/** Actions that ask first, in a dialog. */
export type DialogAction = Extract<NodeAction, 'rename' | 'move' | 'delete'>;

export interface DialogRequest {
  action: DialogAction;
  id: string;
}

/** Callbacks the rows call; stable for the life of the screen so memoized rows stay untouched. */
export interface TreeHandlers {
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  /** `id` is a node id; for addLockSet a master key id or NO_MASTER_KEY_GROUP. */
  onAction: (action: NodeAction, id: string) => void;
}

export function canAddMasterKey(tree: LockSystemTree): boolean {
  return tree.masterKeys.length < LIMITS.masterKeysPerSystem;
}

export function canAddLockSet(tree: LockSystemTree): boolean {
  const lockSets =
    tree.noKeyLockSets.length + tree.masterKeys.reduce((sum, masterKey) => sum + masterKey.lockSets.length, 0);
  return lockSets < LIMITS.lockSetsPerSystem;
}
