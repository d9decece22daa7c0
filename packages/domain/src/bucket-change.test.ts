import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { bucketChangeProblem } from './bucket-change.ts';
import { createDefaultTree, newLockSet } from './default-tree.ts';

const { lookups } = DEMO_CATALOG;

describe('bucketChangeProblem', () => {
  it('names the lock sets that block a bucket change and says what to do, in words a rep knows', () => {
    let next = 0;
    const tree = createDefaultTree(lookups, 'SP6', () => `id-${next++}`);
    const second = { ...newLockSet(() => `id-${next++}`, 2, lookups, 'SP6'), bodyMaterialID: 'STEEL' };
    const grown = {
      ...tree,
      masterKeys: [{ ...tree.masterKeys[0]!, lockSets: [...tree.masterKeys[0]!.lockSets, second] }],
    };
    expect(bucketChangeProblem(grown, lookups, 'SP6', 'AL5')).toBe(
      `LOCK SET 1 and ${second.lockSetName} use Thermoplastic and Laminated steel, which bucket AL5 does not key. ` +
        'Change their body material to Anodized aluminum first, or keep bucket SP6.',
    );
    expect(bucketChangeProblem(grown, lookups, 'SP6', 'SP6')).toBeNull();
    const aluminum = {
      ...tree,
      masterKeys: [
        { ...tree.masterKeys[0]!, lockSets: [{ ...tree.masterKeys[0]!.lockSets[0]!, bodyMaterialID: 'ALUM' }] },
      ],
    };
    expect(bucketChangeProblem(aluminum, lookups, 'SP6', 'AL5')).toBeNull();
  });
});
