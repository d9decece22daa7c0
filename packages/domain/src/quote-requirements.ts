import { z } from 'zod';
import { LIMITS } from './limits.ts';

const person = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.personNameLength, `must be at most ${LIMITS.personNameLength} characters`),
  lastName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.personNameLength, `must be at most ${LIMITS.personNameLength} characters`),
  email: z.email('must be an email address').max(LIMITS.emailLength),
});

const partner = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'must be a SAP business partner number (1 to 10 digits)');

/** What a quote needs before it goes to SAP (SPEC §3 "Quote requirements"). */
export const quoteRequirementsSchema = z.object({
  quoteNumber: z.string().max(20).nullable(),
  orderLockSystemId: z.uuid('must be a UUID'),
  salesArea: z.string().min(1, 'is required').max(20),
  submitToSAP: z.boolean(),
  soldTo: partner,
  soldToDisplay: z.string().trim().max(LIMITS.customerNameLength),
  shipTo: partner,
  shipToDisplay: z.string().trim().max(LIMITS.customerNameLength),
  shipToAttention: person,
  soldToContact: person,
  soldToReferenceNumber: z
    .string()
    .trim()
    .max(LIMITS.orderPONumberLength, `must be at most ${LIMITS.orderPONumberLength} characters`),
});

export type QuoteRequirements = z.infer<typeof quoteRequirementsSchema>;
