import { randomUUID } from 'node:crypto';
import {
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  type LockSystemTree,
  type OrderType,
  type SystemPrice,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { changeStatus, moveStatus } from './order-status.ts';
import { earnsReady, pricePerOf, totalOf } from './order-pricing.ts';
import { insertOrder, insertOrderLockSystem, replaceTreeRows } from '../lock-trees/order.repository.ts';
import { treeToRows } from '../lock-trees/tree-rows.ts';

/** What a new order, quote or design is made of: its header, its one lock system's tree and price. */
export interface NewOrder {
  orderType: OrderType;
  ccid: string;
  sapOrderNumber: string | null;
  sapLineNumber: string | null;
  quoteNumber: string | null;
  /** The submitted quote an order was transferred from. */
  quoteNumberForTransfer: string | null;
  orderPONumber: string;
  comments: string;
  orderSystemName: string;
  currency: string;
  salesArea: string;
  companyID: string;
  systemBucketType: string;
  tree: LockSystemTree;
  pricing: SystemPrice;
  /** Walk on to Ready when the tree earns it (a copied tree), or stay Created (a new default tree). */
  advanceWhenReady: boolean;
}

/**
 * Writes a new order with its one lock system inside `trx`: the order row at version 1, the tree
 * with its stored prices, and the status Created (recorded), then Started and Ready when asked and earned.
 */
export async function insertNewOrder(
  trx: Db,
  order: NewOrder,
  actor: string,
): Promise<{ orderId: string; orderLockSystemId: string }> {
  const orderId = randomUUID();
  const orderLockSystemId = randomUUID();
  const now = new Date().toISOString();
  await insertOrder(trx, {
    order_id: orderId,
    order_type: order.orderType,
    ccid: order.ccid,
    sap_order_id: null,
    sap_order_number: order.sapOrderNumber,
    sap_order_date: null,
    sap_line_number: order.sapLineNumber,
    quote_number: order.quoteNumber,
    quote_number_for_transfer: order.quoteNumberForTransfer,
    order_po_number: order.orderPONumber,
    comments: order.comments,
    order_system_name: order.orderSystemName,
    total_price_minor: totalOf(order.pricing),
    currency: order.currency,
    sales_area: order.salesArea,
    company_id: order.companyID,
    version: 1,
    created_by: actor,
    created_at: now,
    updated_at: now,
  });
  await insertOrderLockSystem(trx, {
    order_lock_system_id: orderLockSystemId,
    order_id: orderId,
    position: 0,
    status: STATUS.Created,
    system_bucket_type: order.systemBucketType,
  });
  await replaceTreeRows(trx, orderLockSystemId, treeToRows(orderLockSystemId, order.tree, pricePerOf(order.pricing)));
  await changeStatus(trx, orderLockSystemId, null, STATUS.Created, actor);
  if (order.advanceWhenReady && earnsReady(order.tree, order.pricing)) {
    await moveStatus(trx, orderLockSystemId, STATUS.Created, STATUS.Ready, actor);
  }
  return { orderId, orderLockSystemId };
}
