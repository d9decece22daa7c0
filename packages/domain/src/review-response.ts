import { z } from 'zod';

/** How long a customer's name, role and comment may be. */
export const REVIEW_RESPONSE_LIMITS = { name: 100, role: 100, comment: 2000 } as const;

const personName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(REVIEW_RESPONSE_LIMITS.name, `must be at most ${REVIEW_RESPONSE_LIMITS.name} characters`);

/** A customer approves the system as it is now (DESIGN §2 flow 5): who, in what role. */
export const reviewApprovalRequestSchema = z.object({
  name: personName,
  role: z
    .string()
    .trim()
    .max(REVIEW_RESPONSE_LIMITS.role, `must be at most ${REVIEW_RESPONSE_LIMITS.role} characters`)
    .default(''),
});

/** A customer's comment on the system, for the rep. */
export const reviewCommentRequestSchema = z.object({
  name: personName,
  text: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(REVIEW_RESPONSE_LIMITS.comment, `must be at most ${REVIEW_RESPONSE_LIMITS.comment} characters`),
});

export const reviewResponseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['approval', 'comment']),
  name: z.string(),
  role: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** For an approval: the system is still as it was approved (a changed system needs a new approval). */
  current: z.boolean(),
});

/** What customers said about an order, newest first, and whether its present form is approved. */
export const reviewResponsesSchema = z.object({
  approved: z.boolean(),
  responses: z.array(reviewResponseSchema),
});

export type ReviewApprovalRequest = z.input<typeof reviewApprovalRequestSchema>;
export type ReviewCommentRequest = z.input<typeof reviewCommentRequestSchema>;
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export type ReviewResponses = z.infer<typeof reviewResponsesSchema>;
