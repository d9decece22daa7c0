import {
  DEFAULT_LOCALE,
  GUEST_KEY_TTL_MS,
  isLocale,
  ORDER_LOCK_SYSTEM_STATUS,
  groupPassCode,
  normalizePassCode,
  normalizeSapOrderNumber,
  reviewAccessAllowed,
  type ReviewAccess,
  type Locale,
  type ReviewAccessKind,
  type ReviewSession,
  type ReviewSessionRequest,
} from '@keyplan/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { insertViewAuthorization } from '../view/view-authorization.repository.ts';
import { admitAttempt, attemptSucceeded } from './attempt-throttle.ts';
import { generateGuestKey, generatePassCode, hashPassCode, passCodeHint, sameHash } from './pass-code.ts';
import * as review from './review-access.repository.ts';
import { reviewText, spokenIn, type ReviewText } from '../view/review-text.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SAP_ORDER_NUMBER = /^[A-Za-z0-9]{1,10}$/;
const { Canceled } = ORDER_LOCK_SYSTEM_STATUS;

/** Every lock system of the order was canceled. */
const isCanceled = (statuses: readonly number[]) =>
  statuses.length > 0 && statuses.every((status) => status === Canceled);

/** Who is asking for a guest key, for throttling and the log, and the language to refuse them in (en-US when not given). */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
  locale?: Locale;
}

/**
 * Customers' review access (decision 0011). Staff generate, see (hint only) and rotate an order's
 * pass code; customers exchange a pass code or customer link for a short-lived guest key.
 */
export function createReviewAccessService(db: Db, options: { publicUrl: string }) {
  const link = (parameters: Record<string, string>) =>
    `${options.publicUrl}/?${new URLSearchParams(parameters).toString()}`;

  async function requireOrder(orderId: string) {
    const order = await review.findReviewOrder(db, orderId);
    if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
    return order;
  }

  async function access(orderId: string, newCode?: string): Promise<ReviewAccess> {
    const [order, stored, linkOff] = await Promise.all([
      requireOrder(orderId),
      review.findPassCode(db, orderId),
      review.findCustomerLinkOff(db, orderId),
    ]);
    const canceledAt = isCanceled(order.statuses) ? ((await review.findCanceledAt(db, orderId)) ?? null) : null;
    const removed = stored ? undefined : await review.findPassCodeRemoval(db, orderId);
    return {
      canceledAt,
      orderID: orderId,
      passCode: newCode ? groupPassCode(newCode) : null,
      passCodeHint: stored?.hint ?? null,
      createdAt: stored?.created_at ?? null,
      createdBy: stored?.created_by ?? null,
      reviewLink: newCode ? link({ review: groupPassCode(newCode), id: orderId }) : null,
      customerLink: order.sapOrderNumber ? link({ id: orderId, sapordernumber: order.sapOrderNumber }) : null,
      customerLinkActive:
        order.sapOrderNumber !== null && !linkOff && reviewAccessAllowed('customerLink', order.statuses),
      customerLinkOff: linkOff ? { by: linkOff.turned_off_by, at: linkOff.turned_off_at } : null,
      passCodeRemoved: removed ?? null,
    };
  }

  /**
   * Whether the request names an order it may open ('yes'), names one rightly that was canceled
   * ('canceled': the customer is told so), or not ('no': says nothing about which part was wrong).
   */
  async function recognizes(
    orderId: string,
    request: ReviewSessionRequest,
  ): Promise<'yes' | 'no' | 'canceled' | 'linkOff'> {
    if (!UUID.test(orderId)) return 'no';
    const order = await review.findReviewOrder(db, orderId);
    if (!order) return 'no';
    const canceled = isCanceled(order.statuses);
    const via: ReviewAccessKind = request.review !== undefined ? 'passCode' : 'customerLink';
    let matches: boolean;
    if (request.review !== undefined) {
      const code = normalizePassCode(request.review);
      const stored = await review.findPassCode(db, orderId);
      matches = code !== null && stored !== undefined && sameHash(hashPassCode(code), stored.code_hash);
    } else {
      const number = request.sapOrderNumber!;
      matches =
        SAP_ORDER_NUMBER.test(number) &&
        order.sapOrderNumber !== null &&
        normalizeSapOrderNumber(number, true) === order.sapOrderNumber;
    }
    if (!matches) return 'no';
    if (canceled) return 'canceled';
    if (via === 'customerLink' && (await review.findCustomerLinkOff(db, orderId))) return 'linkOff';
    return reviewAccessAllowed(via, order.statuses) ? 'yes' : 'no';
  }

  /** 'This order was canceled on November 26, 2026. …', in the customer's language. */
  const canceledMessage = (text: ReviewText, iso: string | undefined) =>
    iso ? text('orderCanceled', { date: text.date(iso) }) : text('orderCanceledUndated');

  return {
    get: (orderId: string) => access(orderId),

    /** A new pass code in place of the old one, which stops working at once with its guest keys. */
    async rotate(orderId: string, actor: string): Promise<ReviewAccess> {
      const order = await requireOrder(orderId);
      if (order.statuses.length > 0 && order.statuses.every((status) => status === ORDER_LOCK_SYSTEM_STATUS.Deleted)) {
        throw appErrors.conflict('This order is Deleted; customers cannot review it.');
      }
      if (isCanceled(order.statuses))
        throw appErrors.conflict('This order is Canceled: a pass code would only tell the customer so.');
      const code = generatePassCode();
      await review.replacePassCode(db, {
        order_id: orderId,
        code_hash: hashPassCode(code),
        hint: passCodeHint(code),
        created_by: actor,
        created_at: new Date().toISOString(),
      });
      return access(orderId, code);
    },

    /**
     * No pass code any more: the guests it let in are refused at their next request, and customers
     * can open the order only by customer link. Recorded in the admin audit (who, when).
     */
    async remove(orderId: string, actor: string): Promise<ReviewAccess> {
      await requireOrder(orderId);
      const stored = await review.findPassCode(db, orderId);
      await review.removePassCode(db, orderId, {
        actor,
        entityType: review.REVIEW_ACCESS_AUDIT,
        entityId: orderId,
        action: 'removePassCode',
        before: stored ? { passCodeHint: stored.hint } : null,
        after: null,
      });
      return access(orderId);
    },

    /**
     * Turns the customer link off (its guests are refused at their next request, and the link then
     * says it was turned off) or on again. Recorded in the admin audit (who, when).
     */
    async switchCustomerLink(orderId: string, active: boolean, actor: string): Promise<ReviewAccess> {
      const order = await requireOrder(orderId);
      if (order.sapOrderNumber === null)
        throw appErrors.conflict(
          'This order has no SAP order number yet, so it has no customer link to turn on or off.',
        );
      const wasOff = (await review.findCustomerLinkOff(db, orderId)) !== undefined;
      await review.switchCustomerLink(db, orderId, active ? null : { by: actor, at: new Date().toISOString() }, {
        actor,
        entityType: review.REVIEW_ACCESS_AUDIT,
        entityId: orderId,
        action: active ? 'customerLinkOn' : 'customerLinkOff',
        before: { customerLinkOn: !wasOff },
        after: { customerLinkOn: active },
      });
      return access(orderId);
    },

    /**
     * A guest key for a pass code or customer link, throttled per order and per address. While
     * blocked the code is not even checked, so a blocked guesser learns nothing.
     */
    async openSession(request: ReviewSessionRequest, caller: Caller, now = Date.now()): Promise<ReviewSession> {
      const orderId = request.id.toLowerCase();
      // Behind TRUST_PROXY the address comes from a header: cut to the column's size.
      const ip = caller.ip.slice(0, 64);
      const via = request.review !== undefined ? 'passCode' : 'customerLink';
      const locale = caller.locale ?? DEFAULT_LOCALE;
      const text = reviewText(locale);
      const verdict = await admitAttempt(db, orderId, ip, now);
      if (verdict.blocked) {
        caller.log.warn(
          { orderId, ip, via, retryAfterSeconds: verdict.retryAfterSeconds },
          'review attempt blocked: too many failures',
        );
        throw spokenIn(
          appErrors.tooManyAttempts(verdict.retryAfterSeconds, (minutes) => text('tooManyAttempts', { minutes })),
          locale,
        );
      }
      const recognized = await recognizes(orderId, request);
      if (recognized === 'no') {
        caller.log.warn({ orderId, ip, via }, 'review attempt failed');
        throw spokenIn(appErrors.unauthorized(text('linkNotRecognized')), locale);
      }
      if (recognized === 'canceled') {
        // A right link is no guess: not counted against the order or the address.
        await attemptSucceeded(db, verdict.attempt);
        caller.log.info({ orderId, ip, via }, 'review of a canceled order');
        throw spokenIn(
          appErrors.orderCanceled(canceledMessage(text, await review.findCanceledAt(db, orderId))),
          locale,
        );
      }
      if (recognized === 'linkOff') {
        // The right link, turned off by staff: the customer is told so, and no guess is counted.
        await attemptSucceeded(db, verdict.attempt);
        caller.log.info({ orderId, ip, via }, 'review by a customer link that is turned off');
        throw spokenIn(appErrors.customerLinkOff(text('customerLinkOff')), locale);
      }
      await attemptSucceeded(db, verdict.attempt);
      await review.deleteExpiredGuestKeys(db, orderId, now);
      const guestKey = generateGuestKey();
      const expiresAt = new Date(now + GUEST_KEY_TTL_MS);
      await insertViewAuthorization(db, guestKey, orderId, expiresAt, via);
      caller.log.info({ orderId, ip, via }, 'guest key issued');
      const language = (await review.findReviewOrder(db, orderId))?.customerLanguage;
      return {
        guestKey,
        expiresAt: expiresAt.toISOString(),
        orderID: orderId,
        customerLanguage: isLocale(language) ? language : DEFAULT_LOCALE,
      };
    },
  };
}

export type ReviewAccessService = ReturnType<typeof createReviewAccessService>;
