import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** Guest keys are stored only as their SHA-256, so a leaked table reveals no usable key. */
function hashViewKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export async function insertViewAuthorization(
  db: Db,
  key: string,
  orderId: string,
  expiresAt: Date,
  via: 'passCode' | 'customerLink' | null = null,
): Promise<void> {
  await db
    .insertInto('view_authorizations')
    .values({
      key_hash: hashViewKey(key),
      order_id: orderId,
      expires_at: expiresAt.getTime(),
      created_at: new Date().toISOString(),
      via,
    })
    .execute();
}

/** The order a guest key opens, if the key exists and has not expired. */
export async function findViewAuthorizationOrder(db: Db, key: string, now = Date.now()): Promise<string | undefined> {
  const row = await db
    .selectFrom('view_authorizations')
    .select('order_id')
    .where('key_hash', '=', hashViewKey(key))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.order_id;
}

/** Ends at once every guest key of the order a lock system belongs to (the system was deleted or canceled). */
export async function deleteViewAuthorizationsOfSystem(db: Db, orderLockSystemId: string): Promise<void> {
  await db
    .deleteFrom('view_authorizations')
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('order_lock_systems').select('order_id').where('order_lock_system_id', '=', orderLockSystemId),
    )
    .execute();
}
