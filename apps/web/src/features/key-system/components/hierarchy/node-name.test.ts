import { describe, expect, it } from 'vitest';
import { buildTree } from '../../../../testing/key-system-fixtures.ts';
import { nodeNameProblem, normalizeNodeName } from './node-name.ts';

describe('nodeNameProblem', () => {
  const tree = buildTree();
  const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;

  it('accepts a free name and the node’s own name', () => {
    expect(nodeNameProblem(tree, lockSetID, 'Gate A')).toBeNull();
    expect(nodeNameProblem(tree, lockSetID, 'lock set 1')).toBeNull();
  });

  it('requires a name of at most 40 characters', () => {
    expect(nodeNameProblem(tree, lockSetID, '   ')).toBe('Name is required');
    expect(nodeNameProblem(tree, lockSetID, 'X'.repeat(41))).toBe('Name must be at most 40 characters');
    expect(nodeNameProblem(tree, lockSetID, 'X'.repeat(40))).toBeNull();
  });

  it('refuses a name another node has, whatever its case and spaces', () => {
    expect(nodeNameProblem(tree, lockSetID, ' grand master key ')).toBe(
      'GRAND MASTER KEY is already used in this system; names must be unique',
    );
  });

  it('normalizes to trimmed uppercase', () => {
    expect(normalizeNodeName('  gate a ')).toBe('GATE A');
  });
});
