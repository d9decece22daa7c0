import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyCodeBucketType } from '../lookups.ts';
import { bittingArrayOfPlan, columnDepthsFor, planFromBittingArray, type KeyBittingArray } from './bitting-array.ts';
import { formatBitting, isValidBitting, parseBitting } from './bucket-rules.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { changeKeyProgression, issueFromPlan } from './master-key-system.ts';
import { operates, pinLock } from './pinning.ts';
import { keyingPlanSchema, progressionSize } from './progression.ts';
import { createRandom, shuffled } from './random.ts';
import { bucketArbitrary } from './test-arbitraries.ts';

const codes = (keys: readonly (readonly number[])[]) => keys.map(formatBitting);

/**
 * THE SOURCE, AND WHAT IS NOT PUBLISHED. The top master key and the key bitting array below are
 * printed in MasterkeyPro's "How To Re-create An Existing Master Key System" (MasterkeyPro, Salt Lake
 * City; https://masterkeypro.com/docs/recrea1.htm, also /other/recteate_a1.html): "a master key of
 * 63405, pin size of 0 to 9, and a step increment of 2", with the array
 *
 *   TMK 6 3 4 0 5
 *       0 1 0 2 1
 *       2 5 2 4 3
 *       4 7 6 6 7
 *       8 9 8 8 9
 *
 * and the rotation order of the numbers: they "start rotating from the right side and work across
 * to the left" (like an odometer). The part of that page we could read prints no resulting keys, and
 * no published chart with its full numbers (TMK, KBA, sequence and the master and change key
 * bittings) was found in the sources searched (Locksmith Ledger, ALOA Keynotes, MasterkeyPro,
 * lockpicking101; Edwards' "Master Keying by the Numbers" and the Schlage/Best guides are not
 * available there). So the chart below is NOT PUBLISHED: it is derived by hand from that published
 * array, with a sequence of progression of our choosing that follows the page's rotation order
 * (chamber 5 fastest, then 4, 3, 2) and makes chamber 1 the master position. (A manufacturer's
 * array with the part of its chart that is printed — Kaba's sample KBA, its pinning chart and its
 * control key as the last key of the system — is reproduced in published-chart.test.ts.)
 *
 * Bucket: 5 pins, depths 0–9, MACS 7 (Schlage's), one step. MasterkeyPro's system is two-step with
 * the parity kept per chamber (its TMK mixes odd and even cuts, each column keeps its cut's parity),
 * whereas this engine's two-step rule asks one parity for the whole key (`bittingViolations`), which
 * refuses TMK 63405 — see the test below; so the chart is taken in a one-step bucket of the same
 * depths and MACS, where every column still moves by two.
 *
 * Hand derivation:
 * - Master keys (chamber 1 through 0, 2, 4, 8; chambers 2–5 keep the TMK cuts 3405):
 *   03405, 23405, 43405, 83405 — all within MACS 7.
 * - Change keys under 03405 (chamber 1 stays 0; chamber 5 counts 1, 3, 7, 9 fastest, then chamber 4
 *   through 2, 4, 6, 8, chamber 3 through 0, 2, 6, 8, chamber 2 through 1, 5, 7, 9):
 *    1 01021   2 01023   3 01027   4 01029   (|2−9| = 7 is within the MACS)
 *    5 01041   6 01043   7 01047   8 01049
 *    9 01061  10 01063  11 01067  12 01069
 *   (01081 01083 01087 01089: chamber 3 cuts 0 beside chamber 4's 8, 8 > MACS 7: dropped)
 *   13 01221  14 01223  15 01227  16 01229
 */
const MASTERKEYPRO_KBA: KeyBittingArray = {
  topMasterKey: [6, 3, 4, 0, 5],
  rows: [
    [0, 1, 0, 2, 1],
    [2, 5, 2, 4, 3],
    [4, 7, 6, 6, 7],
    [8, 9, 8, 8, 9],
  ],
  sequence: { masterPositions: [1], changePositions: [5, 4, 3, 2] },
};

const SCHLAGE_LIKE_5: KeyCodeBucketType = {
  id: 'SC5',
  name: 'Schlage-like 5-pin, one step',
  pins: 5,
  depthMin: 0,
  depthMax: 9,
  depthStep: 1,
  macs: 7,
};

describe('planFromBittingArray: a chart from a published key bitting array', () => {
  const plan = planFromBittingArray(SCHLAGE_LIKE_5, MASTERKEYPRO_KBA);

  it('takes the TMK, the columns and the sequence (1-based, fastest first) into a plan (0-based, last fastest)', () => {
    expect(plan.grandMaster).toEqual([6, 3, 4, 0, 5]);
    expect(plan.progression).toEqual([
      [0, 2, 4, 8],
      [1, 5, 7, 9],
      [0, 2, 6, 8],
      [2, 4, 6, 8],
      [1, 3, 7, 9],
    ]);
    expect(plan.masterPositions).toEqual([0]);
    expect(plan.changePositions).toEqual([1, 2, 3, 4]);
    expect(keyingPlanSchema.parse(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
  });

  it('reproduces the hand-derived chart: the master keys and the first change keys in order, MACS violations dropped', () => {
    const [first, ...others] = issueFromPlan(plan, [
      { bitting: null, newChangeKeys: 16 },
      { bitting: null, newChangeKeys: 1 },
      { bitting: null, newChangeKeys: 1 },
      { bitting: null, newChangeKeys: 1 },
    ]);
    expect(codes([first!.bitting, ...others.map((branch) => branch.bitting)])).toEqual([
      '03405',
      '23405',
      '43405',
      '83405',
    ]);
    // prettier-ignore
    const chart = [
      '01021', '01023', '01027', '01029',
      '01041', '01043', '01047', '01049',
      '01061', '01063', '01067', '01069',
      '01221', '01223', '01227', '01229',
    ];
    expect(codes(first!.changeKeys)).toEqual(chart);
    expect(codes(changeKeyProgression(plan, parseBitting('03405')!)).slice(0, chart.length)).toEqual(chart);
  });

  it('extends the existing system: the next keys follow on from those issued before', () => {
    const [branch] = issueFromPlan(
      plan,
      [{ bitting: parseBitting('03405')!, newChangeKeys: 2 }],
      new Set(['01021', '01023', '01027', '01029', '01041']),
    );
    expect(codes(branch!.changeKeys)).toEqual(['01043', '01047']);
  });

  it('counts the progression over columns of different lengths', () => {
    const ragged = planFromBittingArray(SCHLAGE_LIKE_5, {
      ...MASTERKEYPRO_KBA,
      rows: [
        [0, 1, 0, 2, 1],
        [2, 5, 2, 4, 3],
        [4, 7, null, 6, null],
        [8, null, null, 8, null],
      ],
    });
    expect(progressionSize(ragged, ragged.masterPositions, [[]])).toBe(4);
    expect(progressionSize(ragged, ragged.changePositions, [[]])).toBe(3 * 2 * 4 * 2);
    expect(changeKeyProgression(ragged, parseBitting('03405')!).length).toBeLessThanOrEqual(48);
    expect(new Set(codes(changeKeyProgression(ragged, parseBitting('03405')!))).size).toBe(
      changeKeyProgression(ragged, parseBitting('03405')!).length,
    );
  });

  it('writes the plan back as the same bitting array', () => {
    expect(bittingArrayOfPlan(plan)).toEqual(MASTERKEYPRO_KBA);
  });

  it('takes the array in a two-step bucket of its own depths: parity per chamber, as the page keeps it', () => {
    const twoStep = { ...SCHLAGE_LIKE_5, id: 'SC5-2', depthStep: 2 } as const;
    const inTwoStep = planFromBittingArray(twoStep, MASTERKEYPRO_KBA);
    const slots = [1, 2, 3, 4].map(() => ({ bitting: null, newChangeKeys: 16 }));
    const issued = issueFromPlan(inTwoStep, slots);
    // The same keys as in the one-step bucket of these depths: every column moves by two already.
    expect(issued.map((branch) => codes([branch.bitting, ...branch.changeKeys]))).toEqual(
      issueFromPlan(plan, slots).map((branch) => codes([branch.bitting, ...branch.changeKeys])),
    );
    const parity = MASTERKEYPRO_KBA.topMasterKey.map((cut) => cut % 2);
    for (const branch of issued)
      for (const key of [branch.bitting, ...branch.changeKeys]) {
        expect(isValidBitting(key, twoStep)).toBe(true);
        expect(key.map((cut) => cut % 2)).toEqual(parity);
        // Two-step pins: every master pin of the lock is a whole number of double steps.
        const pinning = pinLock([key, branch.bitting, MASTERKEYPRO_KBA.topMasterKey]);
        for (const chamber of pinning) for (const pin of chamber.masterPins) expect(pin % 2).toBe(0);
      }
  });
});

describe('planFromBittingArray: validation', () => {
  const refusal = (kba: KeyBittingArray, bucket: KeyCodeBucketType = SCHLAGE_LIKE_5) => {
    try {
      planFromBittingArray(bucket, kba);
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      return (error as RangeError).message;
    }
    throw new Error('expected a RangeError');
  };

  it('names the field and the chamber of each problem', () => {
    const message = refusal({
      topMasterKey: [6, 3, 4, 0],
      rows: [
        [0, 1, 4, 2, 12],
        [2, 1, null, 4, 3],
        [4, 7, 6, 6, 7, 1],
      ],
      sequence: { masterPositions: [1, 6], changePositions: [5, 4, 2, 1] },
    });
    expect(message).toMatch(/^Invalid key bitting array: /);
    expect(message).toContain(
      'topMasterKey: 6340 is not a valid key of bucket SC5: has 4 cuts but the bucket has 5 pins',
    );
    expect(message).toContain('rows: row 3 has 6 cells but bucket SC5 has 5 chambers');
    expect(message).toContain('rows: row 1, chamber 3: depth 4 repeats the top master key');
    expect(message).toContain('rows: row 2, chamber 2: depth 1 appears twice');
    expect(message).toContain('rows: row 3, chamber 3: depth 6 below a blank cell (row 2)');
    expect(message).toContain('rows: row 1, chamber 5: depth 12 is outside 0–9');
    expect(message).toContain('sequence.masterPositions: chamber 6 is outside 1–5');
    expect(message).toContain(
      'sequence.changePositions: chamber 1 is listed again (already in sequence.masterPositions)',
    );
    expect(message).toContain('sequence: chamber 3 has progression depths but is in neither');
  });

  it('refuses a column of the other parity in a two-step bucket, and a listed chamber without depths', () => {
    const twoStep: KeyCodeBucketType = { ...SCHLAGE_LIKE_5, id: 'TS5', depthStep: 2 };
    expect(
      refusal(
        {
          topMasterKey: [2, 4, 6, 4, 2],
          rows: [[4, 3, 2, null, 4]],
          sequence: { masterPositions: [1], changePositions: [2, 3, 4, 5] },
        },
        twoStep,
      ),
    ).toMatch(
      /rows: row 1, chamber 2: depth 3 is not of the parity.*sequence.changePositions: chamber 4 has no progression depths/,
    );
  });

  it('takes an empty column as a chamber held constant (listed nowhere)', () => {
    const plan = planFromBittingArray(SCHLAGE_LIKE_5, {
      topMasterKey: [6, 3, 4, 0, 5],
      rows: [
        [0, null, 0, 2, 1],
        [2, null, 2, 4, 3],
      ],
      sequence: { masterPositions: [1], changePositions: [5, 4, 3] },
    });
    const [branch] = issueFromPlan(plan, [{ bitting: null, newChangeKeys: 8 }]);
    for (const key of [branch!.bitting, ...branch!.changeKeys]) expect(key[1]).toBe(3);
  });
});

/** A random key bitting array valid for the bucket: a valid TMK, columns of its parity, a random sequence. */
function randomBittingArray(bucket: KeyCodeBucketType, seed: number): KeyBittingArray | undefined {
  const random = createRandom(seed);
  let topMasterKey: number[] | undefined;
  for (let attempt = 0; attempt < 50 && !topMasterKey; attempt += 1) {
    const parity = random.int(2);
    const depths = columnDepthsFor(bucket, bucket.depthMin + parity).concat(bucket.depthMin + parity);
    const candidate = Array.from({ length: bucket.pins }, () => depths[random.int(depths.length)]!);
    if (isValidBitting(candidate, bucket)) topMasterKey = candidate;
  }
  if (!topMasterKey) return undefined;
  const columns = topMasterKey.map((cut) => {
    const depths = shuffled(columnDepthsFor(bucket, cut), random);
    return depths.slice(0, 1 + random.int(Math.min(depths.length, 4)));
  });
  const chambers = shuffled(
    Array.from({ length: bucket.pins }, (_, chamber) => chamber + 1),
    random,
  );
  const held = random.int(2) === 1 && bucket.pins > 3 ? [chambers.pop()!] : [];
  for (const chamber of held) columns[chamber - 1] = [];
  const masterCount = 1 + random.int(Math.min(2, chambers.length - 1));
  const height = Math.max(...columns.map((column) => column.length));
  return {
    topMasterKey,
    rows: Array.from({ length: height }, (_, r) => columns.map((column) => column[r] ?? null)),
    sequence: { masterPositions: chambers.slice(0, masterCount), changePositions: chambers.slice(masterCount) },
  };
}

describe('planFromBittingArray (property)', () => {
  it('issues only keys valid for the bucket, and no issued key opens another lock than its own', () => {
    fc.assert(
      fc.property(
        bucketArbitrary,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (bucket, seed, masterKeys, locks) => {
          const kba = randomBittingArray(bucket, seed);
          fc.pre(kba !== undefined);
          const plan = planFromBittingArray(bucket, kba!);
          expect(bittingArrayOfPlan(plan)).toEqual(kba);
          for (const key of changeKeyProgression(plan, plan.grandMaster))
            expect(isValidBitting(key, bucket)).toBe(true);
          let branches;
          try {
            branches = issueFromPlan(
              plan,
              Array.from({ length: masterKeys }, () => ({ bitting: null, newChangeKeys: locks })),
            );
          } catch (error) {
            if (error instanceof KeyingCapacityError) return fc.pre(false);
            throw error;
          }
          const issued = [plan.grandMaster, ...branches.flatMap((branch) => [branch.bitting, ...branch.changeKeys])];
          for (const key of issued) expect(isValidBitting(key, bucket), formatBitting(key)).toBe(true);
          expect(new Set(codes(issued)).size).toBe(issued.length);
          for (const branch of branches) {
            for (const changeKey of branch.changeKeys) {
              const lock = pinLock([changeKey, branch.bitting, plan.grandMaster]);
              expect(codes(issued.filter((key) => operates(key, lock))).sort()).toEqual(
                codes([changeKey, branch.bitting, plan.grandMaster]).sort(),
              );
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
