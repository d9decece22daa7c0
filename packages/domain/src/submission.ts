import { z } from 'zod';
import { RETRY_MAX_ATTEMPTS } from './constants.ts';
import { safekeyOrderSchema } from './order.ts';
import { quoteRequirementsSchema } from './quote-requirements.ts';
import { ALL_STATUSES, type OrderLockSystemStatus } from './status.ts';

/** A send to SAP is tried once and retried at most RETRY_MAX_ATTEMPTS times (SPEC §9). */
export const SUBMISSION_MAX_ATTEMPTS = RETRY_MAX_ATTEMPTS + 1;

/**
 * SAP's message (class/number, as SAP codes its messages) for an order or quote without a charted
 * customer partner (SPEC §2 error page): the default of SAP_CHARTED_CUSTOMER_MESSAGE, a message the
 * customer's SAP raises from its own class (docs/sap.md, "SAP customizing").
 */
export const SAP_CHARTED_CUSTOMER_ERROR_CODE = 'ZSAFEKEY/001';

/** What a submission sends: a new sales order, a new quotation, or the Safekey line of an order made in SAP. */
const submissionKindSchema = z.enum(['order', 'quote', 'lineUpdate']);
const submissionStateNameSchema = z.enum(['pending', 'sending', 'sent', 'failed']);

/** POST /order-lock-systems/{id}/submission. */
export const submitSystemSchema = z.object({
  expectedVersion: z.number().int().min(1),
});

const statusSchema = z.union(ALL_STATUSES.map((status) => z.literal(status))) as z.ZodType<OrderLockSystemStatus>;

/** Where a submission to SAP stands; the web polls it until `sent` or `failed`. */
export const submissionStateSchema = z.object({
  orderLockSystemID: z.string(),
  orderID: z.string(),
  kind: submissionKindSchema,
  state: submissionStateNameSchema,
  attempts: z.number().int().min(0),
  maxAttempts: z.literal(SUBMISSION_MAX_ATTEMPTS),
  nextAttemptAt: z.string().nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  chartedCustomerMissing: z
    .boolean()
    .describe('SAP refused it for want of a charted customer: show the charted-customer error page'),
  sapOrderNumber: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  status: statusSchema,
  statusLabel: z.enum(['Draft', 'Submitted', 'Completed', 'QuoteSubmitted', 'Deleted', 'Canceled']),
  /** What was sent after the submission (engraving updates, the cancellation), in order. */
  followUps: z.array(
    z.object({
      sequence: z.number().int().min(1),
      kind: z.enum(['engravingUpdate', 'cancel']),
      state: submissionStateNameSchema,
      attempts: z.number().int().min(0),
      lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});

/** PUT /orders/{orderId}/quote-requirements: the requirements against the order's version. */
export const saveQuoteRequirementsSchema = quoteRequirementsSchema.extend({
  expectedVersion: z.number().int().min(1),
});

/** Stored quote requirements with the order's version after the save. */
export const storedQuoteRequirementsSchema = quoteRequirementsSchema.extend({
  version: z.number().int(),
});

/** POST /orders/{orderId}/transfer-to-order answers the new order. */
export const transferredOrderSchema = safekeyOrderSchema.extend({
  quoteNumberForTransfer: z.string().describe('The number of the quote this order was transferred from'),
});

export type SubmissionKind = z.infer<typeof submissionKindSchema>;
export type SubmissionState = z.infer<typeof submissionStateSchema>;
export type SaveQuoteRequirements = z.infer<typeof saveQuoteRequirementsSchema>;
export type StoredQuoteRequirements = z.infer<typeof storedQuoteRequirementsSchema>;
