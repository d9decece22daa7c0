import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.ts';
import { formatBitting, isValidBitting } from './bucket-rules.ts';
import {
  cellDepths,
  cellHolds,
  cellOfBitting,
  cellOfBlock,
  cellPlanFor,
  cellsAtLevel,
  cellsOverlap,
  chamberGroups,
  smallestCellLevel,
  spareMasterKeys,
} from './key-cells.ts';
import { blockContains, blockOfKeys } from './key-control.ts';
import { issueFromPlan, type MasterKeySlot } from './master-key-system.ts';
import { enumerateValidBittings } from './valid-bittings.ts';

const bucketOf = (id: string) => DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === id)!;
const SP6 = bucketOf('SP6');
const AL5 = bucketOf('AL5');
const BR4 = bucketOf('BR4');
const TPP = 'total-position-progression';

const shape = (masters: number, locks: number): MasterKeySlot[] =>
  Array.from({ length: masters }, () => ({ bitting: null, newChangeKeys: locks }));

/** Every key of a system issued from a plan, and the block of each of its locks. */
function systemOf(plan: NonNullable<ReturnType<typeof cellPlanFor>>, slots: readonly MasterKeySlot[]) {
  const branches = issueFromPlan(plan, slots);
  const keys = [plan.grandMaster, ...branches.flatMap((branch) => [branch.bitting, ...branch.changeKeys])];
  const blocks = branches.flatMap((branch) =>
    branch.changeKeys.map((key) => blockOfKeys([key, branch.bitting, plan.grandMaster])),
  );
  return { keys, blocks };
}

describe('key cells', () => {
  it('split each chamber into two groups of alternate depths (the parities of a two-step bucket)', () => {
    expect(chamberGroups(SP6)).toEqual([
      [0, 2, 4, 6, 8],
      [1, 3, 5, 7, 9],
    ]);
    expect(chamberGroups(BR4)).toEqual([
      [1, 3, 5, 7],
      [2, 4, 6],
    ]);
    expect(chamberGroups(AL5)[1]!.every((depth) => depth % 2 === 1)).toBe(true);
  });

  it('put every bitting in exactly one fine cell, and overlap only where every chamber’s groups meet', () => {
    const fine = cellsAtLevel(BR4.pins, 0);
    expect(fine).toHaveLength(16);
    for (const bitting of enumerateValidBittings(BR4))
      expect(fine.filter((cell) => cellHolds(BR4, cell, bitting))).toEqual([cellOfBitting(BR4, bitting)]);
    expect(cellsAtLevel(6, 2)).toHaveLength(16);
    expect(cellsAtLevel(6, 2)[0]).toBe('0000**');
    expect(cellsOverlap('0000**', '000011')).toBe(true);
    expect(cellsOverlap('0000**', '000111')).toBe(false);
    expect(cellsOverlap('******', '101010')).toBe(true);
  });

  it('record each block in the smallest cell holding it, so a cell reads only the blocks reaching into it', () => {
    const mask = (...depths: number[]) => depths.reduce((bits, depth) => bits | (1 << depth), 0);
    // A lock of an SP6 cell: two even depths in chamber 1, two odd ones elsewhere.
    expect(cellOfBlock(SP6, [mask(1, 3), mask(0, 4), mask(5), mask(7, 9), mask(1, 5), mask(3)])).toBe('101111');
    // An imported lock whose chamber 2 takes an even and an odd depth: every cell of that chamber.
    expect(cellOfBlock(SP6, [mask(1, 3), mask(0, 3), mask(5), mask(7, 9), mask(1, 5), mask(3)])).toBe('1*1111');
    expect(cellsOverlap('1*1111', '101111')).toBe(true);
    expect(cellsOverlap('1*1111', '100111')).toBe(false);
  });

  it('design plans whose every key is valid and cuts only its cell’s depths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 63 }), fc.nat(), (number, seed) => {
        const cell = number.toString(2).padStart(6, '0');
        const slots = shape(10, 100);
        const plan = cellPlanFor(SP6, cell, slots, TPP, seed)!;
        expect(plan.cell).toBe(cell);
        const { keys, blocks } = systemOf(plan, slots);
        for (const key of keys) {
          expect(isValidBitting(key, SP6)).toBe(true);
          expect(cellOfBitting(SP6, key)).toBe(cell);
        }
        // Every lock's block lies inside the cell: its depths are the cell's, chamber by chamber.
        const depths = cellDepths(SP6, cell);
        for (const block of blocks)
          block.forEach((mask, chamber) =>
            expect(depths[chamber]!.reduce((bits, depth) => bits & ~(1 << depth), mask)).toBe(0),
          );
      }),
      { numRuns: 20 },
    );
  });

  it('keep systems in different cells apart: no key of one opens a lock of the other', () => {
    const slots = shape(3, 20);
    const a = systemOf(cellPlanFor(SP6, '010011', slots, TPP, 1)!, slots);
    const b = systemOf(cellPlanFor(SP6, '010010', slots, TPP, 2)!, slots);
    for (const [keys, blocks] of [
      [a.keys, b.blocks],
      [b.keys, a.blocks],
    ] as const)
      for (const key of keys) expect(blocks.some((block) => blockContains(block, key))).toBe(false);
    expect(new Set([...a.keys, ...b.keys].map(formatBitting)).size).toBe(a.keys.length + b.keys.length);
  });

  it('leave a small system room for more master keys (reorders, a lost key’s new branch)', () => {
    const plan = cellPlanFor(SP6, '000000', shape(2, 5), TPP, 9)!;
    const masters = plan.masterPositions.reduce((product, chamber) => product * plan.progression[chamber]!.length, 1);
    expect(masters - 1).toBeGreaterThanOrEqual(2 * 2 + 2);
  });

  it('name the spare master keys a system keeps: the progression’s next usable ones, none issued or refused', () => {
    const slots = shape(2, 5);
    const plan = cellPlanFor(SP6, '000000', slots, TPP, 9)!;
    const issued = issueFromPlan(plan, slots).map((branch) => formatBitting(branch.bitting));
    const all = spareMasterKeys(plan, new Set(issued), 99);
    expect(all.spares).toHaveLength(all.usable);
    for (const master of issued) expect(all.spares.map(formatBitting)).not.toContain(master);
    for (const key of all.spares) {
      expect(isValidBitting(key, SP6)).toBe(true);
      // A master key: the grand master's cuts but in the master positions.
      key.forEach((cut, chamber) => {
        if (!plan.masterPositions.includes(chamber)) expect(cut).toBe(plan.grandMaster[chamber]);
      });
    }
    const refused = formatBitting(all.spares[0]!);
    const some = spareMasterKeys(plan, new Set(issued), 4, (key) => formatBitting(key) === refused);
    expect(some.spares.map(formatBitting)).toEqual(all.spares.slice(1, 5).map(formatBitting));
    expect(some.usable).toBe(all.usable);
  });

  it('hold the typical shapes in SP6: 10 × 100 in a fine cell (64), 50 × 200 in four (16)', () => {
    expect(smallestCellLevel(SP6, shape(10, 100), TPP)).toBe(0);
    expect(smallestCellLevel(SP6, shape(50, 200), TPP)).toBe(2);
    expect(cellsAtLevel(6, 2).every((cell) => cellPlanFor(SP6, cell, shape(50, 200), TPP, 5))).toBe(true);
    // Beyond what the whole bucket holds: no cell.
    expect(smallestCellLevel(SP6, shape(99, 1_000), TPP)).toBeUndefined();
  });
});
