import { z } from 'zod';
import { keyCodeBucketTypeSchema } from '../lookups.ts';
import { depthClasses, type Bitting, type BucketRules } from './bucket-rules.ts';
import { MAX_KEYING_SEED } from './random.ts';

/**
 * How change keys progress from their master key (standard master-keying practice):
 * - total position progression (TPP): a change key differs from the grand master key in every
 *   change position;
 * - rotating constant (RCM): a change key keeps the grand master cut in `constantCount` of the
 *   change positions (the constants) and differs in the others; which positions are constant
 *   rotates from key to key.
 */
export const keyingMethodSchema = z.enum(['total-position-progression', 'rotating-constant']);
export type KeyingMethod = z.infer<typeof keyingMethodSchema>;

const depth = z.number().int().min(0).max(15);
const chamber = z.number().int().min(0).max(7);

/** The cutting rules of a bucket a plan may carry (see `BucketRules`). */
const keyingRulesSchema = keyCodeBucketTypeSchema.pick({
  pins: true,
  depthMin: true,
  depthMax: true,
  depthStep: true,
  macs: true,
});

/**
 * The design of a master-keyed system, stored with it so it can be charted, checked and extended.
 *
 * The scheme (two levels under the grand master key GMK):
 * - `depths`: every key of the system cuts only these depths, a run of one parity class whose
 *   deepest and shallowest differ by at most the MACS. So any combination respects MACS and the
 *   parity rule, and the capacity is a plain product that does not depend on the seed. The price
 *   is capacity where the MACS is narrower than the depth range (SP6 uses 8 of its 10 depths).
 * - `progression[i]`: the depths other than the GMK cut of chamber i, in a seeded order — the
 *   progression column of chamber i.
 * - A master key cuts a progression depth in each of the `masterPositions` and the GMK cut in the
 *   `changePositions`. Its change keys copy it in the master positions and cut progression depths
 *   in the change positions (TPP: all of them; RCM: all but `constantCount`, which keep the GMK cut).
 * - Master keys and change keys are issued in the mixed-radix order of these columns (the last
 *   position counting fastest; RCM rotates the constants fastest), skipping any key whose cuts are
 *   all alike and, when the plan carries `rules`, any key that breaks them (MACS, two-step parity).
 *
 * A plan taken from an existing key bitting array (`planFromBittingArray`) follows the same scheme
 * with the customer's columns, which may differ in length, and leaves a chamber in neither position
 * list when its column is empty (held constant: every key cuts the GMK depth there). Its `depths`
 * are every depth it cuts; its keys are not valid by construction, so it carries `rules`.
 *
 * A lock of master M and change key C has the shear lines {C_i, M_i, G_i} in chamber i, so key X
 * opens it iff X_i ∈ {C_i, M_i, G_i} for every i. Another master key or its change keys differ from
 * M and from the GMK in some master position, and another change key of M differs from C and from
 * the GMK in some change position (TPP), or cuts a progression depth where C keeps a constant (RCM):
 * so no other issued key opens the lock.
 */
export const keyingPlanSchema = z.object({
  version: z.literal(1),
  method: keyingMethodSchema,
  seed: z.number().int().min(0).max(MAX_KEYING_SEED),
  bucketId: z.string(),
  depths: z.array(depth).min(2),
  grandMaster: z.array(depth),
  masterPositions: z.array(chamber).min(1),
  changePositions: z.array(chamber).min(1),
  progression: z.array(z.array(depth)),
  /** RCM: change positions that keep the GMK cut in each change key; 0 for TPP. */
  constantCount: z.number().int().min(0),
  /**
   * The bucket's cutting rules, for a plan whose progression may form keys that break them (one
   * taken from an existing key bitting array): such keys are skipped in issue order, as MACS
   * violations are dropped from a chart. Seeded plans leave it out (their depth run respects every
   * rule by construction), so plans stored before it existed stay valid.
   */
  rules: keyingRulesSchema.optional(),
  /**
   * The key cell the system was charted in (decision 0059): every key cuts only the cell's depths,
   * so the system's locks share no bitting with another cell's. Absent on plans designed before
   * cells (one depth run over the whole bucket) and on plans taken from a customer's bitting array.
   */
  cell: z
    .string()
    .regex(/^[01*]{1,8}$/)
    .optional(),
});
export type KeyingPlan = z.infer<typeof keyingPlanSchema>;

/**
 * The depth runs a system may use: the longest runs of one parity class (of all depths in a
 * one-step bucket) whose spread is within the MACS. A seeded system picks one of them.
 */
export function keyingDepthRuns(bucket: BucketRules): number[][] {
  const runs = depthClasses(bucket).flatMap((depths) =>
    depths.map((first, start) => depths.slice(start).filter((value) => value - first <= bucket.macs)),
  );
  const longest = Math.max(0, ...runs.map((run) => run.length));
  return runs.filter((run) => run.length === longest);
}

/** What a bucket can hold for a request, as {@link capacityOf} computes it. */
export interface KeyingCapacity {
  /** The most master keys the method can hold in the bucket (with as many master positions as it can spare). */
  maxMasterKeys: number;
  /** Chambers the engine makes master positions for the requested master keys; 0 when they do not fit. */
  masterPositionCount: number;
  /** Change keys (one per lock) each master key can hold with that many master positions; 0 when the master keys do not fit. */
  changeKeysPerMaster: number;
}

/** n choose k, small numbers only. */
export function binomial(n: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
}

/** Combinations the progression forms in `positions` chambers (RCM: with `constants` of them constant). */
function combinations(columnSize: number, positions: number, constants: number): number {
  return binomial(positions, constants) * columnSize ** (positions - constants);
}

/**
 * The capacity of a progression in a bucket, the same for every seed. With `w` depths in the run
 * (see {@link keyingDepthRuns}), each column holds w − 1 depths; the engine takes the fewest master
 * positions k with (w − 1)^k − 1 ≥ masterKeys, leaving c = pins − k change positions:
 * - master keys: (w − 1)^k − 1;
 * - change keys per master, TPP: (w − 1)^c − 1; RCM with r constants: C(c, r) · (w − 1)^(c − r) − 1.
 * Each count leaves out one combination because it may cut every chamber alike for some seeds (the
 * bucket forbids that), so the capacity never depends on the seed. RCM needs c ≥ r + 1.
 * Example, SP6 (w = 8): 50 master keys need k = 3, so TPP holds 342 and RCM (r = 1) 146 per master.
 */
export function capacityOf(
  bucket: BucketRules,
  method: KeyingMethod,
  masterKeys: number,
  constantCount = 1,
): KeyingCapacity {
  const columnSize = Math.max(0, (keyingDepthRuns(bucket)[0]?.length ?? 0) - 1);
  const constants = method === 'rotating-constant' ? constantCount : 0;
  const maxPositions = bucket.pins - constants - 1;
  const mastersWith = (positions: number) => Math.max(0, columnSize ** positions - 1);
  const maxMasterKeys = maxPositions >= 1 ? mastersWith(maxPositions) : 0;
  for (let positions = 1; positions <= maxPositions; positions += 1) {
    if (mastersWith(positions) >= masterKeys) {
      const changeKeysPerMaster = Math.max(0, combinations(columnSize, bucket.pins - positions, constants) - 1);
      return { maxMasterKeys, masterPositionCount: positions, changeKeysPerMaster };
    }
  }
  return { maxMasterKeys, masterPositionCount: 0, changeKeysPerMaster: 0 };
}

/** The k-element subsets of the items, in lexicographic order. */
export function subsetsOf<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, index) => subsetsOf(items.slice(index + 1), k - 1).map((rest) => [item, ...rest]));
}

/** RCM: the sets of change positions kept constant, in the order they rotate; `[[]]` for TPP. */
export function constantSetsOf(plan: KeyingPlan): number[][] {
  return subsetsOf(plan.changePositions, plan.constantCount);
}

/**
 * How many keys a progression over `positions` forms (all-alike ones included): the range of
 * `progressedKey`'s index. Each position counts through its own column, so columns may differ in
 * length (a plan taken from a key bitting array): TPP forms the product of the column lengths; RCM
 * the number of constant sets times the largest product over the positions a set leaves
 * progressing (exact for the engine's RCM plans, whose columns have one length).
 */
export function progressionSize(
  plan: KeyingPlan,
  positions: readonly number[],
  constantSets: readonly (readonly number[])[],
): number {
  const sets = constantSets.length > 0 ? constantSets : [[]];
  const products = sets.map((constants) =>
    positions.reduce(
      (product, chamber) =>
        constants.includes(chamber) ? product : product * (plan.progression[chamber]?.length ?? 0),
      1,
    ),
  );
  return sets.length * Math.max(...products);
}

/**
 * The key at `index` of a progression over `positions`: a copy of `base` with progression depths in
 * those positions (mixed radix, the last position fastest), except RCM constants, which keep the
 * GMK cut; `constantSets` lists the rotation of constant positions (fastest digit).
 */
export function progressedKey(
  plan: KeyingPlan,
  base: Bitting,
  positions: readonly number[],
  constantSets: readonly (readonly number[])[],
  index: number,
): number[] {
  const key = [...base];
  const constants = constantSets[index % constantSets.length] ?? [];
  let rest = Math.floor(index / Math.max(1, constantSets.length));
  for (let position = positions.length - 1; position >= 0; position -= 1) {
    const chamberIndex = positions[position]!;
    if (constants.includes(chamberIndex)) {
      key[chamberIndex] = plan.grandMaster[chamberIndex]!;
      continue;
    }
    const column = plan.progression[chamberIndex]!;
    key[chamberIndex] = column[rest % column.length]!;
    rest = Math.floor(rest / column.length);
  }
  return key;
}
