import type { Db } from '../db/database.ts';

/** Generated secrets that must outlive a restart. Insert-if-absent, so concurrent starts agree. */
export async function loadOrCreateSecret(
  db: Db,
  name: string,
  create: () => Promise<string> | string,
): Promise<string> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: await create(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
}
