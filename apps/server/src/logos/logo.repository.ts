import type { Db } from '../db/database.ts';
import type { LogoTable } from '../db/schema.ts';

export async function insertLogo(db: Db, row: LogoTable): Promise<void> {
  await db.insertInto('logos').values(row).execute();
}

export async function findLogo(db: Db, logoId: string): Promise<LogoTable | undefined> {
  return db.selectFrom('logos').selectAll().where('logo_id', '=', logoId).executeTakeFirst();
}

/** The ids of the logos uploaded to one lock system. */
export async function findLogoIdsOf(db: Db, orderLockSystemId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('logos')
    .select('logo_id')
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
  return new Set(rows.map((row) => row.logo_id));
}

/**
 * Deletes the logos of a lock system that no lock set refers to and that were uploaded before
 * `uploadedBefore` (an ISO timestamp): uploads still waiting in someone's unsaved draft are younger.
 */
export async function deleteUnusedLogos(
  db: Db,
  orderLockSystemId: string,
  referenced: ReadonlySet<string>,
  uploadedBefore: string,
): Promise<number> {
  let query = db
    .deleteFrom('logos')
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('created_at', '<', uploadedBefore);
  if (referenced.size > 0) query = query.where('logo_id', 'not in', [...referenced]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every logo uploaded to one lock system, with its bytes (a copy of the system takes them along). */
export async function findLogosOf(db: Db, orderLockSystemId: string): Promise<LogoTable[]> {
  return db.selectFrom('logos').selectAll().where('order_lock_system_id', '=', orderLockSystemId).execute();
}
