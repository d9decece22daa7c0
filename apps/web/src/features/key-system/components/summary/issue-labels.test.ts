import { describe, expect, it } from 'vitest';
import { addLockSet } from '@keyplan/domain';
import { DEMO_LOOKUPS, buildTree, nextTestId } from '../../../../testing/key-system-fixtures.ts';
import { describeIssue, fieldLabel } from './issue-labels.ts';

describe('describeIssue', () => {
  const tree = addLockSet(buildTree(), null, DEMO_LOOKUPS, 'SP6', nextTestId).tree;
  const lockSet = tree.masterKeys[0]!.lockSets[0]!;

  it('names the lock set and the field of a path', () => {
    expect(
      describeIssue(tree, {
        path: 'masterKeys[0].lockSets[0].frontText2',
        message: 'must be at most 10 characters in font Small',
      }),
    ).toEqual({
      nodeId: lockSet.lockSetID,
      nodeName: 'LOCK SET 1',
      text: 'Front text 2 must be at most 10 characters in font Small',
    });
    expect(
      describeIssue(tree, { path: 'noKeyLockSets[0].fontSize', message: 'is required for engraving' }),
    ).toMatchObject({ nodeName: 'LOCK SET 2', text: 'Font size is required for engraving' });
    expect(
      describeIssue(tree, { path: 'masterKeys[0].keyText', message: 'must be at most 8 characters' }),
    ).toMatchObject({ nodeName: 'MASTER KEY 1', text: 'Key text must be at most 8 characters' });
  });

  it('turns paths inside the message into names', () => {
    const issue = describeIssue(tree, {
      path: 'noKeyLockSets[0].lockSetName',
      message: "must be unique in the system ('LOCK SET 1' is also used at masterKeys[0].lockSets[0])",
    });
    expect(issue.text).toBe("Name must be unique in the system ('LOCK SET 1' is also used at LOCK SET 1)");
  });

  it('reports rules of the whole system without a node', () => {
    expect(describeIssue(tree, { path: 'masterKeys', message: 'a system may hold at most 100000 locks' })).toEqual({
      nodeId: null,
      nodeName: 'System',
      text: 'A system may hold at most 100000 locks',
    });
  });

  it('labels fields for people', () => {
    expect(fieldLabel('bodyMaterialID')).toBe('Body material');
    expect(fieldLabel('numberOfKeysPerSet')).toBe('Number of keys per set');
  });
});
