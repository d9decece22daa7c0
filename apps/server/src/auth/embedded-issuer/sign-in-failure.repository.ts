import type { Db } from '../../db/database.ts';

/** Times (epoch ms, oldest first) of a key's failures since `since`. */
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

/** Records one failure under each key at `at`, and forgets the failures at or before `forgetUntil`. */
export async function recordFailures(db: Db, keys: readonly string[], at: number, forgetUntil: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sign_in_failures').where('at', '<=', forgetUntil).execute();
    await trx
      .insertInto('sign_in_failures')
      .values(keys.map((key) => ({ key, at })))
      .execute();
  });
}
