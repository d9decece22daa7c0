import type { Db } from '../db/database.ts';

/** Attempts older than this are deleted as new ones arrive: the windows need minutes, the log a day. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** Records an attempt as failed (until it is known to succeed) and answers its id. */
export async function insertAttempt(db: Db, attempt: { orderId: string; ip: string; at: number }): Promise<number> {
  await db
    .deleteFrom('review_attempts')
    .where('at', '<', attempt.at - KEEP_ATTEMPTS_MS)
    .execute();
  const { id } = await db
    .insertInto('review_attempts')
    .values({ order_id: attempt.orderId, ip: attempt.ip, succeeded: 0, at: attempt.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Times (epoch ms, oldest first) of the failed or still undecided attempts recorded before the
 * given one, since `since`, for one order, one address, or one order from one address.
 */
export async function failuresBefore(
  db: Db,
  by: { orderId?: string; ip?: string },
  attemptId: number,
  since: number,
): Promise<number[]> {
  let query = db.selectFrom('review_attempts').select('at');
  if (by.orderId !== undefined) query = query.where('order_id', '=', by.orderId);
  if (by.ip !== undefined) query = query.where('ip', '=', by.ip);
  const rows = await query
    .where('succeeded', '=', 0)
    .where('at', '>', since)
    .where('id', '<', attemptId)
    .orderBy('at')
    .limit(1000)
    .execute();
  return rows.map((row) => Number(row.at));
}

export async function markSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('review_attempts').set({ succeeded: 1 }).where('id', '=', attemptId).execute();
}

/** Forgets an attempt refused unheard (while blocked), so that retrying does not extend the block. */
export async function deleteAttempt(db: Db, attemptId: number): Promise<void> {
  await db.deleteFrom('review_attempts').where('id', '=', attemptId).execute();
}
