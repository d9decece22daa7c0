import { z } from 'zod';
import { keyCodeBucketTypeSchema, type KeyCodeBucketType } from '../lookups.ts';
import { formatBitting, isValidBitting, usableDepths, type Bitting } from './bucket-rules.ts';
import { pinLock, type LockPinning } from './pinning.ts';
import {
  capacityOf,
  constantSetsOf,
  keyingDepthRuns,
  keyingMethodSchema,
  progressedKey,
  progressionSize,
  type KeyingMethod,
  type KeyingPlan,
} from './progression.ts';
import { createRandom, MAX_KEYING_SEED, shuffled } from './random.ts';

/** What to generate: a grand master key over `masterKeys` master keys, each over its locks (one change key per lock). */
export const masterKeySystemRequestSchema = z
  .object({
    bucket: keyCodeBucketTypeSchema,
    masterKeys: z.number().int().min(1),
    /** Locks under each master key: one count for all, or one per master key. */
    locksPerMaster: z.union([z.number().int().min(0), z.array(z.number().int().min(0))]),
    method: keyingMethodSchema,
    seed: z.number().int().min(0).max(MAX_KEYING_SEED),
    /** RCM only: change positions that keep the grand master cut in each change key (default 1). */
    constantCount: z.number().int().min(1).optional(),
  })
  .superRefine((request, context) => {
    if (Array.isArray(request.locksPerMaster) && request.locksPerMaster.length !== request.masterKeys) {
      context.addIssue({
        code: 'custom',
        path: ['locksPerMaster'],
        message: `lists ${request.locksPerMaster.length} counts for ${request.masterKeys} master keys`,
      });
    }
    if (request.constantCount !== undefined && request.method !== 'rotating-constant') {
      context.addIssue({
        code: 'custom',
        path: ['constantCount'],
        message: 'applies to the rotating-constant method only',
      });
    }
    if (request.constantCount !== undefined && request.constantCount > request.bucket.pins - 2) {
      context.addIssue({
        code: 'custom',
        path: ['constantCount'],
        message: `must leave a master and a changing position: at most ${request.bucket.pins - 2} for ${request.bucket.pins} pins`,
      });
    }
  });
export type MasterKeySystemRequest = z.infer<typeof masterKeySystemRequestSchema>;

/** A master key and the locks under it: `pinnings[j]` pins the lock opened by `changeKeys[j]`. */
export interface MasterKeyBranch {
  bitting: number[];
  changeKeys: number[][];
  pinnings: LockPinning[];
}

/** A generated master-keyed system: every bitting, the pins of every lock and the plan to store with it. */
export interface MasterKeySystem {
  plan: KeyingPlan;
  grandMaster: number[];
  masters: MasterKeyBranch[];
}

/**
 * The request needs more keys than the progression holds (see `capacityOf`): `needed` master keys,
 * or change keys under master key number `masterKey` (1-based), against `capacity`.
 */
export class KeyingCapacityError extends Error {
  override readonly name = 'KeyingCapacityError';

  constructor(
    readonly level: 'master-keys' | 'change-keys',
    readonly needed: number,
    readonly capacity: number,
    readonly method: KeyingMethod,
    readonly bucketId: string,
    readonly masterKey?: number,
  ) {
    super(
      level === 'master-keys'
        ? `Master key system needs ${needed} master keys but the ${method} progression of bucket ${bucketId} holds at most ${capacity}`
        : `Master key system needs ${needed} change keys under MASTER KEY ${masterKey} but the ${method} progression of bucket ${bucketId} holds at most ${capacity} per master key`,
    );
  }
}

function allAlike(key: Bitting): boolean {
  return key.every((depth) => depth === key[0]);
}

/**
 * The keys of a plan's progression that are never issued: those that cut every chamber alike and,
 * when the plan carries the bucket's `rules` (a plan taken from a key bitting array), those that
 * break them (MACS, two-step parity), as MACS violations are dropped from a chart.
 */
function unusableKeys(plan: KeyingPlan): (key: Bitting) => boolean {
  const rules = plan.rules;
  return rules ? (key) => !isValidBitting(key, rules) : allAlike;
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
function designPlan(
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
 * Where a key being chosen goes, for a `rejects` check (key control): the slot (0-based) and, for a
 * change key, the master key above it (so the check knows the lock the key shapes).
 */
export interface KeyChoice {
  slot: number;
  /** The slot's master key, when the key is a change key under it; absent for the master key itself. */
  master?: Bitting;
}

/** A check that refuses a key where it would go (see `issueFromPlan`). */
export type KeyRejection = (key: Bitting, choice: KeyChoice) => boolean;

/**
 * The first `count` keys of a progression that are not unusable (see `unusableKeys`) nor excluded
 * (formatted bittings), or how many it holds when it runs out first.
 */
function issue(
  plan: KeyingPlan,
  base: Bitting,
  positions: readonly number[],
  constantSets: readonly (readonly number[])[],
  count: number,
  excluded: ReadonlySet<string>,
  rejects?: (key: Bitting) => boolean,
): number[][] | { holds: number } {
  const keys: number[][] = [];
  if (count === 0) return keys;
  const unusable = unusableKeys(plan);
  const size = progressionSize(plan, positions, constantSets);
  for (let index = 0; index < size; index += 1) {
    const key = progressedKey(plan, base, positions, constantSets, index);
    if (unusable(key) || (excluded.size > 0 && excluded.has(formatBitting(key))) || rejects?.(key)) continue;
    keys.push(key);
    if (keys.length === count) return keys;
  }
  // Never wrap around into repeats: say how many it could issue.
  return { holds: keys.length };
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

/** One master key of a system being issued from its plan: kept when it has a bitting, else issued. */
export interface MasterKeySlot {
  /** The bitting issued to it before, or null to issue the next free one of the progression. */
  bitting: Bitting | null;
  /** Change keys to issue under it now. */
  newChangeKeys: number;
}

/**
 * Issues keys from a stored plan: a master key for each slot without one, then `newChangeKeys`
 * change keys under each, skipping every key in `excluded` (formatted bittings: keys issued before
 * in this system, or taken in the registry by others). Skipping keeps the scheme sound, since any
 * subset of the progression's keys is. So a system grows (new lock sets, more locks) and avoids
 * taken codes without changing what it issued. A new master key whose change keys are too few once
 * the excluded ones are left out is passed over for the next one of the progression (other systems'
 * keys crowd some master keys' progressions). `rejects` refuses further keys (key control: a key
 * inside another system's block, or whose lock would open to another system's key) the same way.
 * Throws a `KeyingCapacityError` naming the slot
 * (1-based) when the progression, less the excluded keys, runs out.
 */
export function issueFromPlan(
  plan: KeyingPlan,
  slots: readonly MasterKeySlot[],
  excluded: ReadonlySet<string> = new Set(),
  rejects?: KeyRejection,
): { bitting: number[]; changeKeys: number[][] }[] {
  const skip = new Set(excluded);
  for (const slot of slots) if (slot.bitting) skip.add(formatBitting(slot.bitting));
  const constantSets = constantSetsOf(plan);
  const unusable = unusableKeys(plan);
  const masterCount = progressionSize(plan, plan.masterPositions, [[]]);
  let masterIndex = 0;
  let issuedMasters = slots.filter((slot) => slot.bitting).length;
  return slots.map((slot, index) => {
    const changeKeysUnder = (bitting: Bitting) =>
      issue(
        plan,
        bitting,
        plan.changePositions,
        constantSets,
        slot.newChangeKeys,
        skip,
        rejects && ((key) => rejects(key, { slot: index, master: bitting })),
      );
    let bitting: number[];
    let changeKeys = slot.bitting ? changeKeysUnder(slot.bitting) : { holds: -1 };
    if (slot.bitting) bitting = [...slot.bitting];
    else {
      let most = -1;
      for (;;) {
        if (masterIndex >= masterCount) {
          if (most >= 0)
            throw new KeyingCapacityError(
              'change-keys',
              slot.newChangeKeys,
              most,
              plan.method,
              plan.bucketId,
              index + 1,
            );
          throw new KeyingCapacityError('master-keys', slots.length, issuedMasters, plan.method, plan.bucketId);
        }
        const candidate = progressedKey(plan, plan.grandMaster, plan.masterPositions, [[]], masterIndex++);
        if (unusable(candidate) || skip.has(formatBitting(candidate)) || rejects?.(candidate, { slot: index }))
          continue;
        changeKeys = changeKeysUnder(candidate);
        if (Array.isArray(changeKeys)) {
          bitting = candidate;
          break;
        }
        most = Math.max(most, changeKeys.holds);
      }
      issuedMasters += 1;
      skip.add(formatBitting(bitting));
    }
    if (!Array.isArray(changeKeys))
      throw new KeyingCapacityError(
        'change-keys',
        slot.newChangeKeys,
        changeKeys.holds,
        plan.method,
        plan.bucketId,
        index + 1,
      );
    for (const key of changeKeys) skip.add(formatBitting(key));
    return { bitting, changeKeys };
  });
}

/**
 * Every change key the progression forms under a master key (unusable ones left out, see
 * `unusableKeys`), in issue order: what the registry is asked about before a system is issued, so
 * that taken keys are known at once rather than found one generation at a time.
 */
export function changeKeyProgression(plan: KeyingPlan, master: Bitting): number[][] {
  const constantSets = constantSetsOf(plan);
  const unusable = unusableKeys(plan);
  const size = progressionSize(plan, plan.changePositions, constantSets);
  const keys: number[][] = [];
  for (let index = 0; index < size; index += 1) {
    const key = progressedKey(plan, master, plan.changePositions, constantSets, index);
    if (!unusable(key)) keys.push(key);
  }
  return keys;
}

/**
 * Generates a master-keyed system, deterministically from the seed: a grand master key, the master
 * keys and one change key per lock, with the pins of each lock, so that each lock is opened by its
 * change key, its master key and the grand master key and by no other key of the system, and every
 * bitting respects the bucket (see `keyingPlanSchema` for the scheme). Near-linear in the number of
 * locks: the scheme rules out cross-keying by construction, so nothing is compared pairwise.
 * Throws a `KeyingCapacityError` when the request exceeds `capacityOf` — checked before generating —
 * and a `RangeError` listing the problems of a malformed request. `options.excluded` (formatted
 * bittings, e.g. taken in the registry) are skipped like all-alike keys (see `issueFromPlan`); the
 * grand master key is never skipped: when it is excluded, use another seed.
 */
export function generateMasterKeySystem(
  input: MasterKeySystemRequest,
  options: { excluded?: ReadonlySet<string> } = {},
): MasterKeySystem {
  const parsed = masterKeySystemRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new RangeError(
      `Invalid master key system request: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; ')}`,
    );
  }
  const { bucket, masterKeys, method, seed, locksPerMaster } = parsed.data;
  const constantCount = method === 'rotating-constant' ? (parsed.data.constantCount ?? 1) : 0;
  const locks =
    typeof locksPerMaster === 'number' ? Array.from({ length: masterKeys }, () => locksPerMaster) : locksPerMaster;

  const capacity = capacityOf(bucket, method, masterKeys, constantCount || 1);
  if (capacity.masterPositionCount === 0)
    throw new KeyingCapacityError('master-keys', masterKeys, capacity.maxMasterKeys, method, bucket.id);
  const over = locks.findIndex((count) => count > capacity.changeKeysPerMaster);
  if (over >= 0)
    throw new KeyingCapacityError(
      'change-keys',
      locks[over]!,
      capacity.changeKeysPerMaster,
      method,
      bucket.id,
      over + 1,
    );

  const plan = designPlan(bucket, method, seed, capacity.masterPositionCount, constantCount);
  const masters = issueFromPlan(
    plan,
    locks.map((count) => ({ bitting: null, newChangeKeys: count })),
    options.excluded,
  ).map(({ bitting, changeKeys }) => ({
    bitting,
    changeKeys,
    pinnings: changeKeys.map((changeKey) => pinLock([changeKey, bitting, plan.grandMaster])),
  }));
  return { plan, grandMaster: [...plan.grandMaster], masters };
}
