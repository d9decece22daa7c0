import type { Db } from '../../db/database.ts';

/**
 * Records an attempt under each key at `at`, as a failure until it is known to succeed, and
 * forgets failures at or before `forgetUntil`; answers the new rows' ids, one per key.
 */
export async function insertAttempts(
  db: Db,
  keys: readonly string[],
  at: number,
  forgetUntil: number,
): Promise<number[]> {
  await db.deleteFrom('sign_in_failures').where('at', '<=', forgetUntil).execute();
  const rows = await db
    .insertInto('sign_in_failures')
    .values(keys.map((key) => ({ key, at })))
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Times (epoch ms, oldest first) of a key's failures recorded before the row `beforeId`, since `since`. */
export async function findFailuresBefore(db: Db, key: string, beforeId: number, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .where('id', '<', beforeId)
    .orderBy('at')
    .limit(1000)
    .execute();
  return rows.map((row) => Number(row.at));
}

/** Forgets attempts: one that succeeded, or one refused unheard. */
export async function deleteAttempts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
}

/** Times (epoch ms, oldest first) of all of a key's failures since `since`. */
export async function findFailuresSince(db: Db, key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at')
    .limit(1000)
    .execute();
  return rows.map((row) => Number(row.at));
}

/** Forgets every attempt under a key (an account that is unlocked). */
export async function deleteKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
