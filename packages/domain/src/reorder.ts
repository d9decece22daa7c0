import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { wholeNumber as count } from './whole-number.ts';
import { pricedLinesSchema } from './priced-lines.ts';
import { lockSetSchema } from './lock-system.ts';
import { LOCKOUT_LIMITS } from './lockout.ts';

/*
 * `POST /lock-systems/{lockSystemId}/reorders` (issue 11): a new order that adds to a customer's
 * installed lock system, built to the codes it has. Everything is optional but something must be
 * ordered.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');

/** More locks for a lock set of the installed system: KD locks get new codes, KA locks join a set (its key opens them). */
const reorderAddLocksSchema = z.object({
  lockSetID: z.uuid('must be a UUID'),
  /** Keyed alike: the set the new locks join. */
  setNumber: count({ min: 1, max: LIMITS.numberOfSets.max }).nullable().default(null),
  locks: count(LIMITS.numberOfLocksPerSet),
  /** Keys cut with the new locks: per lock (KD) or for the set (KA); default that of the lock set (KA: 1). */
  keys: count({ min: 1, max: LIMITS.numberOfKeysPerSet.max }).nullable().default(null),
  /**
   * A lockout/tagout set (issue 42): each added lock's worker (name or ID), engraved through the
   * set's template; left out, the set's workers in order when as many locks are added as it has.
   */
  workers: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'is required')
        .max(LOCKOUT_LIMITS.worker, `must be at most ${LOCKOUT_LIMITS.worker} characters`),
    )
    .max(LIMITS.numberOfLocksPerSet.max)
    .nullable()
    .default(null),
});

/** A new lock set keyed into the system: under one of its master keys, or directly under the grand master key (null). */
export const reorderNewLockSetSchema = z.object({
  masterKeyID: z.uuid('must be a UUID').nullable(),
  lockSetName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.nodeNameLength, `must be at most ${LIMITS.nodeNameLength} characters`),
  keyOption: z.enum(['KD', 'KA'], { message: 'must be KD or KA' }),
  numberOfSets: count(LIMITS.numberOfSets),
  numberOfLocksPerSet: count(LIMITS.numberOfLocksPerSet),
  /** Keys per lock (KD) or per set (KA). */
  keys: count({ min: 1, max: LIMITS.numberOfKeysPerSet.max }),
  /** A lock set of the system whose materials and engraving the new one copies; null for the bucket's defaults. */
  copyOf: z.uuid('must be a UUID').nullable().default(null),
  /**
   * What /set offers (issue 26), over the copy or the defaults: body, shackle, color, the
   * engraving of the locks (font, front, back and side lines) and keys, and logos front and back
   * (uploaded to the installed system: `POST /lock-systems/{id}/logos`). Checked like any lock set.
   */
  choices: lockSetSchema
    .pick({
      bodyMaterialID: true,
      shackleMaterialID: true,
      colorID: true,
      engravedLock: true,
      fontSize: true,
      frontText1: true,
      frontText2: true,
      frontText3: true,
      backText1: true,
      backText2: true,
      backText3: true,
      leftText1: true,
      leftText2: true,
      rightText1: true,
      rightText2: true,
      logoFront: true,
      logoBack: true,
      engravedKey: true,
      keyText: true,
    })
    .partial()
    .default({}),
});

/**
 * A new master key under the system's grand master key (issue 27), with the lock sets it opens. Its
 * code comes from the installed system's master key progression at submission, checked against
 * every other customer's keys and blocks like any master key charted; no room → 409 capacity.
 */
const reorderNewMasterKeySchema = z.object({
  keyName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.nodeNameLength, `must be at most ${LIMITS.nodeNameLength} characters`),
  /** Keys cut of it. */
  keys: count(LIMITS.masterKeyNumberOfKeys),
  lockSets: z
    .array(reorderNewLockSetSchema.omit({ masterKeyID: true }))
    .max(LIMITS.lockSetsPerSystem)
    .default([]),
});

/** More keys cut to an existing code, by key symbol: the grand master 'A', a master key 'AA', a change key 'AA3'. */
const reorderKeysSchema = z.object({
  keySymbol: z.string().regex(/^A[A-Z]*\d*$/, 'must be a key symbol such as A, AB or AB3'),
  quantity: count({ min: 1, max: LIMITS.additionalKeys.max }),
  /** Why a lockout/tagout worker's key gets a second copy (issue 42): required then, ignored otherwise. */
  reason: text(LOCKOUT_LIMITS.reason),
});

export const reorderRequestSchema = z
  .object({
    orderSystemName: text(LIMITS.orderSystemNameLength),
    orderPONumber: text(LIMITS.orderPONumberLength),
    comments: text(LIMITS.commentsLength),
    addLocks: z.array(reorderAddLocksSchema).max(LIMITS.lockSetsPerSystem).default([]),
    newLockSets: z.array(reorderNewLockSetSchema).max(LIMITS.lockSetsPerSystem).default([]),
    additionalKeys: z.array(reorderKeysSchema).max(LIMITS.lockSetsPerSystem).default([]),
    newMasterKeys: z.array(reorderNewMasterKeySchema).max(LIMITS.masterKeysPerSystem).default([]),
  })
  .refine(
    (request) =>
      request.addLocks.length +
        request.newLockSets.length +
        request.additionalKeys.length +
        request.newMasterKeys.length >
      0,
    'must order locks, a lock set, a master key or keys',
  );
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;
export type ReorderRequestInput = z.input<typeof reorderRequestSchema>;

/**
 * `POST /lock-systems/{lockSystemId}/reorders/price`: what the reorder the form describes would cost,
 * priced by the same service and pricing function that create it (the running price of /reorder-locks).
 */
export const reorderPriceSchema = z.discriminatedUnion('priced', [
  z.object({
    priced: z.literal(true),
    currency: z.string(),
    lines: pricedLinesSchema,
    /** What the person must know before ordering it (issue 42): a supervisor master key over lockout/tagout locks. */
    warnings: z.array(z.string()).optional(),
  }),
  z.object({ priced: z.literal(false), currency: z.string(), reason: z.string() }),
]);
export type ReorderPrice = z.infer<typeof reorderPriceSchema>;
