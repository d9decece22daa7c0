import { createHash } from 'node:crypto';
import {
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  reviewApprovalRequestSchema,
  reviewCommentRequestSchema,
  type ReviewApprovalRequest,
  type ReviewCommentRequest,
  type ReviewResponses,
  type SafekeyOrder,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { insertReviewResponse, listReviewResponses } from './review-response.repository.ts';

/**
 * What a customer approves: the header fields they see and every lock system's tree. The version
 * is left out on purpose: SAP's answer moves it on without changing what was approved.
 */
function systemFingerprint(order: SafekeyOrder): string {
  const content = {
    orderSystemName: order.orderSystemName,
    orderPONumber: order.orderPONumber,
    currency: order.currency,
    totalPrice: order.totalPrice,
    systems: order.orderLockSystems.map((system) => lockSystemTreeSchema.parse(system)),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Customers' approvals and comments (issue 16): given through a guest key, read by staff and the customer. */
export function createReviewResponseService(db: Db) {
  async function openOrder(orderId: string): Promise<SafekeyOrder> {
    const order = await loadOrder(db, orderId);
    if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
    return order;
  }

  async function respondable(orderId: string): Promise<SafekeyOrder> {
    const order = await openOrder(orderId);
    const ended = order.orderLockSystems.some(
      (system) => system.status === STATUS.Deleted || system.status === STATUS.Canceled,
    );
    if (ended) throw appErrors.conflict(`This system is ${order.orderStatusLabel}: it can no longer be approved.`);
    return order;
  }

  return {
    async list(orderId: string): Promise<ReviewResponses> {
      const fingerprint = systemFingerprint(await openOrder(orderId));
      const responses = (await listReviewResponses(db, orderId)).map((row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        role: row.role,
        text: row.text,
        createdAt: row.created_at,
        current: row.kind === 'approval' && row.fingerprint === fingerprint,
      }));
      return { approved: responses.some((response) => response.current), responses };
    },

    async approve(orderId: string, input: ReviewApprovalRequest): Promise<ReviewResponses> {
      const { name, role } = reviewApprovalRequestSchema.parse(input);
      const order = await respondable(orderId);
      await insertReviewResponse(db, {
        order_id: orderId,
        kind: 'approval',
        name,
        role,
        text: '',
        fingerprint: systemFingerprint(order),
        created_at: new Date().toISOString(),
      });
      return this.list(orderId);
    },

    async comment(orderId: string, input: ReviewCommentRequest): Promise<ReviewResponses> {
      const { name, text } = reviewCommentRequestSchema.parse(input);
      const order = await respondable(orderId);
      await insertReviewResponse(db, {
        order_id: orderId,
        kind: 'comment',
        name,
        role: '',
        text,
        fingerprint: systemFingerprint(order),
        created_at: new Date().toISOString(),
      });
      return this.list(orderId);
    },
  };
}

export type ReviewResponseService = ReturnType<typeof createReviewResponseService>;
