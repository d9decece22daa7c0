import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database, SubmissionOutboxTable } from '../db/schema.ts';

type Executor = Kysely<Database>;
export type OutboxRow = Selectable<SubmissionOutboxTable>;

export async function insertOutboxRow(trx: Executor, row: Insertable<SubmissionOutboxTable>): Promise<void> {
  await trx.insertInto('submission_outbox').values(row).execute();
}

/** The submission of a system (its message 0), if it was submitted. */
export async function findOutboxRow(db: Executor, orderLockSystemId: string): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('submission_outbox')
    .selectAll()
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('sequence', '=', 0)
    .executeTakeFirst();
}

/** Every message of a system to SAP, the submission first. */
export async function listOutboxRows(db: Executor, orderLockSystemId: string): Promise<OutboxRow[]> {
  return db
    .selectFrom('submission_outbox')
    .selectAll()
    .where('order_lock_system_id', '=', orderLockSystemId)
    .orderBy('sequence')
    .execute();
}

/** The number the next follow-up message of a system takes (1 after the submission). */
export async function nextOutboxSequence(db: Executor, orderLockSystemId: string): Promise<number> {
  const row = await db
    .selectFrom('submission_outbox')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where('order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Rows a worker may take now: pending and due, or sending under a lease that ran out (its worker
 * died); and never before an earlier message of the same system has settled (sent or failed), so
 * SAP hears of an order before its engraving update, and of both before its cancellation.
 */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, 'submission_outbox'>) =>
    eb.and([
      eb.or([
        eb.and([
          eb('state', '=', 'pending'),
          eb('next_attempt_at', '<=', now),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
        ]),
        eb.and([eb('state', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('submission_outbox as earlier')
            .select('earlier.id')
            .whereRef('earlier.order_lock_system_id', '=', 'submission_outbox.order_lock_system_id')
            .whereRef('earlier.sequence', '<', 'submission_outbox.sequence')
            .where('earlier.state', 'in', ['pending', 'sending']),
        ),
      ),
    ]);
}

/**
 * Claims up to `limit` due rows for one worker: each goes to `sending` under a lease, one attempt
 * more. The one place where the dialects differ: PostgreSQL picks the rows with
 * `FOR UPDATE SKIP LOCKED`, so instances never wait for or take each other's rows; SQLite (one
 * writer) takes them with the same conditional UPDATE, atomic as a single statement. Either way a
 * row is claimed by one worker only.
 */
export async function claimDueRows(
  db: Db,
  workerId: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  let due = db
    .selectFrom('submission_outbox')
    .select('id')
    .where(claimable(at))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('submission_outbox')
    .set((eb) => ({
      state: 'sending',
      locked_by: workerId,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where('id', 'in', due)
    .where(claimable(at))
    .returningAll()
    .execute();
}

/** Ends a claim (only while the lease is still this worker's); false when another worker took the row over. */
export async function finishClaim(
  trx: Executor,
  id: number,
  workerId: string,
  changes: Partial<Omit<OutboxRow, 'id'>>,
): Promise<boolean> {
  const result = await trx
    .updateTable('submission_outbox')
    .set({ ...changes, locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Extends this worker's lease just before a write to SAP; false when another worker took the row over. */
export async function renewLease(db: Executor, id: number, workerId: string, leaseMs: number): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('submission_outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'sending')
    .where('locked_until', '>=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives back every row a worker is still sending (it is shutting down and its sends outlived the
 * grace): due again at once, for another instance to take; answers how many. The sender looks a
 * document up by its reference before creating it, so a send that did reach SAP is not doubled.
 */
export async function releaseLeases(db: Executor, workerId: string): Promise<number> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('submission_outbox')
    .set({ state: 'pending', locked_by: null, locked_until: null, next_attempt_at: now, updated_at: now })
    .where('locked_by', '=', workerId)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Puts a system's failed messages back in the queue with their attempts reset; false unless one had failed. */
export async function requeueFailed(db: Executor, orderLockSystemId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('submission_outbox')
    .set({
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      last_error_code: null,
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets every message of a system SAP never received (a failed send reopened for correction). */
export async function deleteOutboxRows(db: Executor, orderLockSystemId: string): Promise<void> {
  await db.deleteFrom('submission_outbox').where('order_lock_system_id', '=', orderLockSystemId).execute();
}
