import { z } from 'zod';
import { lockoutKeySchema } from './lockout-keys.ts';

/**
 * "What does this key open?" (issue 27): every lock of a customer that a key of one of its
 * installed systems operates, found by simulating each lock's pinning. `by design` locks are those
 * the key was cut for (its own lock, the locks under its master key or grand master key);
 * `incidental` ones open only because their pins happen to admit the key's cuts (a cross-keying
 * inside the customer's own systems). The ground for handling a lost key.
 */

const KEY_OPENING = ['design', 'incidental'] as const;

/** The key asked about. */
const openingKeySchema = z.object({
  lockSystemID: z.string(),
  lockSystemName: z.string(),
  bucketType: z.string(),
  keySymbol: z.string(),
  kind: z.enum(['grandMaster', 'master', 'change']),
  blindCode: z.string(),
  /** A lockout/tagout key (issue 42): a worker's key, or a supervisor master key over LOTO locks. */
  lockout: lockoutKeySchema.nullable().optional(),
});

/** A lock the key operates. */
const openedLockSchema = z.object({
  lockSystemID: z.string().describe('The installed system the lock belongs to'),
  lockSystemName: z.string(),
  orderID: z.string().describe('The order (the first one, or a reorder) that charted the lock'),
  orderLockSystemID: z.string(),
  sapOrderNumber: z.string().nullable(),
  lockSetID: z.string(),
  lockSetName: z.string(),
  addToLockSetId: z
    .string()
    .nullable()
    .describe('For locks a reorder added to a lock set of the installed system: that lock set'),
  setNumber: z.number().int().min(1),
  lockNumber: z.number().int().min(1),
  keySymbol: z.string().nullable().describe("The lock's change key"),
  opening: z.enum(KEY_OPENING).describe('design: the key was cut to open it; incidental: its pins happen to admit it'),
  /** Replaced by a lost key's delivered remedy (issue 42): no longer in the field. */
  replacedBy: z.object({ orderID: z.string(), sapOrderNumber: z.string().nullable() }).nullable().optional(),
});

export const keyOpensSchema = z.object({
  key: openingKeySchema,
  locks: z.array(openedLockSchema),
  counts: z.object({
    locks: z.number().int(),
    lockSets: z.number().int(),
    incidentalLocks: z.number().int(),
    /** Locks it opened that a lost key's delivered remedy replaced; the other counts leave them out. */
    replacedLocks: z.number().int().optional(),
  }),
});

export type OpeningKey = z.infer<typeof openingKeySchema>;
export type OpenedLock = z.infer<typeof openedLockSchema>;
export type KeyOpens = z.infer<typeof keyOpensSchema>;

/** `?blindCode=` of an admin's question. */
export const blindCodeQuerySchema = z.object({
  blindCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{1,16}$/, 'must be a blind code: 1 to 16 letters and digits'),
});
