import type { Db } from '../db/database.ts';

/** A stored secret's value as it is in the table (sealed, or plaintext from before sealing). */
export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores a secret unless one of that name exists; concurrent starts keep the first. */
export async function insertSecretIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** Replaces a stored value only while it is still `previous` (sealing a plaintext value once). */
export async function replaceSecret(db: Db, name: string, previous: string, value: string): Promise<void> {
  await db.updateTable('app_secrets').set({ value }).where('name', '=', name).where('value', '=', previous).execute();
}
