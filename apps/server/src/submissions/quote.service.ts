import {
  isEditableStatus,
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  statusLabel,
  type SaveQuoteRequirements,
  type StoredQuoteRequirements,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { appErrors } from '../errors.ts';
import { insertNewOrder, type NewOrder } from '../orders/new-order.ts';
import { priceTree } from '../orders/order-pricing.ts';
import { insertLogoCopies, prepareSystemCopy } from '../orders/system-copy.ts';
import { advanceOrderVersion } from '../lock-trees/order-version.ts';
import { findOrderIdTransferredFrom } from '../orders/order-reference.repository.ts';
import { findLockSystemIds, findOrderRow, loadOrder } from '../lock-trees/order.repository.ts';
import { findQuoteRequirementsOfOrder, saveQuoteRequirements } from './submission.repository.ts';

/** Quote requirements (SPEC §3) and the transfer of a submitted quote into an order (DESIGN §2 flow 3). */
export function createQuoteService(db: Db) {
  async function quoteOrder(orderId: string) {
    const order = await findOrderRow(db, orderId);
    if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
    if (order.order_type !== ORDER_TYPE.Quote)
      throw appErrors.conflict('Quote requirements and transfers belong to quotes; this is not a quote.');
    return order;
  }

  return {
    async requirements(orderId: string): Promise<StoredQuoteRequirements> {
      const order = await quoteOrder(orderId);
      const requirements = await findQuoteRequirementsOfOrder(db, orderId);
      if (!requirements) throw appErrors.notFound('This quote has no quote requirements yet.');
      return { ...requirements, version: order.version };
    },

    /** Stores the requirements against the order's version (stale → 409), while the quote is a draft. */
    async saveRequirements(
      orderId: string,
      { expectedVersion, ...requirements }: SaveQuoteRequirements,
      actor: string,
    ): Promise<StoredQuoteRequirements> {
      await quoteOrder(orderId);
      const systems = await findLockSystemIds(db, orderId);
      const system = systems.find((candidate) => candidate.orderLockSystemId === requirements.orderLockSystemId);
      const problems: string[] = [];
      if (!system) problems.push('orderLockSystemId: is not a lock system of this quote');
      const { salesareas } = await loadLookups(db);
      if (!salesareas.some((area) => area.id === requirements.salesArea))
        problems.push(`salesArea: must be one of ${salesareas.map((area) => area.id).join(', ')}`);
      if (problems.length > 0 || !system) throw appErrors.validation(problems);
      if (!isEditableStatus(system.status))
        throw appErrors.conflict(
          `This quote is ${statusLabel(system.status)}: its requirements can no longer be changed.`,
        );
      await db.transaction().execute(async (trx) => {
        await advanceOrderVersion(trx, orderId, expectedVersion);
        await saveQuoteRequirements(trx, orderId, requirements, actor);
      });
      return { ...requirements, version: expectedVersion + 1 };
    },

    /** A new order from a submitted quote: header and a copy of the tree (new ids), priced, Ready when it can be. */
    async transferToOrder(orderId: string, actor: string) {
      await quoteOrder(orderId);
      const quote = await loadOrder(db, orderId);
      const system = quote?.orderLockSystems[0];
      if (!quote || !system) throw appErrors.notFound(`No order has id ${orderId}.`);
      if (system.status !== STATUS.QuoteSubmitted)
        throw appErrors.conflict(
          `Only a submitted quote can be transferred into an order; this one is ${statusLabel(system.status)}.`,
        );
      if (!quote.quoteNumber)
        throw appErrors.conflict('The quote has no quote number from SAP yet; transfer it once SAP has answered.');
      const already = await findOrderIdTransferredFrom(db, quote.quoteNumber);
      if (already)
        throw appErrors.conflict(`Quote ${quote.quoteNumber} was already transferred into order ${already}.`);

      const copy = await prepareSystemCopy(db, system.orderLockSystemID, lockSystemTreeSchema.parse(system));
      const tree = copy.tree;
      const newOrder: NewOrder = {
        orderType: ORDER_TYPE.Order,
        ccid: quote.ccid,
        sapOrderNumber: null,
        sapLineNumber: null,
        quoteNumber: null,
        quoteNumberForTransfer: quote.quoteNumber,
        orderPONumber: quote.orderPONumber,
        comments: quote.comments,
        orderSystemName: quote.orderSystemName,
        currency: quote.currency,
        salesArea: quote.salesArea,
        companyID: quote.companyID,
        systemBucketType: system.systemBucketType,
        tree,
        pricing: await priceTree(db, tree, quote.currency),
        advanceWhenReady: true,
      };
      let newOrderId: string;
      try {
        newOrderId = await db.transaction().execute(async (trx) => {
          const created = await insertNewOrder(trx, newOrder, actor);
          await insertLogoCopies(trx, copy, created.orderLockSystemId, actor);
          return created.orderId;
        });
      } catch (error) {
        // Another transfer of the same quote won the race.
        if (isUniqueViolation(error))
          throw appErrors.conflict(`Quote ${quote.quoteNumber} was already transferred into an order.`);
        throw error;
      }
      const order = await loadOrder(db, newOrderId);
      return { ...order!, quoteNumberForTransfer: quote.quoteNumber };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
