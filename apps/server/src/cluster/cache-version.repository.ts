import type { Db } from '../db/database.ts';

/** The `cache_versions` row bumped by every write to `lookup_items`. */
export const LOOKUPS_CACHE = 'lookups';

/** Moves a cache's version on (creating its row at 1): call in the transaction that changes the cached table. */
export async function bumpCacheVersion(db: Db, name: string): Promise<void> {
  await db
    .insertInto('cache_versions')
    .values({ name, version: 1 })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((eb) => ({ version: eb('cache_versions.version', '+', 1) })),
    )
    .execute();
}

/** A cache's version: 0 while nothing has ever bumped it. */
export async function readCacheVersion(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('cache_versions').select('version').where('name', '=', name).executeTakeFirst();
  return row === undefined ? 0 : Number(row.version);
}
