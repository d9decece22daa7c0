import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree, newLockSet } from './default-tree.ts';
import { lockSetsWithPaths, type LockSystemTree } from './lock-system.ts';
import { validateLockSystemTree } from './lock-system-validation.ts';
import { offeredLookups, retireProblem, lookupEditProblems } from './lookup-admin.ts';
import { retiredChoiceIssues, retiredHeaderProblems } from './retired-choices.ts';
import { validTreeArbitrary } from './testing/tree-arbitrary.ts';

const lookups = DEMO_CATALOG.lookups;
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
const RED = { colors: new Set(['RED']) };

describe('retired lookup items (decision 0022)', () => {
  it('keeps a retired item a node already had and refuses it as a new choice, at its field', () => {
    const stored = createDefaultTree(lookups, 'SP6', newId);
    expect(lockSetsWithPaths(stored)[0]!.lockSet.colorID).toBe('RED');
    expect(retiredChoiceIssues(stored, stored, RED)).toEqual([]);
    const grown: LockSystemTree = structuredClone(stored);
    grown.masterKeys[0]!.lockSets.push({ ...newLockSet(newId, 2, lookups, 'SP6'), colorID: 'RED' });
    grown.grandMasterKey.colorID = 'RED';
    expect(retiredChoiceIssues(grown, stored, RED)).toEqual([
      { path: 'grandMasterKey.colorID', message: 'RED is retired: choose another color' },
      { path: 'masterKeys[0].lockSets[1].colorID', message: 'RED is retired: choose another color' },
    ]);
    // A brand-new system has nothing to keep.
    expect(retiredChoiceIssues(stored, undefined, RED)).toHaveLength(1);
  });

  it('finds nothing in any tree when nothing is retired, nor in a tree saved as it was stored', () => {
    fc.assert(
      fc.property(validTreeArbitrary(lookups, 'SP6'), (tree) => {
        expect(retiredChoiceIssues(tree, undefined, {})).toEqual([]);
        expect(retiredChoiceIssues(tree, tree, { colors: new Set(lookups.colors.map((c) => c.id)) })).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('starts a new system in offered items only, while a lock set in a retired color still validates', () => {
    const offered = offeredLookups(lookups, RED);
    expect(offered.colors.map((color) => color.id)).not.toContain('RED');
    const tree = createDefaultTree(offered, 'SP6', newId);
    expect(lockSetsWithPaths(tree)[0]!.lockSet.colorID).not.toBe('RED');
    expect(validateLockSystemTree(tree, lookups, 'SP6')).toEqual([]);
    // What the editor validates with: the offered lists, whose dependencies still name RED.
    expect(validateLockSystemTree(createDefaultTree(lookups, 'SP6', newId), offered, 'SP6')).toEqual([]);
  });

  it('refuses a header that newly chooses a retired sales area, not one it already has', () => {
    const retired = { salesareas: new Set(['US10']) };
    const header = { salesArea: 'US10', systemBucketType: 'SP6' };
    expect(retiredHeaderProblems(header, undefined, retired)).toEqual([
      'salesArea: US10 is retired: choose another sales area',
    ]);
    expect(retiredHeaderProblems(header, header, retired)).toEqual([]);
  });

  it('never retires the last offered item, and lets a rename change only the name', () => {
    const retired = { keycodebuckettype: new Set(['SP6', 'AL5']) };
    expect(retireProblem('keycodebuckettype', 'BR4', lookups, retired)).toMatch(/last key code bucket/);
    expect(retireProblem('colors', 'RED', lookups, {})).toBeUndefined();
    const red = lookups.colors[0]!;
    expect(lookupEditProblems('colors', red, { ...red, name: 'Crimson' })).toEqual([]);
    expect(lookupEditProblems('colors', red, { ...red, hex: '#000000' })).toHaveLength(1);
  });
});
