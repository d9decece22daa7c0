import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import type { Db } from '../db/database.ts';

/** A system past submission whose priced lines were not kept (submitted before migration 0050). */
export interface UnkeptSentSystem {
  orderId: string;
  orderLockSystemId: string;
  currency: string;
  /** When it was submitted: its submission message's time. */
  submittedAt: string;
  /** Its submission message as sent to SAP (JSON of the submission payload). */
  payloadJson: string;
}

/** Every system Submitted, Completed, QuoteSubmitted or Canceled that has a submission message but no kept lines. */
export async function findUnkeptSentSystems(db: Db): Promise<UnkeptSentSystem[]> {
  const rows = await db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .innerJoin('submission_outbox', (join) =>
      join
        .onRef('submission_outbox.order_lock_system_id', '=', 'order_lock_systems.order_lock_system_id')
        .on('submission_outbox.sequence', '=', 0),
    )
    .select([
      'orders.order_id',
      'order_lock_systems.order_lock_system_id',
      'orders.currency',
      'submission_outbox.created_at',
      'submission_outbox.payload_json',
    ])
    .where('order_lock_systems.status', 'in', [
      STATUS.Submitted,
      STATUS.Completed,
      STATUS.QuoteSubmitted,
      STATUS.Canceled,
    ])
    .where('order_lock_systems.submitted_price_json', 'is', null)
    .orderBy('submission_outbox.created_at')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    orderLockSystemId: row.order_lock_system_id,
    currency: row.currency,
    submittedAt: row.created_at,
    payloadJson: row.payload_json,
  }));
}

/** Keeps lines found for a system submitted before they were kept; only while none are kept. */
export async function keepBackfilledPrice(db: Db, orderLockSystemId: string, linesJson: string): Promise<void> {
  await db
    .updateTable('order_lock_systems')
    .set({ submitted_price_json: linesJson })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('submitted_price_json', 'is', null)
    .execute();
}
