import { keyingPlanSchema, ORDER_LOCK_SYSTEM_STATUS, type KeyingPlan } from '@keyplan/domain';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { chunks } from '../db/chunks.ts';
import { isPostgres } from '../db/dialect.ts';
import { lockSystemWithOrder } from '../lock-trees/order.repository.ts';
import { rowsToTree, type LoadedTree } from '../lock-trees/tree-rows.ts';
import type { Database, KeyCodeTable } from '../db/schema.ts';

type Executor = Kysely<Database>;

export type KeyCodeRow = Selectable<KeyCodeTable>;
export type NewKeyCodeRow = Insertable<KeyCodeTable>;

/**
 * Serializes code issuing per bucket until the transaction ends. PostgreSQL: a transaction-scoped
 * advisory lock, so concurrent allocations (other requests, other server instances) neither
 * deadlock on each other's uncommitted codes nor check "taken" against a moving registry. SQLite
 * needs none: it has one writer at a time. The unique (bucket_type, bitting) constraint guards
 * against duplicates either way; the lock only spares retries.
 */
export async function lockBucket(trx: Executor, bucketType: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`key_codes:${bucketType}`}))`.execute(trx);
}

/** Which of the bittings are issued already in the bucket, to whom (PostgreSQL: one query; SQLite: IN lists in chunks). */
export async function findIssued(
  db: Executor,
  bucketType: string,
  bittings: readonly string[],
): Promise<Map<string, { ccid: string; orderLockSystemId: string }>> {
  const issued = new Map<string, { ccid: string; orderLockSystemId: string }>();
  const distinct = [...new Set(bittings)];
  if (distinct.length === 0) return issued;
  if (isPostgres(db)) {
    // One array parameter rather than chunks of IN lists: charting asks about whole progressions.
    const rows = await db
      .selectFrom('key_codes')
      .select(['bitting', 'ccid', 'order_lock_system_id'])
      .where('bucket_type', '=', bucketType)
      .where(sql<boolean>`bitting = any(${distinct}::text[])`)
      .execute();
    for (const row of rows) issued.set(row.bitting, { ccid: row.ccid, orderLockSystemId: row.order_lock_system_id });
    return issued;
  }
  for (const chunk of chunks(distinct)) {
    const rows = await db
      .selectFrom('key_codes')
      .select(['bitting', 'ccid', 'order_lock_system_id'])
      .where('bucket_type', '=', bucketType)
      .where('bitting', 'in', chunk)
      .execute();
    for (const row of rows) issued.set(row.bitting, { ccid: row.ccid, orderLockSystemId: row.order_lock_system_id });
  }
  return issued;
}

/** What charting needs to know of a lock system, its order and its stored plan. */
export async function findChartingContext(db: Executor, orderLockSystemId: string) {
  const row = await lockSystemWithOrder(db, orderLockSystemId)
    .select([
      'order_lock_systems.order_id',
      'order_lock_systems.status',
      'order_lock_systems.system_bucket_type',
      'order_lock_systems.keying_plan_json',
      'order_lock_systems.lock_system_id',
      'order_lock_systems.is_add_to_system',
      'orders.ccid',
      'orders.version',
      'orders.order_system_name',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderId: row.order_id,
    status: row.status,
    bucketType: row.system_bucket_type,
    plan:
      row.keying_plan_json === null ? null : (keyingPlanSchema.parse(JSON.parse(row.keying_plan_json)) as KeyingPlan),
    ccid: row.ccid,
    version: row.version,
    systemName: row.order_system_name,
    /** The installed system it built or adds to (null until submitted as an order). */
    lockSystemId: row.lock_system_id,
    /** A reorder: its plan and codes are the installed system's. */
    isAddToSystem: row.is_add_to_system === 1,
  };
}

/** What a reorder charts against: the installed system's plan, its order lock systems and every code issued to them. */
export async function findInstalledCharting(db: Executor, lockSystemId: string) {
  const [planRow, systems, codes] = await Promise.all([
    db
      .selectFrom('lock_systems')
      .innerJoin(
        'order_lock_systems',
        'order_lock_systems.order_lock_system_id',
        'lock_systems.first_order_lock_system_id',
      )
      .select('order_lock_systems.keying_plan_json')
      .where('lock_systems.lock_system_id', '=', lockSystemId)
      .executeTakeFirst(),
    db
      .selectFrom('order_lock_systems')
      .select('order_lock_system_id')
      .where('lock_system_id', '=', lockSystemId)
      .execute(),
    db
      .selectFrom('key_codes')
      .innerJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'key_codes.order_lock_system_id')
      .selectAll('key_codes')
      .where('order_lock_systems.lock_system_id', '=', lockSystemId)
      .orderBy('key_codes.id')
      .execute(),
  ]);
  return {
    plan: planRow?.keying_plan_json ? keyingPlanSchema.parse(JSON.parse(planRow.keying_plan_json)) : null,
    orderLockSystemIds: systems.map((system) => system.order_lock_system_id),
    codes,
  };
}

export async function saveKeyingPlan(trx: Executor, orderLockSystemId: string, plan: KeyingPlan): Promise<void> {
  await trx
    .updateTable('order_lock_systems')
    .set({ keying_plan_json: JSON.stringify(plan) })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
}

/** Marks lock sets of a system charted: all of them, or those listed. */
export async function markLockSetsCharted(
  trx: Executor,
  orderLockSystemId: string,
  lockSetIds?: readonly string[],
): Promise<void> {
  if (lockSetIds && lockSetIds.length === 0) return;
  let query = trx.updateTable('lock_sets').set({ charted: 1 }).where('order_lock_system_id', '=', orderLockSystemId);
  if (lockSetIds) query = query.where('lock_set_id', 'in', [...lockSetIds]);
  await query.execute();
}

/** The tree of one lock system as loaded (master keys and lock sets in position order). */
export async function loadSystemTree(db: Executor, orderLockSystemId: string, orderId: string): Promise<LoadedTree> {
  const [grandMasterKey, masterKeys, lockSets] = await Promise.all([
    db
      .selectFrom('grand_master_keys')
      .selectAll()
      .where('order_lock_system_id', '=', orderLockSystemId)
      .executeTakeFirst(),
    db.selectFrom('master_keys').selectAll().where('order_lock_system_id', '=', orderLockSystemId).execute(),
    db.selectFrom('lock_sets').selectAll().where('order_lock_system_id', '=', orderLockSystemId).execute(),
  ]);
  if (!grandMasterKey) throw new Error(`lock system ${orderLockSystemId} has no grand master key`);
  return rowsToTree(orderId, { grandMasterKey, masterKeys, lockSets });
}

/** Where a lock system is, in words an admin can find it by: its name and its SAP order or quote number. */
export async function describeLockSystem(db: Executor, orderLockSystemId: string): Promise<string> {
  const row = await db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .select(['orders.order_system_name', 'orders.sap_order_number', 'orders.quote_number', 'orders.order_po_number'])
    .where('order_lock_systems.order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
  if (!row) return `lock system ${orderLockSystemId}`;
  const reference = row.sap_order_number
    ? `SAP order ${row.sap_order_number.replace(/^0+(?=\d)/, '')}`
    : row.quote_number
      ? `quote ${row.quote_number}`
      : row.order_po_number
        ? `PO ${row.order_po_number}`
        : 'not submitted';
  return `“${row.order_system_name || 'Unnamed system'}”, ${reference}`;
}

/**
 * A key of a customer's installed systems (codes of its Submitted or Completed orders, with a
 * symbol): by symbol within one installed system, or by blind code. With its installed system.
 */
export async function findInstalledKeyCode(
  db: Executor,
  ccid: string,
  key: { lockSystemId: string; keySymbol: string } | { blindCode: string },
  options: { withdrawn?: boolean } = {},
): Promise<{ code: KeyCodeRow; lockSystemId: string; lockSystemName: string } | undefined> {
  // Withdrawn too: a key whose order SAP rejected later keeps the code it had (a lost key's remedy replaced what it opened).
  const statuses = options.withdrawn
    ? [ORDER_LOCK_SYSTEM_STATUS.Submitted, ORDER_LOCK_SYSTEM_STATUS.Completed, ORDER_LOCK_SYSTEM_STATUS.Canceled]
    : [ORDER_LOCK_SYSTEM_STATUS.Submitted, ORDER_LOCK_SYSTEM_STATUS.Completed];
  let query = db
    .selectFrom('key_codes')
    .innerJoin('order_lock_systems', 'order_lock_systems.order_lock_system_id', 'key_codes.order_lock_system_id')
    .innerJoin('lock_systems', 'lock_systems.lock_system_id', 'order_lock_systems.lock_system_id')
    .selectAll('key_codes')
    .select(['lock_systems.lock_system_id', 'lock_systems.name as lock_system_name'])
    .where('lock_systems.ccid', '=', ccid)
    .where('key_codes.ccid', '=', ccid)
    .where('order_lock_systems.status', 'in', statuses)
    .where('key_codes.key_symbol', 'is not', null);
  query =
    'blindCode' in key
      ? query.where('key_codes.blind_code', '=', key.blindCode)
      : query
          .where('lock_systems.lock_system_id', '=', key.lockSystemId)
          .where('key_codes.key_symbol', '=', key.keySymbol);
  const row = await query.orderBy('key_codes.id').executeTakeFirst();
  if (!row) return undefined;
  const { lock_system_id: lockSystemId, lock_system_name: lockSystemName, ...code } = row;
  return { code, lockSystemId, lockSystemName };
}
