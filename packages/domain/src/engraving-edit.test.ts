import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree } from './default-tree.ts';
import { engravingEditSchema, engravingNodes, engravingNote, withEngraving } from './engraving-edit.ts';
import { validTreeArbitrary } from './testing/tree-arbitrary.ts';

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
const tree = createDefaultTree(DEMO_CATALOG.lookups, null, newId);
const lockSet = tree.masterKeys[0]!.lockSets[0]!;

describe('engraving edits', () => {
  it('lists every key and lock set with the fields it can carry', () => {
    const nodes = engravingNodes(tree);
    expect(nodes.map((node) => [node.kind, node.name])).toEqual([
      ['grandMasterKey', 'GRAND MASTER KEY'],
      ['masterKey', 'MASTER KEY 1'],
      ['lockSet', 'LOCK SET 1'],
    ]);
    expect(Object.keys(nodes[0]!.fields)).toEqual(['keyText']);
    expect(Object.keys(nodes[2]!.fields)).toContain('frontText1');
  });

  it('changes one field of one node and nothing else', () => {
    fc.assert(
      fc.property(validTreeArbitrary(DEMO_CATALOG.lookups, 'SP6'), (any) => {
        const target = engravingNodes(any).at(-1)!;
        const changed = withEngraving(any, target.nodeId, 'keyText', 'NEW');
        const before = engravingNodes(any);
        const after = engravingNodes(changed);
        after.forEach((node, index) => {
          if (node.nodeId === target.nodeId) expect(node.fields.keyText).toBe('NEW');
          else expect(node.fields).toEqual(before[index]!.fields);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('writes the note with faces and lines apart, never joining lines with "/" (an engravable character)', () => {
    let engraved = withEngraving(tree, lockSet.lockSetID, 'frontText1', 'DOCK 4');
    engraved = withEngraving(engraved, lockSet.lockSetID, 'frontText2', 'A/B');
    engraved = withEngraving(engraved, lockSet.lockSetID, 'keyText', '17');
    engraved = withEngraving(engraved, tree.grandMasterKey.grandMasterKeyID, 'keyText', 'GMK');
    expect(engravingNote(engraved)).toEqual(['GRAND MASTER KEY: key GMK', 'LOCK SET 1: front DOCK 4 | A/B; key 17']);
    expect(engravingNote(tree)).toEqual([]);
  });

  it('refuses an edit that names no change or an unknown field', () => {
    expect(engravingEditSchema.safeParse({ expectedVersion: 2, changes: [] }).success).toBe(false);
    const unknown = engravingEditSchema.safeParse({
      expectedVersion: 2,
      changes: [{ nodeId: lockSet.lockSetID, field: 'fontSize', text: 'A' }],
    });
    expect(unknown.error?.issues[0]?.message).toMatch(/must be one of frontText1/);
  });
});
