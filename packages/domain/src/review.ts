import { z } from 'zod';
import { LOCALES } from './locale.ts';
import { ORDER_LOCK_SYSTEM_STATUS, type OrderLockSystemStatus } from './status.ts';

/**
 * Customers' read-only review (DESIGN §2 flow 5, SPEC §4 cases 1 and 4): a review pass code plus
 * the order id, or a customer link (order id plus SAP order number), is exchanged for a
 * short-lived guest key sent as the View-Authorization header. See decision 0011.
 */

/** Crockford base32: digits and letters without I, L, O and U. */
export const PASS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 characters of 5 bits: 100 bits of entropy (80 still unknown to someone who saw the hint). */
export const PASS_CODE_LENGTH = 20;
/** Characters per group when a pass code is shown or read aloud: `K7QX-M2PA-9TRD-4HWE-B6NC`. */
const PASS_CODE_GROUP = 4;
/** Characters of the end of a pass code kept in clear, so staff can tell which code a customer holds. */
export const PASS_CODE_HINT_LENGTH = 4;

/** Lifetime of a guest key; the web exchanges its pass code or link again once it has expired. */
export const GUEST_KEY_TTL_MS = 15 * 60 * 1000;

/**
 * Failed attempts to open a review allowed per window: per order from one address first (so a
 * stranger's guesses block only the stranger), per address across orders, and a higher ceiling
 * per order that holds back only addresses that have failed in the window — the customer's own
 * first, correct attempt always gets through.
 */
export const REVIEW_ATTEMPT_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerOrderAndAddress: 5,
  failuresPerAddress: 20,
  failuresPerOrder: 50,
} as const;

export const REVIEW_MESSAGES = {
  /** Said for a wrong pass code, an unknown order and a SAP number that does not match alike. */
  linkNotRecognized: 'The link is not recognized.',
  /** Said when a guest key given before is refused: the pass code was changed or removed, or the key's time ran out. */
  accessEnded:
    'Your access to this review has ended: the pass code was changed or the link has expired. Ask your representative for a new pass code or link.',
  /** Said to a request without a guest key. */
  reviewLinkNeeded: 'Open the review from the link your representative sent, or with its pass code.',
  /** Said to a customer whose link or pass code is right but whose order was canceled (410). */
  orderCanceled: (date: string) =>
    `This order was canceled on ${date}. It will not be delivered; contact your sales representative with any question.`,
  /** Said to a customer whose customer link staff turned off (403 CUSTOMER_LINK_OFF). */
  customerLinkOff:
    'Your sales representative has turned off this link, so it no longer shows your order. Contact your sales representative if you need to see the order again.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/**
 * A pass code as typed or pasted, in the canonical form: upper case, without dashes or spaces,
 * with the letters Crockford base32 reads as digits (O → 0, I and L → 1). Null when what is left
 * cannot be a pass code.
 */
export function normalizePassCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== PASS_CODE_LENGTH) return null;
  for (const character of code) if (!PASS_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** A canonical pass code in groups of four for reading aloud: `K7QX-M2PA-9TRD-4HWE-B6NC`. */
export function groupPassCode(code: string): string {
  return code.match(new RegExp(`.{1,${PASS_CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

const { Deleted, Submitted, Completed, QuoteSubmitted } = ORDER_LOCK_SYSTEM_STATUS;
/** Statuses in which a customer link opens an order: past Ready (the order is in SAP). */
const CUSTOMER_LINK_STATUSES: readonly OrderLockSystemStatus[] = [Submitted, Completed, QuoteSubmitted];

export type ReviewAccessKind = 'passCode' | 'customerLink';

/**
 * Whether an order whose lock systems have these statuses may be opened: by pass code in any
 * status but Deleted (staff hand the code out, drafts included); by customer link only once every
 * system is past Ready.
 */
export function reviewAccessAllowed(kind: ReviewAccessKind, statuses: readonly OrderLockSystemStatus[]): boolean {
  if (statuses.length === 0) return false;
  return kind === 'passCode'
    ? statuses.every((status) => status !== Deleted)
    : statuses.every((status) => CUSTOMER_LINK_STATUSES.includes(status));
}

/**
 * POST View/sessions. Lenient on purpose: any id, code or number of a plausible length is judged
 * by the server and, if wrong, refused with the one message of a link not recognized.
 */
export const reviewSessionRequestSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters')
      .describe('The order id of the link'),
    review: z
      .string()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters')
      .optional()
      .describe('The review pass code, grouped or not, any case'),
    sapOrderNumber: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(32, 'must be at most 32 characters')
      .optional()
      .describe('The SAP order number of a customer link (padded to 10 characters before comparing)'),
  })
  .refine((body) => (body.review === undefined) !== (body.sapOrderNumber === undefined), {
    message: 'exactly one of review and sapOrderNumber is required',
    path: ['review'],
  });
export type ReviewSessionRequest = z.infer<typeof reviewSessionRequestSchema>;

export const reviewSessionSchema = z.object({
  guestKey: z.string().describe('Send as the View-Authorization header'),
  expiresAt: z.string().describe('ISO 8601; exchange the pass code or link again after it'),
  orderID: z.string(),
  customerLanguage: z
    .enum(LOCALES)
    .describe("The customer's language (issue 48): the review opens in it unless the reader chose another"),
});
export type ReviewSession = z.infer<typeof reviewSessionSchema>;

/** What staff see of an order's customer access. */
export const reviewAccessSchema = z.object({
  orderID: z.string(),
  passCode: z
    .string()
    .nullable()
    .describe('The grouped pass code: only in the answer of a rotation (only its hash is stored)'),
  passCodeHint: z.string().nullable().describe('Last 4 characters of the current pass code; null when there is none'),
  createdAt: z.string().nullable().describe('When the current pass code was generated'),
  createdBy: z.string().nullable(),
  reviewLink: z
    .string()
    .nullable()
    .describe('`{PUBLIC_URL}/?review=<code>&id=<orderId>`: only in the answer of a rotation'),
  customerLink: z
    .string()
    .nullable()
    .describe('`{PUBLIC_URL}/?id=<orderId>&sapordernumber=<number>`; null while the order has no SAP order number'),
  customerLinkActive: z
    .boolean()
    .describe(
      'The customer link opens the order now (every lock system Submitted, Completed or QuoteSubmitted, and the link not turned off)',
    ),
  customerLinkOff: z
    .object({ by: z.string(), at: z.string() })
    .nullable()
    .optional()
    .describe('Who turned the customer link off, and when; null while it is on'),
  passCodeRemoved: z
    .object({ by: z.string(), at: z.string() })
    .nullable()
    .optional()
    .describe('Who last removed the pass code, and when, while the order has none; null otherwise'),
  canceledAt: z
    .string()
    .nullable()
    .optional()
    .describe('When the order was canceled: its link and pass code then open a page that says so; null otherwise'),
});
export type ReviewAccess = z.infer<typeof reviewAccessSchema>;

/** PUT …/review-access/customer-link: turn the customer link on or off. */
export const customerLinkSwitchSchema = z
  .object({
    active: z.boolean({ error: 'must be true or false' }).describe('true turns the link on, false turns it off'),
  })
  .strict();
