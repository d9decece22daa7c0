import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.ts';
import { bittingViolations, formatBitting, isValidBitting, parseBitting, usableDepths } from './bucket-rules.ts';
import { bucketArbitrary } from './test-arbitraries.ts';

const bucket = (id: string) => DEMO_CATALOG.lookups.keycodebuckettype.find((entry) => entry.id === id)!;
const SP6 = bucket('SP6');
const AL5 = bucket('AL5');
const BR4 = bucket('BR4');

describe('bittingViolations', () => {
  it('accepts bittings within the rules of the demo buckets', () => {
    expect(bittingViolations([3, 9, 2, 8, 5, 1], SP6)).toEqual([]);
    expect(isValidBitting([2, 8, 4, 6, 0], AL5)).toBe(true);
    expect(isValidBitting([3, 9, 5, 7, 1], AL5)).toBe(true);
    expect(isValidBitting([1, 5, 2, 6], BR4)).toBe(true);
  });

  it('names every broken rule', () => {
    expect(bittingViolations([3, 9, 2, 8, 5], SP6)).toEqual(['has 5 cuts but the bucket has 6 pins']);
    expect(bittingViolations([0, 8, 2, 8, 5, 1], SP6)).toEqual(['cuts 1 and 2 differ by 8, more than the MACS of 7']);
    expect(bittingViolations([0, 4, 2, 8, 1.5, 10], SP6)).toEqual([
      'cut 5 (1.5) is not a whole depth',
      'cut 6 is depth 10, outside 0–9',
      'cuts 5 and 6 differ by 8.5, more than the MACS of 7',
    ]);
    expect(bittingViolations([4, 4, 4, 4], BR4)).toEqual(['every cut is depth 4']);
    // Two-step parity is per chamber (decision 0045): one key may mix parities.
    expect(bittingViolations([0, 5, 4, 6, 2], AL5)).toEqual([]);
    expect(bittingViolations([0, 2, 8, 6, 2], AL5)).toEqual([]);
    expect(bittingViolations([0, 8, 6, 6, 2], AL5)).toEqual(['cuts 1 and 2 differ by 8, more than the MACS of 6']);
    expect(bittingViolations([0, 1, 7, 3], BR4)).toEqual([
      'cut 1 is depth 0, outside 1–7',
      'cuts 2 and 3 differ by 6, more than the MACS of 4',
    ]);
  });

  it('gives the usable depths of a bucket and of one parity', () => {
    expect(usableDepths(BR4)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(usableDepths(AL5, 0)).toEqual([0, 2, 4, 6, 8]);
    expect(usableDepths(AL5, 1)).toEqual([1, 3, 5, 7, 9]);
    expect(usableDepths(SP6, 1)).toHaveLength(10);
  });

  it('agrees with a direct statement of the rules on random bittings', () => {
    fc.assert(
      fc.property(
        bucketArbitrary,
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 4, maxLength: 7 }),
        (rules, bitting) => {
          const valid =
            bitting.length === rules.pins &&
            // Two-step parity is per chamber (a master-keyed system's), not a rule of one key.
            bitting.every((depth) => depth >= rules.depthMin && depth <= rules.depthMax) &&
            bitting.every((depth, index) => index === 0 || Math.abs(depth - bitting[index - 1]!) <= rules.macs) &&
            new Set(bitting).size > 1;
          expect(isValidBitting(bitting, rules)).toBe(valid);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('formatBitting and parseBitting', () => {
  it('write a key code one character per cut', () => {
    expect(formatBitting([3, 9, 2, 8, 5, 1])).toBe('392851');
    expect(formatBitting([10, 15, 0])).toBe('AF0');
    expect(parseBitting('392851')).toEqual([3, 9, 2, 8, 5, 1]);
    expect(parseBitting('af0')).toEqual([10, 15, 0]);
    expect(parseBitting('')).toBeUndefined();
    expect(parseBitting('39 28')).toBeUndefined();
  });

  it('round-trip every bitting', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 8 }), (bitting) => {
        expect(parseBitting(formatBitting(bitting))).toEqual(bitting);
      }),
    );
  });
});
