import { z } from 'zod';

/** How long a customer's name, role and comment may be. */
export const REVIEW_RESPONSE_LIMITS = { name: 100, role: 100, comment: 2000 } as const;

/** Half of a UTF-16 surrogate pair standing alone: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters, line and paragraph separators and bidirectional controls, which make shown text lie. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;
/** The same, but for the line feed and tab a comment may hold. */
const CONTROL_BUT_LINES = /(?![\n\t])[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;

/** The rules of every text a guest sends: valid Unicode, no control characters (but `allowed`). */
function guestText(control: RegExp, allowed = '') {
  return z
    .string()
    .refine((text) => !LONE_SURROGATE.test(text), 'must be valid Unicode text')
    .refine((text) => !control.test(text), `must not contain control characters${allowed}`);
}

/** One line a guest types (a name, a role): stored and shown as the text it is, never as markup. */
const guestLine = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).pipe(guestText(CONTROL));

const personName = z.string().trim().min(1, 'is required').pipe(guestLine(REVIEW_RESPONSE_LIMITS.name));

/** A customer approves the system as it is now (DESIGN §2 flow 5): who, in what role. */
export const reviewApprovalRequestSchema = z.object({
  name: personName,
  role: guestLine(REVIEW_RESPONSE_LIMITS.role).default(''),
});

/** A customer's comment on the system, for the rep. */
export const reviewCommentRequestSchema = z.object({
  name: personName,
  text: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .max(REVIEW_RESPONSE_LIMITS.comment, `must be at most ${REVIEW_RESPONSE_LIMITS.comment} characters`)
        .pipe(guestText(CONTROL_BUT_LINES, ' (line breaks and tabs are fine)')),
    ),
});

const reviewResponseSchema = z.object({
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
