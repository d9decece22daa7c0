import { describe, expect, it } from 'vitest';
import { formatBitting } from '@keyplan/domain';
import { boxRanges, MAX_BOX_RANGES } from './box-ranges.ts';

/** The mask of depths. */
const mask = (...depths: number[]) => depths.reduce((bits, depth) => bits | (1 << depth), 0);
const EVEN = mask(0, 2, 4, 6, 8);
const ODD = mask(1, 3, 5, 7, 9);
const ALL = mask(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);

/** Every bitting of a box, as text. */
function bittingsOf(box: readonly number[]): string[] {
  let bittings = [''];
  for (const chamberMask of box) {
    const depths = [...Array(16).keys()].filter((depth) => chamberMask & (1 << depth));
    bittings = bittings.flatMap((prefix) => depths.map((depth) => prefix + formatBitting([depth])));
  }
  return bittings;
}

const inRanges = (bitting: string, ranges: ReturnType<typeof boxRanges>) =>
  ranges.some((range) => bitting >= range.from && bitting < range.to);

describe('boxRanges', () => {
  it('holds every bitting of a fine cell and leaves out most of the bucket', () => {
    const box = [EVEN, ODD, EVEN, ODD, EVEN, ODD];
    const ranges = boxRanges(box);
    expect(ranges.length).toBeLessThanOrEqual(MAX_BOX_RANGES);
    expect(ranges).toHaveLength(5 * 5 * 5); // three chambers; a fourth would make 625
    for (const bitting of bittingsOf(box)) expect(inRanges(bitting, ranges)).toBe(true);
    const outside = bittingsOf([ALL, ALL, ALL, EVEN, EVEN, EVEN]).filter((bitting) => inRanges(bitting, ranges));
    expect(outside.length / bittingsOf([ALL, ALL, ALL, EVEN, EVEN, EVEN]).length).toBeCloseTo(0.125, 3);
  });

  it('merges prefixes next to each other', () => {
    expect(boxRanges([ALL])).toEqual([{ from: '0', to: 'A' }]);
    expect(boxRanges([mask(2), mask(4, 5, 6, 8)])).toEqual([
      { from: '24', to: '27' },
      { from: '28', to: '29' },
    ]);
    expect(boxRanges([mask(3), ALL, mask(5)])).toEqual([
      { from: '305', to: '306' },
      { from: '315', to: '316' },
      { from: '325', to: '326' },
      { from: '335', to: '336' },
      { from: '345', to: '346' },
      { from: '355', to: '356' },
      { from: '365', to: '366' },
      { from: '375', to: '376' },
      { from: '385', to: '386' },
      { from: '395', to: '396' },
    ]);
  });

  it('runs past 9 to A and past F to G', () => {
    expect(boxRanges([mask(9)])).toEqual([{ from: '9', to: 'A' }]);
    expect(boxRanges([mask(15)])).toEqual([{ from: 'F', to: 'G' }]);
    expect(boxRanges([mask(14, 15)])).toEqual([{ from: 'E', to: 'G' }]);
  });

  it('answers no ranges for a box with no chambers', () => {
    expect(boxRanges([])).toEqual([]);
  });
});
