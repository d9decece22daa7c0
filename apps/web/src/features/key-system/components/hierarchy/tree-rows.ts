import type { GrandMasterKey, LockSet, LockSystemTree, MasterKey } from '@keyplan/domain';

/** Id of the group row "Lock sets without a master key" (node ids are UUIDs, so it never clashes). */
export const NO_MASTER_KEY_GROUP = 'no-master-key';

/** One line of the hierarchy as the virtualized list shows it. */
export type TreeRow =
  | { kind: 'grandMasterKey'; id: string; depth: 0; node: GrandMasterKey }
  | { kind: 'masterKey'; id: string; depth: 1; node: MasterKey; expanded: boolean }
  | { kind: 'group'; id: typeof NO_MASTER_KEY_GROUP; depth: 1; lockSets: LockSet[]; expanded: boolean }
  | { kind: 'lockSet'; id: string; depth: 2; node: LockSet; parent: string | null };

/**
 * The tree flattened in reading order: the grand master key, each master key followed by its lock
 * sets (unless collapsed), then the group of lock sets without a master key when there are any.
 * Rows carry the tree's own node objects, so an edit leaves unchanged rows' props equal.
 */
export function flattenTree(tree: LockSystemTree, collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [
    { kind: 'grandMasterKey', id: tree.grandMasterKey.grandMasterKeyID, depth: 0, node: tree.grandMasterKey },
  ];
  for (const masterKey of tree.masterKeys) {
    const expanded = !collapsed.has(masterKey.masterKeyID);
    rows.push({ kind: 'masterKey', id: masterKey.masterKeyID, depth: 1, node: masterKey, expanded });
    if (expanded) {
      for (const lockSet of masterKey.lockSets)
        rows.push({ kind: 'lockSet', id: lockSet.lockSetID, depth: 2, node: lockSet, parent: masterKey.masterKeyID });
    }
  }
  if (tree.noKeyLockSets.length > 0) {
    const expanded = !collapsed.has(NO_MASTER_KEY_GROUP);
    rows.push({ kind: 'group', id: NO_MASTER_KEY_GROUP, depth: 1, lockSets: tree.noKeyLockSets, expanded });
    if (expanded) {
      for (const lockSet of tree.noKeyLockSets)
        rows.push({ kind: 'lockSet', id: lockSet.lockSetID, depth: 2, node: lockSet, parent: null });
    }
  }
  return rows;
}
