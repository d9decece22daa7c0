import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BucketRules } from './bucket-rules.ts';
import {
  blockContains,
  blockOfKeys,
  blockOfPinning,
  blockSize,
  formatBlock,
  KeyBlockIndex,
  parseBlock,
} from './key-control.ts';
import { operates, pinLock } from './pinning.ts';
import { countValidBittings, enumerateValidBittings } from './valid-bittings.ts';

const BR4: BucketRules = { pins: 4, depthMin: 1, depthMax: 7, depthStep: 1, macs: 4 };
const AL5: BucketRules = { pins: 5, depthMin: 0, depthMax: 9, depthStep: 2, macs: 6 };

const bittingOf = (pins: number) => fc.array(fc.integer({ min: 1, max: 7 }), { minLength: pins, maxLength: pins });

describe('key blocks', () => {
  it('hold exactly the bittings that open the lock', () => {
    fc.assert(
      fc.property(fc.array(bittingOf(4), { minLength: 1, maxLength: 3 }), bittingOf(4), (keys, probe) => {
        const pinning = pinLock(keys);
        expect(blockOfKeys(keys)).toEqual(blockOfPinning(pinning));
        expect(blockContains(blockOfKeys(keys), probe)).toBe(operates(probe, pinning));
      }),
    );
  });

  it('count the combinations of their chambers and read back from text', () => {
    const block = blockOfKeys([
      [5, 2, 4, 3],
      [3, 2, 6, 3],
      [7, 2, 4, 1],
    ]);
    expect(blockSize(block)).toBe(3 * 1 * 2 * 2);
    expect(formatBlock(block)).toBe('357.2.46.13');
    expect(parseBlock('357.2.46.13')).toEqual(block);
    expect(parseBlock('35x.2')).toBeUndefined();
  });
});

describe('KeyBlockIndex', () => {
  it('finds every block that holds a bitting, as a scan would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(bittingOf(4), { minLength: 2, maxLength: 3 }), { maxLength: 80 }),
        bittingOf(4),
        (lockKeys, probe) => {
          const blocks = lockKeys.map(blockOfKeys);
          const index = new KeyBlockIndex(4, blocks);
          const expected = blocks.flatMap((block, position) => (blockContains(block, probe) ? [position] : []));
          expect(index.allContaining(probe)).toEqual(expected);
          expect(index.firstContaining(probe)).toBe(expected[0] ?? -1);
          expect(index.contains(probe)).toBe(expected.length > 0);
        },
      ),
    );
  });

  it('counts the valid bittings outside every block, as enumerating them would', () => {
    for (const bucket of [BR4, AL5]) {
      fc.assert(
        fc.property(
          fc.array(
            fc.array(
              fc.array(fc.integer({ min: bucket.depthMin, max: bucket.depthMax }), {
                minLength: bucket.pins,
                maxLength: bucket.pins,
              }),
              { minLength: 1, maxLength: 3 },
            ),
            { maxLength: 40 },
          ),
          (lockKeys) => {
            const index = new KeyBlockIndex(bucket.pins, lockKeys.map(blockOfKeys));
            let outside = 0;
            for (const bitting of enumerateValidBittings(bucket)) if (!index.contains(bitting)) outside += 1;
            expect(index.countOutside(bucket)).toBe(outside);
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('counts the whole bucket when no block is reserved', () => {
    expect(new KeyBlockIndex(4).countOutside(BR4)).toBe(countValidBittings(BR4));
    expect(new KeyBlockIndex(5).countOutside(AL5)).toBe(countValidBittings(AL5));
  });
});
