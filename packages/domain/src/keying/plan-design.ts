import type { KeyCodeBucketType } from '../lookups.ts';
import { usableDepths, type Bitting } from './bucket-rules.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { capacityOf, keyingDepthRuns, type KeyingMethod, type KeyingPlan } from './progression.ts';
import { createRandom, shuffled } from './random.ts';

/* The seeded design of a master-keyed system: depth run, grand master key, master positions and progression. */

/** Whether a key cuts every chamber alike (never issued). */
export function allAlike(key: Bitting): boolean {
  return key.every((depth) => depth === key[0]);
}

/**
 * The depths a design cuts and, when they are not one run of the MACS, the rules its keys must be
 * checked against: a seeded run, else one holding every cut of the given grand master key, else
 * (a grand master key no run holds, e.g. imported from a customer's chart) every depth of the bucket;
 * in a two-step bucket each progression column then keeps the parity of its chamber's cut.
 */
function designDepths(
  bucket: KeyCodeBucketType,
  random: ReturnType<typeof createRandom>,
  grandMaster?: Bitting,
): { depths: number[]; rules?: KeyingPlan['rules'] } {
  const runs = keyingDepthRuns(bucket);
  const fitting = grandMaster ? runs.filter((run) => grandMaster.every((cut) => run.includes(cut))) : runs;
  if (fitting.length > 0) return { depths: fitting[random.int(fitting.length)]! };
  const { pins, depthMin, depthMax, depthStep, macs } = bucket;
  return { depths: usableDepths(bucket), rules: { pins, depthMin, depthMax, depthStep, macs } };
}

/** The seeded design: depth run, grand master key, master positions and progression columns (see `keyingPlanSchema`). */
export function designPlan(
  bucket: KeyCodeBucketType,
  method: KeyingMethod,
  seed: number,
  masterPositionCount: number,
  constantCount: number,
  givenGrandMaster?: Bitting,
): KeyingPlan {
  const random = createRandom(seed);
  const { depths, rules } = designDepths(bucket, random, givenGrandMaster);
  let grandMaster: number[];
  if (givenGrandMaster) grandMaster = [...givenGrandMaster];
  else
    do grandMaster = Array.from({ length: bucket.pins }, () => depths[random.int(depths.length)]!);
    while (allAlike(grandMaster));
  const chambers = shuffled(
    Array.from({ length: bucket.pins }, (_, index) => index),
    random,
  );
  const byChamber = (a: number, b: number) => a - b;
  return {
    version: 1,
    method,
    seed,
    bucketId: bucket.id,
    depths,
    grandMaster,
    masterPositions: chambers.slice(0, masterPositionCount).sort(byChamber),
    changePositions: chambers.slice(masterPositionCount).sort(byChamber),
    // Two-step parity is per chamber: each column keeps the parity of the grand master's cut there
    // (a seeded run has one parity already).
    progression: grandMaster.map((cut) =>
      shuffled(
        depths.filter((value) => value !== cut && (bucket.depthStep !== 2 || (value - cut) % 2 === 0)),
        random,
      ),
    ),
    constantCount,
    ...(rules ? { rules } : {}),
  };
}

/**
 * The seeded design of a master-keyed system with room for `masterKeys` master keys (see
 * `keyingPlanSchema`), or a `KeyingCapacityError` when the method cannot hold that many. With
 * `grandMaster` (a grand master key the customer holds, imported from their chart) the design is
 * built around it: a depth run that holds its cuts, else every depth of its class with the bucket's
 * rules carried along (keys that break them are skipped as they are issued).
 */
export function designMasterKeyPlan(
  bucket: KeyCodeBucketType,
  method: KeyingMethod,
  seed: number,
  masterKeys: number,
  constantCount?: number,
  grandMaster?: Bitting,
): KeyingPlan {
  const constants = method === 'rotating-constant' ? (constantCount ?? 1) : 0;
  const capacity = capacityOf(bucket, method, masterKeys, constants || 1);
  if (capacity.masterPositionCount === 0)
    throw new KeyingCapacityError('master-keys', masterKeys, capacity.maxMasterKeys, method, bucket.id);
  return designPlan(bucket, method, seed, capacity.masterPositionCount, constants, grandMaster);
}
