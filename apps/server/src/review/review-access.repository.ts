import { ORDER_LOCK_SYSTEM_STATUS, type OrderLockSystemStatus } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { ReviewPassCodeTable } from '../db/schema.ts';
import { findLockSystemIds } from '../orders/order.repository.ts';

/** What review access needs to know of an order; undefined when there is no such order. */
export async function findReviewOrder(
  db: Db,
  orderId: string,
): Promise<{ sapOrderNumber: string | null; statuses: OrderLockSystemStatus[] } | undefined> {
  const order = await db
    .selectFrom('orders')
    .select('sap_order_number')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const systems = await findLockSystemIds(db, orderId);
  return { sapOrderNumber: order.sap_order_number, statuses: systems.map((system) => system.status) };
}

export async function findPassCode(db: Db, orderId: string): Promise<ReviewPassCodeTable | undefined> {
  return db.selectFrom('review_pass_codes').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Stores an order's new pass code in place of the old one and revokes every guest key of the
 * order, in one transaction: whatever the old code opened stops working at once.
 */
export async function replacePassCode(db: Db, row: ReviewPassCodeTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review_pass_codes')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('order_id').doUpdateSet({
          code_hash: row.code_hash,
          hint: row.hint,
          created_by: row.created_by,
          created_at: row.created_at,
        }),
      )
      .execute();
    await trx.deleteFrom('view_authorizations').where('order_id', '=', row.order_id).execute();
  });
}

/** Removes an order's pass code and revokes its guest keys. */
export async function removePassCode(db: Db, orderId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('review_pass_codes').where('order_id', '=', orderId).execute();
    await trx.deleteFrom('view_authorizations').where('order_id', '=', orderId).execute();
  });
}

export async function deleteExpiredGuestKeys(db: Db, orderId: string, now: number): Promise<void> {
  await db.deleteFrom('view_authorizations').where('order_id', '=', orderId).where('expires_at', '<=', now).execute();
}

/** True when a lock set of the order shows this logo on a face. */
export async function isLogoOfOrder(db: Db, orderId: string, logoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lock_sets')
    .innerJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'lock_sets.order_lock_system_id')
    .select('lock_sets.lock_set_id')
    .where('order_lock_systems.order_id', '=', orderId)
    .where((eb) => eb.or([eb('lock_sets.logo_front', '=', logoId), eb('lock_sets.logo_back', '=', logoId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** When the order's lock system was last canceled, or undefined when it never was. */
export async function findCanceledAt(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('status_history')
    .innerJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'status_history.order_lock_system_id')
    .select((eb) => eb.fn.max('status_history.changed_at').as('changed_at'))
    .where('order_lock_systems.order_id', '=', orderId)
    .where('status_history.to_status', '=', ORDER_LOCK_SYSTEM_STATUS.Canceled)
    .executeTakeFirst();
  return row?.changed_at ?? undefined;
}
