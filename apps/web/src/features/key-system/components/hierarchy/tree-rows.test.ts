import { describe, expect, it } from 'vitest';
import { addLockSet, addMasterKey, moveLockSet, renameNode } from '@keyplan/domain';
import { DEMO_LOOKUPS, buildTree, nextTestId } from '../../../../testing/key-system-fixtures.ts';
import { NO_MASTER_KEY_GROUP, flattenTree, type TreeRow } from './tree-rows.ts';

describe('flattenTree', () => {
  it('lists the grand master key, each master key with its lock sets, then the lock sets without one', () => {
    let tree = addMasterKey(buildTree(), nextTestId).tree;
    tree = addLockSet(tree, null, DEMO_LOOKUPS, 'SP6', nextTestId).tree;
    const rows = flattenTree(tree, new Set());
    expect(rows.map((row) => [row.kind, row.depth])).toEqual([
      ['grandMasterKey', 0],
      ['masterKey', 1],
      ['lockSet', 2],
      ['masterKey', 1],
      ['group', 1],
      ['lockSet', 2],
    ]);
    expect(rows[5]).toMatchObject({ kind: 'lockSet', parent: null, node: tree.noKeyLockSets[0] });
  });

  it('leaves out the lock sets of collapsed master keys and of a collapsed group', () => {
    let tree = buildTree();
    tree = moveLockSet(
      addLockSet(tree, tree.masterKeys[0]!.masterKeyID, DEMO_LOOKUPS, 'SP6', nextTestId).tree,
      tree.masterKeys[0]!.lockSets[0]!.lockSetID,
      null,
    );
    const rows = flattenTree(tree, new Set([tree.masterKeys[0]!.masterKeyID, NO_MASTER_KEY_GROUP]));
    expect(rows.map((row) => row.kind)).toEqual(['grandMasterKey', 'masterKey', 'group']);
    expect(rows[1]).toMatchObject({ expanded: false });
  });

  it('keeps the node objects an edit did not touch, so memoized rows can skip them', () => {
    const tree = addMasterKey(buildTree(), nextTestId).tree;
    const nodes = (rows: TreeRow[]) => rows.map((row) => (row.kind === 'group' ? row.lockSets : row.node));
    const before = nodes(flattenTree(tree, new Set()));
    const after = nodes(flattenTree(renameNode(tree, tree.masterKeys[1]!.masterKeyID, 'GATE'), new Set()));
    // MASTER KEY 1 and LOCK SET 1 are the same objects; the renamed MASTER KEY 2 is new.
    expect(after.slice(1, 3)).toEqual(before.slice(1, 3));
    after.slice(1, 3).forEach((node, index) => expect(node).toBe(before[index + 1]));
    expect(after[3]).not.toBe(before[3]);
  });
});
