import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree, newLockSet, newMasterKey } from './default-tree.ts';
import type { LockSystemTree } from './lock-system.ts';
import { createLockSystemValidator, validateLockSystemTree } from './lock-system-validation.ts';
import { updateLockSet } from './tree-editing.ts';

const lookups = DEMO_CATALOG.lookups;
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

function bigTree(): LockSystemTree {
  const tree = createDefaultTree(lookups, 'SP6', newId);
  tree.masterKeys = [newMasterKey(newId, 1), newMasterKey(newId, 2)];
  for (let index = 0; index < 6; index += 1) {
    tree.masterKeys[index % 2]!.lockSets.push({ ...newLockSet(newId, index + 1, lookups, 'SP6'), engravedLock: true });
  }
  return tree;
}

describe('createLockSystemValidator (the editor’s validator of an immutably edited tree)', () => {
  it('finds exactly what validateLockSystemTree finds, edit after edit', () => {
    const validate = createLockSystemValidator();
    let tree = bigTree();
    const [first, second] = tree.masterKeys[0]!.lockSets;
    const edits: ((current: LockSystemTree) => LockSystemTree)[] = [
      (current) => updateLockSet(current, first!.lockSetID, (lockSet) => ({ ...lockSet, frontText1: 'X'.repeat(99) })),
      (current) => updateLockSet(current, second!.lockSetID, (lockSet) => ({ ...lockSet, numberOfLocks: 99 })),
      (current) =>
        updateLockSet(current, second!.lockSetID, (lockSet) => ({ ...lockSet, lockSetName: first!.lockSetName })),
      (current) => updateLockSet(current, first!.lockSetID, (lockSet) => ({ ...lockSet, frontText1: 'OK' })),
      (current) => updateLockSet(current, second!.lockSetID, (lockSet) => ({ ...lockSet, bodyMaterialID: 'nope' })),
    ];
    expect(validate(tree, lookups, 'SP6')).toEqual(validateLockSystemTree(tree, lookups, 'SP6'));
    for (const edit of edits) {
      tree = edit(tree);
      const expected = validateLockSystemTree(tree, lookups, 'SP6');
      expect(validate(tree, lookups, 'SP6')).toEqual(expected);
      // Another bucket or other lookups are not answered from what was remembered.
      expect(validate(tree, lookups, 'AL5')).toEqual(validateLockSystemTree(tree, lookups, 'AL5'));
      const otherLookups = { ...lookups, engravefontoptions: [] };
      expect(validate(tree, otherLookups, 'SP6')).toEqual(validateLockSystemTree(tree, otherLookups, 'SP6'));
    }
    expect(validate(tree, lookups, 'SP6').length).toBeGreaterThan(0);
  });

  it('gives a lock set moved elsewhere the path of its new place', () => {
    const validate = createLockSystemValidator();
    const tree = bigTree();
    const broken = { ...tree.masterKeys[0]!.lockSets[0]!, numberOfLocks: 99 };
    const before: LockSystemTree = { ...tree, masterKeys: [{ ...tree.masterKeys[0]!, lockSets: [broken] }] };
    const after: LockSystemTree = {
      ...tree,
      masterKeys: [{ ...tree.masterKeys[0]!, lockSets: [] }],
      noKeyLockSets: [broken],
    };
    expect(validate(before, lookups, 'SP6').map((issue) => issue.path)).toContain(
      'masterKeys[0].lockSets[0].numberOfLocks',
    );
    expect(validate(after, lookups, 'SP6')).toEqual(validateLockSystemTree(after, lookups, 'SP6'));
  });

  it('answers the very same array while the issues stay the same, and a new one when they change', () => {
    const validate = createLockSystemValidator();
    let tree = bigTree();
    const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
    const edit = (change: Partial<LockSystemTree['noKeyLockSets'][number]>) =>
      (tree = updateLockSet(tree, lockSetID, (lockSet) => ({ ...lockSet, ...change })));
    edit({ numberOfLocks: 99 });
    const broken = validate(tree, lookups, 'SP6');
    edit({ frontText1: 'A' });
    const typedOn = validate(tree, lookups, 'SP6');
    expect(typedOn).toBe(broken);
    edit({ numberOfLocks: 1 });
    const fixed = validate(tree, lookups, 'SP6');
    expect(fixed).not.toBe(broken);
    expect(fixed).toEqual(validateLockSystemTree(tree, lookups, 'SP6'));
    expect(broken.length).toBeGreaterThan(fixed.length);
  });
});
