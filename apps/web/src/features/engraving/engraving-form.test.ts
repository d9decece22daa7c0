import { lockSystemTreeSchema } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_LOOKUPS, buildTree } from '../../testing/key-system-fixtures.ts';
import { differences, editableNodes, fieldLabel } from './engraving-form.ts';

function engravedTree() {
  const tree = lockSystemTreeSchema.parse(buildTree());
  const lockSet = tree.masterKeys[0]!.lockSets[0]!;
  tree.masterKeys[0]!.lockSets[0] = { ...lockSet, engravedKey: true, fontSize: 'M', keyText: '17' };
  tree.grandMasterKey = { ...tree.grandMasterKey, engravedKey: true, keyText: 'GMK' };
  return tree;
}

describe('engraving form', () => {
  it('offers only what was ordered engraved, with the font’s limits', () => {
    const nodes = editableNodes(engravedTree(), DEMO_LOOKUPS);
    expect(
      nodes.map(({ node, fields }) => [node.name, fields.map((field) => `${field.label}/${field.maxChars}`)]),
    ).toEqual([
      ['GRAND MASTER KEY', ['Key text/8']],
      ['LOCK SET 1', ['Key text/6']],
    ]);
  });

  it('lists the fields that differ from what was sent, in tree order', () => {
    const nodes = editableNodes(engravedTree(), DEMO_LOOKUPS);
    const [gmk, lockSet] = nodes;
    expect(
      differences(nodes, {
        [lockSet!.node.nodeId]: { keyText: '18' },
        [gmk!.node.nodeId]: { keyText: 'GMK' },
      }),
    ).toEqual([
      {
        nodeId: lockSet!.node.nodeId,
        nodeName: 'LOCK SET 1',
        field: 'keyText',
        label: 'Key text',
        before: '17',
        after: '18',
      },
    ]);
  });

  it('names every field as the editor does', () => {
    expect(fieldLabel('frontText2')).toBe('Front line 2');
    expect(fieldLabel('leftText1')).toBe('Left side line 1');
    expect(fieldLabel('keyText')).toBe('Key text');
  });
});
