import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree, newLockSet, newMasterKey } from './default-tree.ts';
import { lockSystemTreeSchema, type LockSet, type LockSystemTree } from './lock-system.ts';
import { formatTreeIssue, validateLockSystemTree } from './lock-system-validation.ts';
import { validTreeArbitrary } from './testing/tree-arbitrary.ts';

const lookups = DEMO_CATALOG.lookups;
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

function treeWith(change: Partial<LockSet>, bucket = 'SP6'): LockSystemTree {
  const tree = createDefaultTree(lookups, bucket, newId);
  tree.masterKeys[0]!.lockSets[0] = { ...tree.masterKeys[0]!.lockSets[0]!, ...change };
  return tree;
}

const issuesOf = (tree: LockSystemTree, bucket: string | null = 'SP6') =>
  validateLockSystemTree(tree, lookups, bucket).map(formatTreeIssue);

describe('validateLockSystemTree', () => {
  it('accepts the default tree of every bucket', () => {
    for (const bucket of lookups.keycodebuckettype) {
      const tree = createDefaultTree(lookups, bucket.id, newId);
      expect(lockSystemTreeSchema.safeParse(tree).success).toBe(true);
      expect(issuesOf(tree, bucket.id)).toEqual([]);
    }
  });

  it('accepts every generated valid tree (the generator the round-trip test uses)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom('SP6', 'AL5', 'BR4')
          .chain((bucket) => validTreeArbitrary(lookups, bucket).map((tree) => ({ tree, bucket }))),
        ({ tree, bucket }) => {
          expect(lockSystemTreeSchema.safeParse(tree).success).toBe(true);
          expect(issuesOf(tree, bucket)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('wants names unique across the system', () => {
    const tree = createDefaultTree(lookups, 'SP6', newId);
    tree.masterKeys.push({ ...newMasterKey(newId, 2), keyName: 'master key 1' });
    tree.noKeyLockSets.push({ ...newLockSet(newId, 2, lookups, 'SP6'), lockSetName: 'LOCK SET 1' });
    expect(issuesOf(tree)).toEqual([
      "masterKeys[1].keyName: must be unique in the system ('master key 1' is also used at masterKeys[0])",
      "noKeyLockSets[0].lockSetName: must be unique in the system ('LOCK SET 1' is also used at masterKeys[0].lockSets[0])",
    ]);
  });

  it('wants ids unique across the system', () => {
    const tree = createDefaultTree(lookups, 'SP6', newId);
    const copy = { ...tree.masterKeys[0]!.lockSets[0]!, lockSetName: 'OTHER' };
    tree.noKeyLockSets.push(copy);
    expect(issuesOf(tree)).toEqual([
      'noKeyLockSets[0].lockSetID: must be unique in the system (also used at masterKeys[0].lockSets[0])',
    ]);
  });

  it('wants counts consistent', () => {
    expect(issuesOf(treeWith({ numberOfSets: 2, numberOfLocksPerSet: 5, numberOfLocks: 9 }))).toEqual([
      'masterKeys[0].lockSets[0].numberOfLocks: must be 10 (the locks of its sets)',
    ]);
    expect(issuesOf(treeWith({ numberOfSets: 3, variableSets: [2, 4], numberOfLocks: 6 }))).toEqual([
      'masterKeys[0].lockSets[0].variableSets: must list one lock count for each of the 3 sets',
    ]);
    expect(issuesOf(treeWith({ numberOfSets: 2, variableSets: [2, 4], numberOfLocks: 6 }))).toEqual([]);
  });

  it('offers only materials the dependencies allow', () => {
    expect(issuesOf(treeWith({ bodyMaterialID: 'NYLON', shackleMaterialID: 'ST15' }))).toContain(
      'masterKeys[0].lockSets[0].shackleMaterialID: is not available with Nylon (dielectric)',
    );
    expect(issuesOf(treeWith({ colorID: 'NAT' }))).toContain(
      'masterKeys[0].lockSets[0].colorID: is not available with Thermoplastic',
    );
    expect(issuesOf(treeWith({ bodyMaterialID: 'UNOBTAINIUM' }))).toEqual([
      'masterKeys[0].lockSets[0].bodyMaterialID: is not a known lock material',
    ]);
  });

  it("keeps a system to its key code bucket's materials", () => {
    expect(issuesOf(treeWith({ bodyMaterialID: 'ALUM', shackleMaterialID: 'ST15', colorID: 'RED' }))).toEqual([
      "masterKeys[0].lockSets[0].bodyMaterialID: is not keyed from the system's key code bucket SP6",
    ]);
  });

  it('keeps engraving within the font and asks for a font', () => {
    expect(issuesOf(treeWith({ engravedLock: true, fontSize: null }))).toEqual([
      'masterKeys[0].lockSets[0].fontSize: is required for engraving',
    ]);
    expect(
      issuesOf(treeWith({ engravedLock: true, fontSize: 'L', frontText2: 'ABCDEFGH', leftText1: 'ABCD' })),
    ).toEqual(['masterKeys[0].lockSets[0].frontText2: must be at most 7 characters in font Large (4.0 mm)']);
    expect(issuesOf(treeWith({ engravedKey: true, fontSize: 'M', keyText: 'ABCDEFG' }))).toEqual([
      'masterKeys[0].lockSets[0].keyText: must be at most 6 characters in font Medium (3.0 mm)',
    ]);
  });

  it('refuses characters that cannot be engraved, in the schema', () => {
    const result = lockSystemTreeSchema.safeParse(treeWith({ frontText1: 'café' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe('masterKeys.0.lockSets.0.frontText1');
  });
});
