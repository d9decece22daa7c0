import type { Kysely, Selectable } from 'kysely';
import type { Database, LockSystemTable } from '../db/schema.ts';

type Executor = Kysely<Database>;

export type LockSystemRow = Selectable<LockSystemTable>;

/** The order lock system's header for an installed system: its customer, name, bucket and installed system (if any). */
export async function findInstallContext(db: Executor, orderLockSystemId: string) {
  return db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .select([
      'order_lock_systems.lock_system_id',
      'order_lock_systems.system_bucket_type',
      'orders.ccid',
      'orders.order_system_name',
    ])
    .where('order_lock_systems.order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
}

/** Creates the installed system and points the order lock system at it. */
export async function insertLockSystem(trx: Executor, row: LockSystemRow): Promise<void> {
  await trx.insertInto('lock_systems').values(row).execute();
  await trx
    .updateTable('order_lock_systems')
    .set({ lock_system_id: row.lock_system_id })
    .where('order_lock_system_id', '=', row.first_order_lock_system_id)
    .execute();
}

/** A customer's installed systems, newest first. */
export async function listCustomerLockSystems(db: Executor, ccid: string): Promise<LockSystemRow[]> {
  return db
    .selectFrom('lock_systems')
    .selectAll()
    .where('ccid', '=', ccid)
    .orderBy('created_at', 'desc')
    .orderBy('lock_system_id')
    .execute();
}

/** The order lock systems of installed systems, with their orders and when each was submitted, oldest first. */
export async function listLockSystemOrders(db: Executor, lockSystemIds: readonly string[]) {
  if (lockSystemIds.length === 0) return [];
  return db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .leftJoin('lock_systems', 'lock_systems.lock_system_id', 'order_lock_systems.lock_system_id')
    .select((eb) => [
      'order_lock_systems.lock_system_id',
      'order_lock_systems.order_lock_system_id',
      'order_lock_systems.status',
      'order_lock_systems.change_key_orders_json',
      'orders.order_id',
      'orders.order_system_name',
      'orders.order_po_number',
      'orders.sap_order_number',
      'lock_systems.first_order_lock_system_id',
      eb
        .selectFrom('status_history')
        .select((inner) => inner.fn.max('status_history.changed_at').as('changed_at'))
        .whereRef('status_history.order_lock_system_id', '=', 'order_lock_systems.order_lock_system_id')
        .where('status_history.to_status', '=', 3)
        .as('submitted_at'),
    ])
    .where('order_lock_systems.lock_system_id', 'in', [...lockSystemIds])
    .orderBy('orders.created_at')
    .execute();
}

/** One installed system. */
export async function findLockSystem(db: Executor, lockSystemId: string): Promise<LockSystemRow | undefined> {
  return db.selectFrom('lock_systems').selectAll().where('lock_system_id', '=', lockSystemId).executeTakeFirst();
}

/** Marks a new order lock system as a reorder of the installed system, with its change keys ordered by symbol. */
export async function markReorder(
  trx: Executor,
  orderLockSystemId: string,
  lockSystemId: string,
  changeKeyOrdersJson: string | null,
): Promise<void> {
  await trx
    .updateTable('order_lock_systems')
    .set({ lock_system_id: lockSystemId, is_add_to_system: 1, change_key_orders_json: changeKeyOrdersJson })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
}

/** Issued key symbols of an installed system and which node kind each belongs to. */
export async function listInstalledSymbols(db: Executor, lockSystemId: string) {
  return db
    .selectFrom('key_codes')
    .innerJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'key_codes.order_lock_system_id')
    .select(['key_codes.key_symbol', 'key_codes.node_kind', 'key_codes.node_id'])
    .where('order_lock_systems.lock_system_id', '=', lockSystemId)
    .where('key_codes.key_symbol', 'is not', null)
    .execute();
}

/** A reorder's installed system's SAP sales order (the one its first order made), or undefined for any other system. */
export async function findReorderOrigin(
  db: Executor,
  orderLockSystemId: string,
): Promise<{ salesOrder: string; systemName: string } | undefined> {
  const row = await db
    .selectFrom('order_lock_systems as reorder')
    .innerJoin('lock_systems', 'lock_systems.lock_system_id', 'reorder.lock_system_id')
    .innerJoin('order_lock_systems as first', 'first.order_lock_system_id', 'lock_systems.first_order_lock_system_id')
    .innerJoin('orders', 'orders.order_id', 'first.order_id')
    .select(['orders.sap_order_number', 'orders.order_system_name'])
    .where('reorder.order_lock_system_id', '=', orderLockSystemId)
    .where('reorder.is_add_to_system', '=', 1)
    .executeTakeFirst();
  return row?.sap_order_number ? { salesOrder: row.sap_order_number, systemName: row.order_system_name } : undefined;
}
