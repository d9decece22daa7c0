import { counted } from './counted.ts';
import { z } from 'zod';
import { reorderRequestSchema } from './reorder.ts';

/**
 * A lost key's exposure and remedies (issue 28, decision 0028): what the key opens, by simulation of
 * the pinning (issue 27's key-opens), said in plain words, and the reorders a locksmith would
 * propose, priced from the price book.
 */

const LOST_KEY_REMEDIES = ['replaceLocks', 'newMasterKeyBranch'] as const;
export type LostKeyRemedyKind = (typeof LOST_KEY_REMEDIES)[number];

const lostKeyRemedySchema = z.object({
  kind: z.enum(LOST_KEY_REMEDIES),
  title: z.string(),
  description: z.string(),
  /** Locks the reorder replaces. */
  locks: z.number().int(),
  /** The reorder the remedy becomes when chosen. */
  request: reorderRequestSchema,
  currency: z.string(),
  /** In minor units; null when the price book cannot price it. */
  total: z.number().int().nullable(),
});
export type LostKeyRemedy = z.infer<typeof lostKeyRemedySchema>;

const exposedLockSetSchema = z.object({
  lockSystemID: z.string(),
  lockSystemName: z.string(),
  lockSetName: z.string(),
  locks: z.number().int(),
  incidentalLocks: z.number().int(),
  /** Replaced by a delivered remedy (of this system, or of the other system the lock set belongs to). */
  replaced: z.boolean(),
});

/** A lock set on the plan of the system: its locks, and how many of them the key opens. */
const planLockSetSchema = z.object({
  lockSetName: z.string(),
  keyOption: z.enum(['KD', 'KA']),
  locks: z.number().int(),
  opened: z.number().int(),
  replaced: z.boolean(),
});

/** A branch of the plan: a master key with its lock sets, or (null) the lock sets directly under the grand master key. */
const planBranchSchema = z.object({
  masterKeyName: z.string().nullable(),
  keySymbol: z.string().nullable(),
  lockSets: z.array(planLockSetSchema),
});
export type PlanBranch = z.infer<typeof planBranchSchema>;

const chosenRemedySchema = z.object({
  remedy: z.enum(LOST_KEY_REMEDIES),
  /** The installed system whose locks the remedy replaces (its reorder is that system's). */
  lockSystemID: z.string(),
  orderID: z.string(),
  sapOrderNumber: z.string().nullable(),
  /** The reorder's status label (Ready to submit, Submitted, Completed …). */
  statusLabel: z.string(),
  /** Delivered (Completed): the locks the key opened in this system are replaced. */
  delivered: z.boolean(),
  chosenBy: z.string(),
  chosenAt: z.string(),
  /** When its reorder went to SAP (Submitted), null before; when it was delivered (Completed), null before. */
  orderedAt: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
});

/**
 * Another installed system of the customer where the lost key opens locks (by design of a shared
 * code or by chance): its plan and the remedies for its locks, each a reorder of that system.
 */
const otherSystemExposureSchema = z.object({
  lockSystemID: z.string(),
  lockSystemName: z.string(),
  /** 'It opens 3 locks in 1 lock set of Mill lockout.' */
  summary: z.string(),
  locks: z.number().int(),
  plan: z.array(planBranchSchema),
  remedies: z.array(lostKeyRemedySchema),
  noRemedy: z.string().nullable(),
});
export type OtherSystemExposure = z.infer<typeof otherSystemExposureSchema>;

export const keyExposureSchema = z.object({
  keySymbol: z.string(),
  kind: z.enum(['grandMaster', 'master', 'change']),
  blindCode: z.string(),
  /** 'This master key opens 48 locks in 6 lock sets.' */
  summary: z.string(),
  counts: z.object({ locks: z.number().int(), lockSets: z.number().int(), incidentalLocks: z.number().int() }),
  lockSets: z.array(exposedLockSetSchema),
  /** The plan of this system (its master keys and lock sets) with the locks the key opens. */
  plan: z.array(planBranchSchema),
  /** The customer's other installed systems where the key opens locks, each with its plan and remedies. */
  otherSystems: z.array(otherSystemExposureSchema),
  /** Copies of the key reported lost. */
  lostCopies: z.number().int(),
  remedies: z.array(lostKeyRemedySchema),
  /** Why no remedy is offered, when none is. */
  noRemedy: z.string().nullable(),
  chosen: z.array(chosenRemedySchema),
});
export type KeyExposure = z.infer<typeof keyExposureSchema>;

export const chooseRemedyRequestSchema = z.object({
  remedy: z.enum(LOST_KEY_REMEDIES, { message: 'must be replaceLocks or newMasterKeyBranch' }),
  orderPONumber: z.string().trim().max(35, 'must be at most 35 characters').default(''),
  /** The installed system whose locks the remedy replaces: the key's own when left out, or another one it opens locks in. */
  lockSystemID: z.uuid('must be a UUID').optional(),
});

const KIND_WORDS = { grandMaster: 'grand master key', master: 'master key', change: 'change key' } as const;

/** The exposure in plain words: 'This master key opens 48 locks in 6 lock sets.' (and the chance openings). */
export function exposureSummary(
  kind: keyof typeof KIND_WORDS,
  counts: { locks: number; lockSets: number; incidentalLocks: number },
): string {
  const base = `This ${KIND_WORDS[kind]} opens ${counted(counts.locks, 'lock')} in ${counted(counts.lockSets, 'lock set')}`;
  if (counts.incidentalLocks === 0) return `${base}.`;
  return `${base}, ${counts.incidentalLocks === 1 ? '1 of them' : `${counts.incidentalLocks} of them`} only because ${counts.incidentalLocks === 1 ? 'its pins happen' : 'their pins happen'} to admit it.`;
}
