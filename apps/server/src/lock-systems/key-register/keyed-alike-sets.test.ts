import { describe, expect, it } from 'vitest';
import { keyedAlikeSets } from './lost-key-plan.ts';

const locksOf = (...perSet: number[]) =>
  perSet.flatMap((count, index) => Array.from({ length: count }, () => ({ setNumber: index + 1 })));
const covered = (shapes: { numberOfSets: number; numberOfLocksPerSet: number }[]) =>
  shapes.flatMap((shape) => Array.from({ length: shape.numberOfSets }, () => shape.numberOfLocksPerSet)).sort();

describe('keyedAlikeSets: a keyed-alike remedy covers every lock of each set exactly', () => {
  it('keeps even sets on one line', () => {
    expect(keyedAlikeSets(locksOf(3, 3, 3))).toEqual([{ numberOfSets: 3, numberOfLocksPerSet: 3 }]);
  });

  it('splits uneven sets by their size instead of rounding (3 + 3 + 2 locks is not 3 sets of 3)', () => {
    const shapes = keyedAlikeSets(locksOf(3, 2, 3));
    expect(shapes).toEqual([
      { numberOfSets: 2, numberOfLocksPerSet: 3 },
      { numberOfSets: 1, numberOfLocksPerSet: 2 },
    ]);
    expect(covered(shapes)).toEqual([2, 3, 3]);
  });

  it('covers any uneven shape exactly: the sets and locks ordered equal the sets and locks opened', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const perSet = Array.from({ length: 1 + (seed % 7) }, (_, index) => 1 + ((seed * (index + 3)) % 5));
      const shapes = keyedAlikeSets(locksOf(...perSet));
      expect(covered(shapes)).toEqual([...perSet].sort());
    }
  });
});
