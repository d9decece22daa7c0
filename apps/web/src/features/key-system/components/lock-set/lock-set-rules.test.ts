import { describe, expect, it } from 'vitest';
import { locksInLockSet, type LockSet } from '@keyplan/domain';
import { DEMO_LOOKUPS, buildTree } from '../../../../testing/key-system-fixtures.ts';
import {
  changeBodyMaterial,
  lockSetErrors,
  lockSetPathOf,
  nameUsedElsewhere,
  setLocksPerSet,
  setNumberOfSets,
  setVariableSet,
  setVariableSets,
} from './lock-set-rules.ts';
import { countProblem } from '../../../../lib/whole-number.ts';

const lockSetOf = (overrides: Partial<LockSet> = {}): LockSet => ({
  ...buildTree().masterKeys[0]!.lockSets[0]!,
  ...overrides,
});

describe('quantities', () => {
  it('keeps numberOfLocks equal to the locks of the sets on every edit', () => {
    let lockSet = setLocksPerSet(setNumberOfSets(lockSetOf(), 3), 4);
    expect(lockSet).toMatchObject({ numberOfSets: 3, numberOfLocksPerSet: 4, numberOfLocks: 12, variableSets: null });
    lockSet = setVariableSets(lockSet, true);
    expect(lockSet).toMatchObject({ variableSets: [4, 4, 4], numberOfLocks: 12 });
    lockSet = setVariableSet(lockSet, 1, 9);
    expect(lockSet).toMatchObject({ variableSets: [4, 9, 4], numberOfLocks: 17 });
    lockSet = setNumberOfSets(lockSet, 4);
    expect(lockSet).toMatchObject({ variableSets: [4, 9, 4, 4], numberOfLocks: 21 });
    lockSet = setNumberOfSets(lockSet, 2);
    expect(lockSet).toMatchObject({ variableSets: [4, 9], numberOfLocks: 13 });
    lockSet = setVariableSets(lockSet, false);
    expect(lockSet).toMatchObject({ variableSets: null, numberOfLocks: 8 });
    expect(lockSet.numberOfLocks).toBe(locksInLockSet(lockSet));
  });

  it('says why a typed count is not usable', () => {
    const limit = { min: 1, max: 100 };
    expect(countProblem('', limit)).toBe('Enter a number from 1 to 100');
    expect(countProblem('1.5', limit)).toBe('Must be a whole number');
    expect(countProblem('-2', limit)).toBe('Must be a whole number');
    expect(countProblem('0', limit)).toBe('Must be at least 1');
    expect(countProblem('101', limit)).toBe('Must be at most 100');
    expect(countProblem(' 42 ', limit)).toBeNull();
  });
});

describe('materials', () => {
  it('a new body replaces what it does not allow with its first allowed choice, and says so', () => {
    const lockSet = lockSetOf({ shackleMaterialID: 'ST30', colorID: 'PNK', fontSize: 'L', logoFront: 'logo-1' });
    const { lockSet: next, changes } = changeBodyMaterial(lockSet, 'STEEL', DEMO_LOOKUPS);
    expect(next).toMatchObject({
      bodyMaterialID: 'STEEL',
      shackleMaterialID: 'ST30',
      colorID: 'RED',
      fontSize: 'S',
      logoFront: null,
      logoBack: null,
    });
    expect(changes).toEqual(['color is now Red', 'font size is now Small (2.0 mm)', 'logos removed']);
    expect(changeBodyMaterial(lockSetOf(), 'NYLON', DEMO_LOOKUPS).changes).toEqual([
      'shackle is now Nylon, 1-1/2 in (38 mm), non-conductive',
    ]);
  });
});

describe('field messages', () => {
  it("puts the tree's issues of this lock set under its fields, after the form's own checks", () => {
    const tree = buildTree();
    const lockSet = { ...tree.masterKeys[0]!.lockSets[0]!, engravedKey: true, lockSetName: 'MASTER KEY 1' };
    tree.masterKeys[0]!.lockSets[0] = lockSet;
    const path = lockSetPathOf(tree, lockSet.lockSetID);
    expect(path).toBe('masterKeys[0].lockSets[0]');
    const issues = [
      { path: `${path}.frontText2`, message: 'must be at most 7 characters in font Large (4.0 mm)' },
      { path: `${path}.variableSets[1]`, message: 'must be at most 100' },
      { path: `${path}.fontSize`, message: 'is required for engraving' },
      { path: 'masterKeys[0].lockSets[10].frontText1', message: 'not this one' },
    ];
    const taken = nameUsedElsewhere(tree, lockSet.lockSetID, lockSet.lockSetName);
    expect(taken).toBe(true);
    expect(lockSetErrors(lockSet, path, issues, taken)).toEqual({
      lockSetName: "Another key or lock set in this system is already named 'MASTER KEY 1'",
      fontSize: 'Choose a font size for the engraving',
      frontText2: 'Must be at most 7 characters in font Large (4.0 mm)',
      'variableSets.1': 'Must be at most 100',
    });
    expect(nameUsedElsewhere(tree, lockSet.lockSetID, 'lock set 1')).toBe(false);
  });
});
