import { z } from 'zod';

/** An engraving update: the whole engraving note of the Safekey line, headed by the change's marker. */
export const engravingUpdatePayloadSchema = z.object({
  /** First line of the note, unique to this change: finding it in SAP means the change arrived. */
  marker: z.string(),
  text: z.string(),
});

/** A cancellation: the reason the person gave, and SAP's rejection reason code for the Safekey line. */
export const cancelPayloadSchema = z.object({
  reason: z.string(),
  rejectionReason: z.string(),
});

export type EngravingUpdatePayload = z.infer<typeof engravingUpdatePayloadSchema>;
export type CancelPayload = z.infer<typeof cancelPayloadSchema>;

/** Where a follow-up goes in SAP, read when it is sent (the submission may have been sent after it was queued). */
export interface SapTarget {
  category: 'order' | 'quotation';
  /** The document's number once SAP gave one (null when the submission never got through). */
  number: string | null;
  /** The Safekey item of that document. */
  item: string;
  /** The submission's reference, to find a document SAP made although its reply was lost. */
  reference: string;
  /** The submission's sold-to party and when it was first queued: where a quotation is searched by its reference. */
  soldToParty: string;
  queuedAt: string;
}
