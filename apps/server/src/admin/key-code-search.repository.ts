import type { IssuedKeyCode } from '@keyplan/domain';
import type { Db } from '../db/database.ts';

/**
 * Issued key codes whose blind code starts with `prefix` (upper case, letters and digits only: checked by the route), at most
 * `limit`, with their customer and system. The bitting is never selected: it stays in the registry.
 */
export async function findKeyCodesByBlindCode(db: Db, prefix: string, limit = 20): Promise<IssuedKeyCode[]> {
  const rows = await db
    .selectFrom('key_codes')
    .leftJoin('customers', 'customers.ccid', 'key_codes.ccid')
    .leftJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'key_codes.order_lock_system_id')
    .leftJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .select([
      'key_codes.blind_code',
      'key_codes.bucket_type',
      'key_codes.ccid',
      'customers.name as customer_name',
      'orders.order_id',
      'key_codes.order_lock_system_id',
      'orders.order_system_name',
      'orders.sap_order_number',
      'key_codes.node_kind',
      'key_codes.key_symbol',
      'key_codes.source',
      'key_codes.issued_by',
      'key_codes.issued_at',
    ])
    .where('key_codes.blind_code', 'like', `${prefix}%`)
    .orderBy('key_codes.blind_code')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    blindCode: row.blind_code,
    bucketType: row.bucket_type,
    ccid: row.ccid,
    customerName: row.customer_name,
    orderId: row.order_id,
    orderLockSystemId: row.order_lock_system_id,
    orderSystemName: row.order_system_name,
    sapOrderNumber: row.sap_order_number,
    nodeKind: row.node_kind,
    keySymbol: row.key_symbol,
    source: row.source,
    issuedBy: row.issued_by,
    issuedAt: row.issued_at,
  }));
}
