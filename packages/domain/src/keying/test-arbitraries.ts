import fc from 'fast-check';
import type { KeyCodeBucketType } from '../lookups.ts';

/** Test-only: buckets of 4–7 pins, depth ranges within 0–15, one or two steps, MACS from 2 up to the range. */
export const bucketArbitrary: fc.Arbitrary<KeyCodeBucketType> = fc
  .record({
    pins: fc.integer({ min: 4, max: 7 }),
    depthMin: fc.integer({ min: 0, max: 4 }),
    span: fc.integer({ min: 2, max: 11 }),
    depthStep: fc.constantFrom<1 | 2>(1, 2),
    macsPercent: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ pins, depthMin, span, depthStep, macsPercent }) => ({
    id: 'TEST',
    name: 'Test bucket',
    pins,
    depthMin,
    depthMax: depthMin + span,
    depthStep,
    // Favour wider MACS, so that most shapes fit and get checked rather than refused.
    macs: 2 + Math.round(Math.sqrt(macsPercent / 100) * (span - 2)),
  }));
