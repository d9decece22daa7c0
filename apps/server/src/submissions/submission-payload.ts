import { z } from 'zod';

/**
 * What a submission sends, fixed when it is submitted (the system is read-only from then on) and
 * stored with the outbox row as JSON. Money in minor units.
 */
export const submissionPayloadSchema = z.object({
  salesArea: z.object({ salesOrganization: z.string(), distributionChannel: z.string(), division: z.string() }),
  soldToParty: z.string(),
  purchaseOrderByCustomer: z.string(),
  currency: z.string(),
  totalPriceMinor: z.number().int(),
  systemName: z.string(),
  /** The Safekey line of an order made in SAP (kind lineUpdate). */
  sapLine: z.object({ salesOrder: z.string(), salesOrderItem: z.string() }).optional(),
  /** A reorder: the SAP sales order of the installed system it adds to. */
  originalSalesOrder: z.string().optional(),
  /** A reorder: the name of the installed system it adds to (named in the order's header note). */
  installedSystemName: z.string().optional(),
  /** The engraving of every lock set and key, one line each (engravingNote), written as the Safekey item's long text. */
  engraving: z.array(z.string()).optional(),
  /** What a quotation carries beyond an order (kind quote). */
  quote: z.object({ shipToParty: z.string(), note: z.string() }).optional(),
});

export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;
