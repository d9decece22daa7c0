import { z } from 'zod';
import { keyBittingArraySchema } from './keying/bitting-array.ts';
import { keyingMethodSchema } from './keying/progression.ts';

/**
 * The key chart of a lock system (DESIGN §3 "Charting file") and the calls around it: charting
 * (assigning key codes), the chart itself, and importing a customer's existing chart. Blind codes
 * are what customers see; bittings and pinning are present only for admins (`bittings=true`).
 */

/** POST /order-lock-systems/{id}/charting. */
export const chartingRequestSchema = z.object({
  expectedVersion: z.number().int().min(1),
  /** Master-keyed systems only, at their first charting; later chartings keep the stored method. */
  method: keyingMethodSchema.optional(),
  /**
   * Master-keyed systems only, at their first charting, admins only: the customer's existing key
   * bitting array (top master key, columns, sequence of progression) to extend without re-keying.
   */
  bittingArray: keyBittingArraySchema.optional(),
});
export type ChartingRequest = z.infer<typeof chartingRequestSchema>;

/** `?bittings=true|false` of the chart and its files: true needs the admin role. */
export const keyChartQuerySchema = z.object({
  bittings: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** A lock's pins chamber by chamber from the bow, in depth units (see the keying engine's `pinLock`). */
const chartPinningSchema = z.object({
  bottomPins: z.array(z.number().int()),
  masterPins: z.array(z.array(z.number().int())),
});

const chartLockSchema = z.object({
  /** 1-based set within the lock set. */
  setNumber: z.number().int().min(1),
  /** 1-based lock within its set. */
  lockNumber: z.number().int().min(1),
  keySymbol: z.string().nullable().describe('null until charted'),
  blindCode: z.string().nullable().describe('null until charted'),
  keysCut: z
    .number()
    .int()
    .min(0)
    .describe(
      'Keys cut to this lock’s code: KD each lock’s keys; KA the set’s keys, on the first lock of the set (0 on the others, which share them)',
    ),
  bitting: z.string().optional().describe('admins only'),
  pinning: chartPinningSchema.optional().describe('admins only, once charted'),
});

/** Non-empty engraving lines of a lock set, by face, and the key text. */
const chartEngravingSchema = z.object({
  front: z.array(z.string()),
  back: z.array(z.string()),
  left: z.array(z.string()),
  right: z.array(z.string()),
  key: z.string(),
});

const chartLockSetSchema = z.object({
  lockSetID: z.string(),
  name: z.string(),
  keyOption: z.enum(['KD', 'KA']),
  charted: z.boolean(),
  numberOfKeysPerLock: z.number().int(),
  numberOfKeysPerSet: z.number().int(),
  engraving: chartEngravingSchema,
  locks: z.array(chartLockSchema),
  /** Lockout/tagout sets (decision 0035): the department, the recorded exceptions and each lock's worker. */
  lockout: z
    .object({
      department: z.string(),
      exceptions: z.array(z.string()),
      workers: z.array(z.object({ lock: z.number().int(), worker: z.string(), engraving: z.string() })),
    })
    .optional(),
});

const chartKeyFields = {
  name: z.string(),
  keySymbol: z.string(),
  numberOfKeys: z.number().int(),
  blindCode: z.string().nullable().describe('null until charted, and for a system without master keying'),
  bitting: z.string().optional().describe('admins only'),
};

const chartGrandMasterKeySchema = z.object({ grandMasterKeyID: z.string(), ...chartKeyFields });

const chartMasterKeySchema = z.object({
  masterKeyID: z.string(),
  ...chartKeyFields,
  lockSets: z.array(chartLockSetSchema),
});

export const keyChartSchema = z.object({
  orderLockSystemID: z.string(),
  orderID: z.string(),
  /** The order's version: charting and importing advance it. */
  version: z.number().int(),
  /** Every lock set is charted. */
  charted: z.boolean(),
  bucketType: z.string(),
  /** The keying method of a master-keyed system once charted, else null. */
  method: z.string().nullable(),
  grandMasterKey: chartGrandMasterKeySchema,
  masterKeys: z.array(chartMasterKeySchema),
  noKeyLockSets: z.array(chartLockSetSchema),
});

export type ChartPinning = z.infer<typeof chartPinningSchema>;
export type ChartLock = z.infer<typeof chartLockSchema>;
export type ChartLockSet = z.infer<typeof chartLockSetSchema>;
export type ChartMasterKey = z.infer<typeof chartMasterKeySchema>;
export type KeyChart = z.infer<typeof keyChartSchema>;

/** `?expectedVersion=N` of an import. */
export const chartImportQuerySchema = z.object({ expectedVersion: z.coerce.number().int().min(1) });

/** What an import of a charting file did: rows accepted, lock sets now charted, rows refused and why. */
export const chartImportReportSchema = z.object({
  version: z.number().int(),
  accepted: z.number().int(),
  chartedLockSets: z.array(z.string()).describe('Names of the lock sets the file charted (every lock now has a code)'),
  refused: z.array(
    z.object({
      /** 1-based row of the file, the header being row 1. */
      row: z.number().int(),
      lockSet: z.string(),
      bitting: z.string(),
      reason: z.string(),
    }),
  ),
  missing: z
    .array(z.string())
    .describe(
      'What the system still lacks before it counts as charted: keys above the locks without a code (master keys, the grand master key) and lock sets with locks or sets without one',
    ),
});
export type ChartImportReport = z.infer<typeof chartImportReportSchema>;

/** Largest charting file an import takes. */
export const CHART_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
