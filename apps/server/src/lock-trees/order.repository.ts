import { changeKeyOrderSchema, statusLabel, type OrderLockSystemStatus, type SafekeyOrder } from '@keyplan/domain';
import { z } from 'zod';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database, OrderTable } from '../db/schema.ts';
import { asOrderType, asStatus } from './row-values.ts';
import { findSendStates } from './send-state.repository.ts';
import { rowsToTree, type TreeRows } from './tree-rows.ts';
import { priceKeptOf, submittedPriceOf, withSubmittedUnitPrices } from './submitted-price.ts';

type Executor = Kysely<Database>;

/** Rows per INSERT: keeps each statement under SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

export type NewOrderRow = Insertable<OrderTable>;

export async function insertOrder(trx: Executor, order: NewOrderRow): Promise<number> {
  const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOrderLockSystem(
  trx: Executor,
  row: {
    order_lock_system_id: string;
    order_id: string;
    position: number;
    status: OrderLockSystemStatus;
    system_bucket_type: string;
  },
) {
  await trx.insertInto('order_lock_systems').values(row).execute();
}

/** Replaces the tree of a lock system with the given rows. */
export async function replaceTreeRows(trx: Executor, orderLockSystemId: string, rows: TreeRows): Promise<void> {
  await trx.deleteFrom('lock_sets').where('order_lock_system_id', '=', orderLockSystemId).execute();
  await trx.deleteFrom('master_keys').where('order_lock_system_id', '=', orderLockSystemId).execute();
  await trx.deleteFrom('grand_master_keys').where('order_lock_system_id', '=', orderLockSystemId).execute();
  await trx.insertInto('grand_master_keys').values(rows.grandMasterKey).execute();
  if (rows.masterKeys.length > 0) await trx.insertInto('master_keys').values(rows.masterKeys).execute();
  await insertLockSetRows(trx, rows.lockSets);
}

/**
 * Inserts many lock set rows. PostgreSQL takes them as one JSON parameter
 * (json_populate_recordset), far faster than thousands of bind parameters; SQLite takes
 * multi-row inserts in chunks under its parameter limit. Both paths run in the tests.
 */
async function insertLockSetRows(trx: Executor, lockSets: TreeRows['lockSets']): Promise<void> {
  if (lockSets.length === 0) return;
  if (isPostgres(trx)) {
    await sql`insert into lock_sets select * from json_populate_recordset(null::lock_sets, ${JSON.stringify(lockSets)})`.execute(
      trx,
    );
    return;
  }
  for (let start = 0; start < lockSets.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('lock_sets')
      .values(lockSets.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Header fields and the total a version change may write with it. */
export type OrderChanges = Updateable<OrderTable>;

/**
 * Moves the order to the next version if it is still at `expectedVersion`: the optimistic lock
 * of every save. False when someone saved in between (nothing is changed then).
 */
export async function advanceVersion(
  trx: Executor,
  orderId: string,
  expectedVersion: number,
  changes: OrderChanges = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ ...changes, version: expectedVersion + 1, updated_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A lock system joined to its order, by id: each caller selects the columns it needs. */
export function lockSystemWithOrder(db: Executor, orderLockSystemId: string) {
  return db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .where('order_lock_systems.order_lock_system_id', '=', orderLockSystemId);
}

/** What a save needs to know about a lock system and its order. */
export async function findLockSystemContext(db: Executor, orderLockSystemId: string) {
  const row = await lockSystemWithOrder(db, orderLockSystemId)
    .select([
      'order_lock_systems.order_id',
      'order_lock_systems.status',
      'order_lock_systems.system_bucket_type',
      'order_lock_systems.is_add_to_system',
      'orders.currency',
      'orders.version',
      'orders.order_type',
    ])
    .executeTakeFirst();
  return (
    row && {
      orderId: row.order_id,
      status: asStatus(row.status),
      bucketType: row.system_bucket_type,
      currency: row.currency,
      version: row.version,
      orderType: asOrderType(row.order_type),
      isAddToSystem: row.is_add_to_system === 1,
    }
  );
}

export async function findOrderRow(db: Executor, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findLockSystemIds(db: Executor, orderId: string) {
  const rows = await db
    .selectFrom('order_lock_systems')
    .select(['order_lock_system_id', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ orderLockSystemId: row.order_lock_system_id, status: asStatus(row.status) }));
}

/** The installed system each reorder adds to: its name and the SAP order of its first order. */
async function findInstalledSystemsOf(db: Executor, reorderIds: readonly string[]) {
  if (reorderIds.length === 0)
    return new Map<string, { lockSystemID: string; name: string; sapOrderNumber: string | null }>();
  const rows = await db
    .selectFrom('order_lock_systems as reorder')
    .innerJoin('lock_systems', 'lock_systems.lock_system_id', 'reorder.lock_system_id')
    .innerJoin('order_lock_systems as first', 'first.order_lock_system_id', 'lock_systems.first_order_lock_system_id')
    .innerJoin('orders', 'orders.order_id', 'first.order_id')
    .select([
      'reorder.order_lock_system_id',
      'lock_systems.lock_system_id',
      'lock_systems.name',
      'orders.sap_order_number',
    ])
    .where('reorder.order_lock_system_id', 'in', [...reorderIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.order_lock_system_id,
      { lockSystemID: row.lock_system_id, name: row.name, sapOrderNumber: row.sap_order_number },
    ]),
  );
}

/** The whole order with every lock system and tree, as the API answers it. */
export async function loadOrder(db: Executor, orderId: string): Promise<SafekeyOrder | undefined> {
  const order = await findOrderRow(db, orderId);
  if (!order) return undefined;
  const systems = await db
    .selectFrom('order_lock_systems')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const ids = systems.map((system) => system.order_lock_system_id);
  const sendStates = await findSendStates(db, ids);
  const installedOf = await findInstalledSystemsOf(
    db,
    systems.filter((system) => system.is_add_to_system === 1).map((system) => system.order_lock_system_id),
  );
  const [grandMasterKeys, masterKeys, lockSets] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.selectFrom('grand_master_keys').selectAll().where('order_lock_system_id', 'in', ids).execute(),
          db.selectFrom('master_keys').selectAll().where('order_lock_system_id', 'in', ids).execute(),
          db.selectFrom('lock_sets').selectAll().where('order_lock_system_id', 'in', ids).execute(),
        ]);
  const orderLockSystems = systems.map((system) => {
    const id = system.order_lock_system_id;
    const grandMasterKey = grandMasterKeys.find((row) => row.order_lock_system_id === id);
    if (!grandMasterKey) throw new Error(`lock system ${id} has no grand master key`);
    const status = asStatus(system.status);
    const submittedPrice = submittedPriceOf(status, system.submitted_price_json);
    const tree = rowsToTree(orderId, {
      grandMasterKey,
      masterKeys: masterKeys.filter((row) => row.order_lock_system_id === id),
      lockSets: lockSets.filter((row) => row.order_lock_system_id === id),
    });
    return {
      orderLockSystemID: id,
      orderID: orderId,
      status,
      statusLabel: statusLabel(status),
      systemBucketType: system.system_bucket_type,
      lockSystemID: system.lock_system_id,
      isAddToSystem: system.is_add_to_system === 1,
      addsTo: installedOf.get(id) ?? null,
      sendState: sendStates.get(id) ?? null,
      changeKeyOrders: system.change_key_orders_json
        ? z.array(changeKeyOrderSchema).parse(JSON.parse(system.change_key_orders_json))
        : [],
      submittedPrice,
      priceKept: priceKeptOf(status, system.submitted_price_json),
      ...(submittedPrice ? withSubmittedUnitPrices(tree, submittedPrice) : tree),
    };
  });
  const orderStatus = orderLockSystems[0]?.status ?? 0;
  const orderType = asOrderType(order.order_type);
  const customer = await db.selectFrom('customers').select('name').where('ccid', '=', order.ccid).executeTakeFirst();
  return {
    orderID: order.order_id,
    safeKeyAppOrderID: order.id,
    companyID: order.company_id,
    ccid: order.ccid,
    customerName: customer?.name ?? null,
    sapOrderID: order.sap_order_id,
    sapOrderNumber: order.sap_order_number,
    sapOrderDate: order.sap_order_date,
    sapLineNumber: order.sap_line_number,
    quoteNumber: order.quote_number,
    quoteNumberForTransfer: order.quote_number_for_transfer ?? null,
    designID: orderType === 2 ? order.id : null,
    orderPONumber: order.order_po_number,
    comments: order.comments,
    orderSystemName: order.order_system_name,
    orderType,
    totalPrice: order.total_price_minor === null ? null : Number(order.total_price_minor),
    orderStatus,
    orderStatusLabel: statusLabel(orderStatus),
    currency: order.currency,
    salesArea: order.sales_area,
    version: order.version,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    orderLockSystems,
  };
}

/** The lock sets of a system that are charted (their key codes assigned or imported). */
export async function findChartedLockSetIds(db: Executor, orderLockSystemId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lock_sets')
    .select('lock_set_id')
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('charted', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.lock_set_id));
}

/** Changes the key code bucket a lock system draws from (a header change while it is a draft). */
export async function setBucketType(trx: Executor, orderLockSystemId: string, bucketType: string): Promise<void> {
  await trx
    .updateTable('order_lock_systems')
    .set({ system_bucket_type: bucketType })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
}

/**
 * Writes what SAP holds onto the order (numbers, date) and moves its version on, so that open
 * editors see the change; a line update also dates an order that had no SAP date yet.
 */
export async function recordSapDocument(
  trx: Executor,
  orderId: string,
  changes: OrderChanges,
  options: { setDateIfMissing: string | null },
): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .updateTable('orders')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: now }))
    .where('order_id', '=', orderId)
    .execute();
  if (options.setDateIfMissing !== null) {
    await trx
      .updateTable('orders')
      .set({ sap_order_date: options.setDateIfMissing })
      .where('order_id', '=', orderId)
      .where('sap_order_date', 'is', null)
      .execute();
  }
}
