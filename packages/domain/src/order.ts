import { z } from 'zod';
import { ccidSchema } from './customer.ts';
import { normalizeQuoteNumber, normalizeSapOrderNumber } from './identifiers.ts';
import { LIMITS } from './limits.ts';
import { pricedLinesSchema } from './priced-lines.ts';
import {
  changeKeyOrderSchema,
  grandMasterKeySchema,
  lockSetSchema,
  lockSystemTreeSchema,
  masterKeySchema,
  type GrandMasterKey,
  type LockSet,
  type LockSystemTree,
  type MasterKey,
} from './lock-system.ts';
import { ALL_STATUSES, type OrderLockSystemStatus } from './status.ts';

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');

export const sapOrderNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'must be 1 to 10 letters or digits')
  .transform((value) => normalizeSapOrderNumber(value, true));

export const sapLineNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, 'must be 1 to 6 digits');

export const quoteNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'must be 1 to 20 letters, digits or dashes')
  .transform(normalizeQuoteNumber);

/** The system header a person fills on /system-add-or-edit. */
export const orderHeaderSchema = z.object({
  orderSystemName: optionalText(LIMITS.orderSystemNameLength),
  orderPONumber: optionalText(LIMITS.orderPONumberLength),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  salesArea: z.string().min(1, 'is required').max(20),
  comments: optionalText(LIMITS.commentsLength),
  systemBucketType: z.string().min(1, 'is required').max(20),
});

/** POST /orders: a new order, quote or design with one lock system holding the default tree. */
export const createOrderSchema = orderHeaderSchema.extend({
  orderType: z.enum(['order', 'quote', 'design']),
  ccid: ccidSchema,
  sapOrderNumber: sapOrderNumberSchema.nullable().default(null),
  sapLineNumber: sapLineNumberSchema.nullable().default(null),
  quoteNumber: quoteNumberSchema.nullable().default(null),
});

export const updateOrderHeaderSchema = orderHeaderSchema.extend({
  expectedVersion: z.number().int().min(1),
});

export const saveLockSystemTreeSchema = z.object({
  expectedVersion: z.number().int().min(1),
  tree: lockSystemTreeSchema,
  /** The person saw which charted lock sets lose key codes (a 409 RECHARTING_NEEDS_CONFIRMATION) and goes ahead. */
  confirmRecharting: z.boolean().optional(),
});

export type OrderHeader = z.infer<typeof orderHeaderSchema>;
export type CreateOrder = z.infer<typeof createOrderSchema>;
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type UpdateOrderHeader = z.infer<typeof updateOrderHeaderSchema>;
export type SaveLockSystemTree = z.infer<typeof saveLockSystemTreeSchema>;

export const statusSchema = z.union(
  ALL_STATUSES.map((status) => z.literal(status)),
) as z.ZodType<OrderLockSystemStatus>;
export const statusLabelSchema = z.enum(['Draft', 'Submitted', 'Completed', 'QuoteSubmitted', 'Deleted', 'Canceled']);

/** Where a system's messages to SAP stand, one word for all of them: failed when any failed, else the least advanced. */
export const SEND_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type SendStateName = (typeof SEND_STATES)[number];

const sendStateSchema = z
  .object({
    state: z.enum(SEND_STATES),
    /** SAP's code and message of the message that failed. */
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .nullable()
  .describe('null before the system was submitted');

export type SendState = z.infer<typeof sendStateSchema>;

/** The one send state of a system from the states of its messages to SAP (the submission and what followed). */
export function combineSendStates(
  messages: readonly { state: SendStateName; error: { code: string; message: string } | null }[],
): SendState {
  if (messages.length === 0) return null;
  const failed = messages.find((message) => message.state === 'failed');
  if (failed) return { state: 'failed', error: failed.error };
  for (const state of ['sending', 'pending'] as const)
    if (messages.some((message) => message.state === state)) return { state, error: null };
  return { state: 'sent', error: null };
}

/** Tree nodes as loaded: the input fields plus their place in the order and derived values. */
const lockSetOutputSchema = lockSetSchema.extend({
  orderID: z.string(),
  orderLockSystemID: z.string(),
  grandMasterKeyID: z.string(),
  masterKeyID: z.string().nullable(),
  sku: z.string(),
  setSummary: z.string(),
  pricePer: z.number().int().nullable().describe('Discounted lock unit price in minor units; null until priced'),
});

const masterKeyOutputSchema = masterKeySchema.extend({
  orderID: z.string(),
  orderLockSystemID: z.string(),
  grandMasterKeyID: z.string(),
  lockSets: z.array(lockSetOutputSchema),
});

const grandMasterKeyOutputSchema = grandMasterKeySchema.extend({
  orderID: z.string(),
  orderLockSystemID: z.string(),
});

const orderLockSystemSchema = z.object({
  orderLockSystemID: z.string(),
  orderID: z.string(),
  status: statusSchema,
  statusLabel: statusLabelSchema,
  systemBucketType: z.string(),
  /** The customer's installed lock system this one built or adds to; null until submitted as an order. */
  lockSystemID: z.string().nullable(),
  /** A reorder: adds locks and keys to an installed system (issue 11). */
  isAddToSystem: z.boolean(),
  /** A reorder's installed system: its name and the SAP order that built it; null otherwise. */
  addsTo: z
    .object({ lockSystemID: z.string(), name: z.string(), sapOrderNumber: z.string().nullable() })
    .nullable()
    .optional(),
  sendState: sendStateSchema,
  /**
   * The priced lines as sent to SAP, kept from its submission on (decision 0050); null for a draft.
   * Optional so that answers from before the field still parse.
   */
  submittedPrice: pricedLinesSchema.nullable().optional(),
  /**
   * False for a system past submission whose lines were not kept (submitted before decision 0050
   * and not found again): its lines are today's price book's, its total is what SAP was sent.
   */
  priceKept: z.boolean().optional(),
  /** A reorder's change keys cut to existing codes. */
  changeKeyOrders: z.array(changeKeyOrderSchema),
  grandMasterKey: grandMasterKeyOutputSchema,
  masterKeys: z.array(masterKeyOutputSchema),
  noKeyLockSets: z.array(lockSetOutputSchema),
});

/** The Safekey order (SPEC §3) with its lock systems. Money in minor units. */
export const safekeyOrderSchema = z.object({
  orderID: z.string(),
  safeKeyAppOrderID: z.number().int(),
  companyID: z.string(),
  ccid: z.string(),
  /** The customer's name (issue 26: the customer's review names them). Optional for answers from before it. */
  customerName: z.string().nullable().optional(),
  sapOrderID: z.string().nullable(),
  sapOrderNumber: z.string().nullable(),
  sapOrderDate: z.string().nullable(),
  sapLineNumber: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  quoteNumberForTransfer: z
    .string()
    .nullable()
    .optional()
    .describe('The quote an order was transferred from (its SAP quotation number); null otherwise'),
  designID: z.number().int().nullable(),
  orderPONumber: z.string(),
  comments: z.string(),
  orderSystemName: z.string(),
  orderType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  totalPrice: z.number().int().nullable(),
  orderStatus: statusSchema,
  orderStatusLabel: statusLabelSchema,
  currency: z.string(),
  salesArea: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderLockSystems: z.array(orderLockSystemSchema),
});

export type LockSetOutput = z.infer<typeof lockSetOutputSchema>;
export type OrderLockSystem = z.infer<typeof orderLockSystemSchema>;
export type SafekeyOrder = z.infer<typeof safekeyOrderSchema>;

/** One row of a customer's systems on /system-start. */
export const systemSummarySchema = z.object({
  orderID: z.string(),
  orderLockSystemID: z.string(),
  orderType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  orderSystemName: z.string(),
  /** A reorder: adds locks and keys to an installed system (issue 11); read as 'Reorder', not 'Order'. */
  isAddToSystem: z.boolean(),
  sapOrderNumber: z.string().nullable(),
  sapLineNumber: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  designID: z.number().int().nullable(),
  status: statusSchema,
  statusLabel: statusLabelSchema,
  sendState: sendStateSchema,
  totalPrice: z.number().int().nullable(),
  currency: z.string(),
  updatedAt: z.string(),
});

export type SystemSummary = z.infer<typeof systemSummarySchema>;

/** A system found by one of its references (SAP order, quote, PO number, design id), with its customer. */
export const foundSystemSchema = systemSummarySchema.extend({
  ccid: z.string(),
  customerName: z.string(),
  orderPONumber: z.string(),
});

export type FoundSystem = z.infer<typeof foundSystemSchema>;

/** GET /systems?query=: what to look a system up by. */
export const systemSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
});

export const statusHistoryEntrySchema = z.object({
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  changedBy: z.string(),
  changedAt: z.string(),
  /** Why, when a person or SAP gave a reason (a cancellation, a failed send reopened, SAP's own status). */
  reason: z.string().nullable(),
});

export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** What a tree save answers: the new version, status and prices, not the tree the client sent. */
export const savedLockSystemSchema = z.object({
  orderID: z.string(),
  orderLockSystemID: z.string(),
  version: z.number().int(),
  status: statusSchema,
  statusLabel: statusLabelSchema,
  totalPrice: z.number().int().nullable(),
  lockSets: z.array(
    z.object({ lockSetID: z.string(), sku: z.string(), setSummary: z.string(), pricePer: z.number().int().nullable() }),
  ),
});

export type SavedLockSystem = z.infer<typeof savedLockSystemSchema>;

/** The fields of `value` a schema's shape names (no validation: `value` was validated with more fields). */
function pick<T>(shape: Record<keyof T, unknown>, value: T): T {
  const picked = {} as T;
  for (const key of Object.keys(shape) as (keyof T)[]) if (key in (value as object)) picked[key] = value[key];
  return picked;
}

/**
 * The editable tree of a loaded (already validated) lock system: its input fields, without the
 * derived values and places the API adds. The same result as `lockSystemTreeSchema.parse(system)`
 * without validating every field a second time (a 1,000-lock-set tree takes tens of milliseconds).
 */
export function lockSystemTreeOf(system: OrderLockSystem): LockSystemTree {
  const lockSet = (item: LockSet): LockSet => pick<LockSet>(lockSetSchema.shape, item);
  return {
    grandMasterKey: pick<GrandMasterKey>(grandMasterKeySchema.shape, system.grandMasterKey),
    masterKeys: system.masterKeys.map((masterKey) => ({
      ...pick<MasterKey>(masterKeySchema.shape, masterKey),
      lockSets: masterKey.lockSets.map(lockSet),
    })),
    noKeyLockSets: system.noKeyLockSets.map(lockSet),
    changeKeyOrders: system.changeKeyOrders.map((item) => ({ ...item })),
  };
}
