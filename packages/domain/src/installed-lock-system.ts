import { z } from 'zod';
import { lockoutKeySchema } from './lockout-keys.ts';
import { statusLabelSchema, statusSchema } from './order.ts';

/**
 * A customer's installed lock system (issue 11, SPEC `lockSystemID`): created when a system is
 * first submitted as an order; it owns its keying plan, its bucket and every code charted for it.
 * Orders that add to it later (reorders) belong to it too. `GET /customers/{ccid}/lock-systems`.
 */

/** An order that built or added to the installed system. */
const installedSystemOrderSchema = z.object({
  orderID: z.string(),
  orderLockSystemID: z.string(),
  orderSystemName: z.string(),
  orderPONumber: z.string(),
  sapOrderNumber: z.string().nullable(),
  status: statusSchema,
  statusLabel: statusLabelSchema,
  /** A reorder (adds to the system) rather than the order that built it first. */
  isAddToSystem: z.boolean(),
  /** When it went to Submitted. */
  submittedAt: z.string().nullable(),
  /** Its locks and keys are at the customer's (Submitted or Completed); a canceled order adds none. */
  installed: z.boolean(),
  locks: z.number().int().describe('Locks this order orders, charted or not yet (a draft)'),
});

/** The delivered reorder (a lost key's remedy) that replaced locks of the system. */
const replacedBySchema = z.object({ orderID: z.string(), sapOrderNumber: z.string().nullable() });

/** A key of the installed system and how many were cut of it, over every order. */
const installedKeySchema = z.object({
  keySymbol: z.string(),
  kind: z.enum(['grandMaster', 'master', 'change']),
  /** The key's name (GMK, master key) or the lock set it opens. */
  name: z.string(),
  blindCode: z.string(),
  /** Keys cut of it by the installed orders (Submitted or Completed). */
  keysCut: z.number().int(),
  /** Retired: a lost key, or the change key of a lock a lost key's delivered remedy replaced (issue 28). */
  retiredBy: replacedBySchema.nullable().optional(),
  /** Copies reported lost in the key register: no more copies are cut of it, nothing is added under it (issue 42). */
  lostCopies: z.number().int().optional(),
  /** A lockout/tagout key (decision 0035): its worker and department, or the supervisor master key. */
  lockout: lockoutKeySchema.nullable().optional(),
});

/** A master key of the installed system (of the order that built it). */
const installedMasterKeySchema = z.object({
  masterKeyID: z.string(),
  name: z.string(),
  keySymbol: z.string().nullable(),
});

/** A lock set of the installed system, with the locks every order gave it. */
const installedLockSetSchema = z.object({
  lockSetID: z.string(),
  name: z.string(),
  keyOption: z.enum(['KD', 'KA']),
  /** Its master key, or null directly under the grand master key. */
  masterKeyID: z.string().nullable(),
  /** Sets (keyed alike: each its own key). */
  sets: z.number().int(),
  locks: z.number().int(),
  /** Its locks a lost key opened were replaced by that remedy's delivered reorder (issue 28). */
  replacedBy: replacedBySchema.nullable().optional(),
  /** A lockout/tagout set (decision 0035): its department; added locks name their workers. */
  lockoutDepartment: z.string().nullable().optional(),
  /** How many of its locks that remedy replaced (its `locks` count them; the system's `locks` do not). */
  replacedLocks: z.number().int().optional(),
  /** Keyed alike: each set's key symbol, set 1 first (null while a set has no code): the key added locks open to. */
  setKeys: z.array(z.string().nullable()).optional(),
});

export const installedLockSystemSchema = z.object({
  lockSystemID: z.string(),
  ccid: z.string(),
  name: z.string(),
  bucketType: z.string(),
  createdAt: z.string(),
  /** Master-keyed (a grand master key cut, or master keys). */
  masterKeyed: z.boolean(),
  /** Locks in the field: those of its installed orders (Submitted or Completed), less those replaced. */
  locks: z.number().int(),
  orders: z.array(installedSystemOrderSchema),
  keys: z.array(installedKeySchema),
  masterKeys: z.array(installedMasterKeySchema),
  lockSets: z.array(installedLockSetSchema),
});

export type InstalledKey = z.infer<typeof installedKeySchema>;
export type InstalledLockSystem = z.infer<typeof installedLockSystemSchema>;
export type InstalledMasterKey = z.infer<typeof installedMasterKeySchema>;
export type InstalledLockSet = z.infer<typeof installedLockSetSchema>;
