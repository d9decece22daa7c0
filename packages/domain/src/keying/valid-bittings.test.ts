import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.ts';
import { formatBitting, isValidBitting, type BucketRules } from './bucket-rules.ts';
import { createRandom } from './random.ts';
import { bucketArbitrary } from './test-arbitraries.ts';
import { countValidBittings, enumerateValidBittings, randomValidBitting } from './valid-bittings.ts';

/** Every depth combination of the range, filtered by the rules: the slow and obvious count. */
function bruteForceCount(bucket: BucketRules): number {
  const span = bucket.depthMax - bucket.depthMin + 1;
  let count = 0;
  for (let code = 0; code < span ** bucket.pins; code += 1) {
    const bitting = Array.from(
      { length: bucket.pins },
      (_, index) => bucket.depthMin + (Math.floor(code / span ** index) % span),
    );
    if (isValidBitting(bitting, bucket)) count += 1;
  }
  return count;
}

const small = { id: 'S', name: 'Small', pins: 4, depthMin: 1, depthMax: 6, depthStep: 1, macs: 3 } as const;

describe('countValidBittings and enumerateValidBittings', () => {
  it('count the key code space of the demo buckets', () => {
    const counts = Object.fromEntries(
      DEMO_CATALOG.lookups.keycodebuckettype.map((bucket) => [bucket.id, countValidBittings(bucket)]),
    );
    // SP6 checked once by brute force over its 10^6 depth combinations; the others here.
    // AL5 is two-step with parity per chamber (decision 0045): a key may mix parities, as Kaba's TMK 528614 does.
    expect(counts).toEqual({ SP6: 753_744, AL5: 62_938, BR4: 1672 });
    for (const bucket of DEMO_CATALOG.lookups.keycodebuckettype.filter((entry) => entry.id !== 'SP6')) {
      expect(countValidBittings(bucket)).toBe(bruteForceCount(bucket));
    }
  });

  it('agree with the brute force on random small buckets, in ascending order without repeats', () => {
    fc.assert(
      fc.property(
        bucketArbitrary.filter((bucket) => (bucket.depthMax - bucket.depthMin + 1) ** bucket.pins <= 20_000),
        (bucket) => {
          const all = [...enumerateValidBittings(bucket)].map(formatBitting);
          expect(all.length).toBe(countValidBittings(bucket));
          expect(all.length).toBe(bruteForceCount(bucket));
          expect(new Set(all).size).toBe(all.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('randomValidBitting', () => {
  it('draws valid bittings, the same ones for the same seed', () => {
    fc.assert(
      fc.property(bucketArbitrary, fc.nat(), (bucket, seed) => {
        const draw = () => {
          const random = createRandom(seed);
          return Array.from({ length: 10 }, () => randomValidBitting(bucket, random));
        };
        const bittings = draw();
        for (const bitting of bittings) expect(isValidBitting(bitting, bucket)).toBe(true);
        expect(draw()).toEqual(bittings);
      }),
      { numRuns: 100 },
    );
  });

  it('draws every valid bitting about equally often', () => {
    const counts = new Map<string, number>();
    const random = createRandom(3);
    const draws = countValidBittings(small) * 20;
    for (let draw = 0; draw < draws; draw += 1) {
      const code = formatBitting(randomValidBitting(small, random));
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    expect(counts.size).toBe(countValidBittings(small));
    for (const count of counts.values()) expect(count).toBeGreaterThan(3);
    for (const count of counts.values()) expect(count).toBeLessThan(45);
  });
});
