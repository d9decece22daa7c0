import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, MAX_KEYING_SEED, shuffled } from './random.ts';

describe('createRandom', () => {
  it('repeats its numbers for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_KEYING_SEED }), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const random = createRandom(seed);
        for (let draw = 0; draw < 20; draw += 1) {
          const value = random.next();
          expect(value >= 0 && value < 1).toBe(true);
          const whole = random.int(bound);
          expect(Number.isInteger(whole) && whole >= 0 && whole < bound).toBe(true);
        }
      }),
    );
  });

  it('spreads whole numbers evenly enough', () => {
    const random = createRandom(7);
    const counts = [0, 0, 0, 0];
    for (let draw = 0; draw < 40_000; draw += 1) counts[random.int(4)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (items, seed) => {
        const original = [...items];
        const result = shuffled(items, createRandom(seed));
        expect(items).toEqual(original);
        expect(result.sort((a, b) => a - b)).toEqual(original.sort((a, b) => a - b));
      }),
    );
  });
});
