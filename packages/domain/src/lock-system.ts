import { z } from 'zod';
import { lockSetPath } from './lock-set-path.ts';
import { ENGRAVING_ALLOWED_DESCRIPTION, ENGRAVING_ALLOWED_PATTERN } from './engraving.ts';
import { LIMITS } from './limits.ts';
import { lockoutSchema } from './lockout.ts';
import { wholeNumber as count } from './whole-number.ts';

const nodeName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(LIMITS.nodeNameLength, `must be at most ${LIMITS.nodeNameLength} characters`);

/** One engraving line: allowed characters only, at most the longest font's line. */
export const engravingTextSchema = z
  .string()
  .max(LIMITS.engravingLineLength, `must be at most ${LIMITS.engravingLineLength} characters`)
  .regex(ENGRAVING_ALLOWED_PATTERN, `may contain only ${ENGRAVING_ALLOWED_DESCRIPTION} (uppercase)`);

const lookupId = z.string().min(1, 'is required').max(20, 'must be at most 20 characters');
const nodeId = z.uuid('must be a UUID');

/** Fields a key node (grand master or master) shares. */
const keyNodeFields = {
  keyName: nodeName,
  colorID: lookupId.nullable(),
  engravedKey: z.boolean(),
  keyText: engravingTextSchema,
  addToSystem: z.boolean(),
  addToKeyId: z.string().max(40).nullable(),
  additionalKeys: count(LIMITS.additionalKeys),
};

export const grandMasterKeySchema = z.object({
  grandMasterKeyID: nodeId,
  numberOfKeys: count(LIMITS.grandMasterKeyNumberOfKeys),
  ...keyNodeFields,
});

/** A lock set as a person configures it (SPEC §3). Derived values (sku, pricePer, …) are not input. */
export const lockSetSchema = z.object({
  lockSetID: nodeId,
  lockSetName: nodeName,
  keyOption: z.enum(['KD', 'KA'], { message: 'must be KD or KA' }),
  numberOfSets: count(LIMITS.numberOfSets),
  numberOfLocksPerSet: count(LIMITS.numberOfLocksPerSet),
  numberOfLocks: count({ min: 1, max: LIMITS.locksPerSystem }),
  /** Each set's lock count when the sets vary; null when every set has numberOfLocksPerSet. */
  variableSets: z.array(count(LIMITS.numberOfLocksPerSet)).max(LIMITS.numberOfSets.max).nullable(),
  numberOfKeysPerLock: count(LIMITS.numberOfKeysPerLock),
  numberOfKeysPerSet: count(LIMITS.numberOfKeysPerSet),
  bodyMaterialID: lookupId,
  shackleMaterialID: lookupId,
  colorID: lookupId,
  engravedLock: z.boolean(),
  engravedKey: z.boolean(),
  fontSize: lookupId.nullable(),
  frontText1: engravingTextSchema,
  frontText2: engravingTextSchema,
  frontText3: engravingTextSchema,
  backText1: engravingTextSchema,
  backText2: engravingTextSchema,
  backText3: engravingTextSchema,
  leftText1: engravingTextSchema,
  leftText2: engravingTextSchema,
  rightText1: engravingTextSchema,
  rightText2: engravingTextSchema,
  keyText: engravingTextSchema,
  /** Id of a logo uploaded to the system (POST …/logos), or null. */
  logoFront: z.uuid('must be the id of an uploaded logo').nullable(),
  logoBack: z.uuid('must be the id of an uploaded logo').nullable(),
  charted: z.boolean(),
  addOnLocksCount: count(LIMITS.reorderCounter),
  reorderLocksCount: count(LIMITS.reorderCounter),
  qtyModifiedSetsCount: count(LIMITS.reorderCounter),
  /** Reorders (issue 11): the installed system's lock set this one adds locks to, or null for a lock set of its own. */
  addToLockSetId: z.uuid('must be a UUID').nullable().default(null),
  /** A keyed-alike add-on: the set of that lock set its locks join (that set's key opens them); null otherwise. */
  addToSetNumber: count(LIMITS.numberOfSets).nullable().default(null),
  /** Lockout/tagout (issue 35): present when the set is safety padlocks, absent otherwise. */
  lockout: lockoutSchema.optional(),
});

export const masterKeySchema = z.object({
  masterKeyID: nodeId,
  numberOfKeys: count(LIMITS.masterKeyNumberOfKeys),
  ...keyNodeFields,
  lockSets: z.array(lockSetSchema).max(LIMITS.lockSetsPerSystem),
});

/** More keys cut to an existing change key's code: its symbol ('AA3', 'A2') and how many. */
export const changeKeyOrderSchema = z.object({
  keySymbol: z.string().regex(/^A[A-Z]*[1-9]\d*$/, 'must be a change key symbol such as AA3'),
  quantity: count({ min: 1, max: LIMITS.additionalKeys.max }),
  /** A lockout/tagout worker's second key: why it is needed (issue 42). */
  reason: z.string().max(200, 'must be at most 200 characters').optional(),
});
export type ChangeKeyOrder = z.infer<typeof changeKeyOrderSchema>;

/**
 * The lock order tree of one order lock system, as saved and loaded: the grand master key,
 * its master keys with their lock sets, and lock sets directly under the grand master key.
 */
export const lockSystemTreeSchema = z.object({
  grandMasterKey: grandMasterKeySchema,
  masterKeys: z
    .array(masterKeySchema)
    .max(LIMITS.masterKeysPerSystem, `must be at most ${LIMITS.masterKeysPerSystem} master keys`),
  noKeyLockSets: z.array(lockSetSchema).max(LIMITS.lockSetsPerSystem),
  /**
   * Reorders (issue 11): more change keys cut to codes the installed system has, by key symbol
   * (a lost key replaced, spare keys). Spare grand master and master keys are their nodes'
   * `additionalKeys`.
   */
  changeKeyOrders: z.array(changeKeyOrderSchema).max(LIMITS.lockSetsPerSystem).optional(),
});

export type GrandMasterKey = z.infer<typeof grandMasterKeySchema>;
export type MasterKey = z.infer<typeof masterKeySchema>;
export type LockSet = z.infer<typeof lockSetSchema>;
export type LockSystemTree = z.infer<typeof lockSystemTreeSchema>;

/** Every lock set of a tree with the path to it, for validation messages and totals. */
export function lockSetsWithPaths(
  tree: LockSystemTree,
): { lockSet: LockSet; path: string; masterKeyIndex: number | null }[] {
  return [
    ...tree.masterKeys.flatMap((masterKey, masterKeyIndex) =>
      masterKey.lockSets.map((lockSet, index) => ({
        lockSet,
        path: lockSetPath(masterKeyIndex, index),
        masterKeyIndex,
      })),
    ),
    ...tree.noKeyLockSets.map((lockSet, index) => ({ lockSet, path: lockSetPath(null, index), masterKeyIndex: null })),
  ];
}

/** Locks in a lock set: the product of sets and locks per set, or the sum of variable sets. */
export function locksInLockSet(
  lockSet: Pick<LockSet, 'numberOfSets' | 'numberOfLocksPerSet' | 'variableSets'>,
): number {
  return lockSet.variableSets
    ? lockSet.variableSets.reduce((sum, locks) => sum + locks, 0)
    : lockSet.numberOfSets * lockSet.numberOfLocksPerSet;
}
