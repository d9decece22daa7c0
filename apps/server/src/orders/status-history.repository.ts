import type { OrderLockSystemStatus, StatusHistoryEntry } from '@keyplan/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { asStatus } from '../lock-trees/row-values.ts';

type Executor = Kysely<Database>;

/** Writes a status change and its history row; only `order-status.ts` calls this, after checking the transition. */
export async function recordStatusChange(
  trx: Executor,
  orderLockSystemId: string,
  from: OrderLockSystemStatus | null,
  to: OrderLockSystemStatus,
  changedBy: string,
  reason: string | null = null,
) {
  await trx
    .updateTable('order_lock_systems')
    .set({ status: to })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
  await trx
    .insertInto('status_history')
    .values({
      order_lock_system_id: orderLockSystemId,
      from_status: from,
      to_status: to,
      changed_by: changedBy,
      changed_at: new Date().toISOString(),
      reason: reason?.slice(0, 500) ?? null,
    })
    .execute();
}

/** Every status change of a lock system, oldest first: who, when, from, to and why. */
export async function listStatusHistory(db: Db, orderLockSystemId: string): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom('status_history')
    .selectAll()
    .where('order_lock_system_id', '=', orderLockSystemId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    fromStatus: row.from_status === null ? null : asStatus(row.from_status),
    toStatus: asStatus(row.to_status),
    changedBy: row.changed_by,
    changedAt: row.changed_at,
    reason: row.reason,
  }));
}
