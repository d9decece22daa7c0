import type { GrandMasterKey, LockSet, LockSystemTree, MasterKey } from '@keyplan/domain';

/** A node of the tree found by its id, with what the detail pane and the dialogs need to know. */
export type LocatedNode =
  | { kind: 'grandMasterKey'; id: string; name: string; node: GrandMasterKey }
  | { kind: 'masterKey'; id: string; name: string; node: MasterKey }
  | { kind: 'lockSet'; id: string; name: string; node: LockSet; parent: MasterKey | null };

export function locateNode(tree: LockSystemTree, id: string): LocatedNode | undefined {
  const { grandMasterKey } = tree;
  if (grandMasterKey.grandMasterKeyID === id)
    return { kind: 'grandMasterKey', id, name: grandMasterKey.keyName, node: grandMasterKey };
  for (const masterKey of tree.masterKeys) {
    if (masterKey.masterKeyID === id) return { kind: 'masterKey', id, name: masterKey.keyName, node: masterKey };
    const lockSet = masterKey.lockSets.find((item) => item.lockSetID === id);
    if (lockSet) return { kind: 'lockSet', id, name: lockSet.lockSetName, node: lockSet, parent: masterKey };
  }
  const loose = tree.noKeyLockSets.find((item) => item.lockSetID === id);
  return loose ? { kind: 'lockSet', id, name: loose.lockSetName, node: loose, parent: null } : undefined;
}

/** Where selection goes when a node disappears: a lock set's master key, else the grand master key. */
export function parentIdOf(tree: LockSystemTree, located: LocatedNode): string {
  return located.kind === 'lockSet' && located.parent
    ? located.parent.masterKeyID
    : tree.grandMasterKey.grandMasterKeyID;
}
