import { z } from 'zod';
import { keyCodeBucketTypeSchema } from '../lookups.ts';
import { formatBitting, isValidBitting, type Bitting } from './bucket-rules.ts';
import { pinLock, type LockPinning } from './pinning.ts';
import {
  capacityOf,
  constantSetsOf,
  keyingMethodSchema,
  progressedKey,
  progressionSize,
  type KeyingPlan,
} from './progression.ts';
import { MAX_KEYING_SEED } from './random.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { allAlike, designPlan } from './plan-design.ts';

/** What to generate: a grand master key over `masterKeys` master keys, each over its locks (one change key per lock). */
const masterKeySystemRequestSchema = z
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
interface MasterKeyBranch {
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
 * The keys of a plan's progression that are never issued: those that cut every chamber alike and,
 * when the plan carries the bucket's `rules` (a plan taken from a key bitting array), those that
 * break them (MACS, two-step parity), as MACS violations are dropped from a chart.
 */
export function unusableKeys(plan: KeyingPlan): (key: Bitting) => boolean {
  const rules = plan.rules;
  return rules ? (key) => !isValidBitting(key, rules) : allAlike;
}

/**
 * Where a key being chosen goes, for a `rejects` check (key control): the slot (0-based) and, for a
 * change key, the master key above it (so the check knows the lock the key shapes).
 */
interface KeyChoice {
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
