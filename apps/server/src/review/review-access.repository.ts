import { ORDER_LOCK_SYSTEM_STATUS, type OrderLockSystemStatus, type ReviewAccessKind } from '@keyplan/domain';
import { insertAdminChange, type AdminChange } from '../audit/admin-audit.repository.ts';
import type { Db } from '../db/database.ts';
import type { CustomerLinkOffTable, ReviewPassCodeTable } from '../db/schema.ts';
import { findLockSystemIds } from '../lock-trees/order.repository.ts';

/** Entity type of staff's changes to an order's customer access in the admin audit. */
export const REVIEW_ACCESS_AUDIT = 'reviewAccess';

/** What review access needs to know of an order; undefined when there is no such order. */
export async function findReviewOrder(
  db: Db,
  orderId: string,
): Promise<
  { sapOrderNumber: string | null; statuses: OrderLockSystemStatus[]; customerLanguage: string | null } | undefined
> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.ccid', 'orders.ccid')
    .select(['orders.sap_order_number', 'customers.language'])
    .where('orders.order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const systems = await findLockSystemIds(db, orderId);
  return {
    sapOrderNumber: order.sap_order_number,
    statuses: systems.map((system) => system.status),
    customerLanguage: order.language,
  };
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

/** Guest keys opened one way (or before keys remembered how): those a change of that way ends. */
const revokeGuestKeys = (db: Db, orderId: string, via: ReviewAccessKind) =>
  db
    .deleteFrom('view_authorizations')
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('via', '=', via), eb('via', 'is', null)]))
    .execute();

/**
 * Removes an order's pass code and revokes the guest keys it opened, with the audit entry, in one
 * transaction: the next guest request of those keys is refused.
 */
export async function removePassCode(db: Db, orderId: string, change: AdminChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('review_pass_codes').where('order_id', '=', orderId).execute();
    await revokeGuestKeys(trx, orderId, 'passCode');
    await insertAdminChange(trx, change);
  });
}

/** Who turned the order's customer link off, and when; undefined while it is on. */
export async function findCustomerLinkOff(db: Db, orderId: string): Promise<CustomerLinkOffTable | undefined> {
  return db.selectFrom('customer_links_off').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Turns the customer link off (revoking the guest keys it opened) or on, with the audit entry, in
 * one transaction. Turning off a link that is off keeps who turned it off first.
 */
export async function switchCustomerLink(
  db: Db,
  orderId: string,
  off: { by: string; at: string } | null,
  change: AdminChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (off) {
      await trx
        .insertInto('customer_links_off')
        .values({ order_id: orderId, turned_off_by: off.by, turned_off_at: off.at })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
      await revokeGuestKeys(trx, orderId, 'customerLink');
    } else {
      await trx.deleteFrom('customer_links_off').where('order_id', '=', orderId).execute();
    }
    await insertAdminChange(trx, change);
  });
}

/** The last removal of the order's pass code in the audit: who and when. */
export async function findPassCodeRemoval(db: Db, orderId: string): Promise<{ by: string; at: string } | undefined> {
  const row = await db
    .selectFrom('admin_audit')
    .select(['actor', 'at'])
    .where('entity_type', '=', REVIEW_ACCESS_AUDIT)
    .where('entity_id', '=', orderId)
    .where('action', '=', 'removePassCode')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { by: row.actor, at: row.at } : undefined;
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
