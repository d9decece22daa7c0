import type { Db } from '../db/database.ts';

export async function findFeatureFlag(db: Db, name: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('feature_flags').select('enabled').where('name', '=', name).executeTakeFirst();
  return row === undefined ? undefined : row.enabled === 1;
}

/** Every stored flag with who set it when, by name. */
export async function findFeatureFlags(db: Db) {
  const rows = await db.selectFrom('feature_flags').selectAll().orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    enabled: row.enabled === 1,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }));
}

/** Sets a flag, creating it when absent. */
export async function upsertFeatureFlag(db: Db, name: string, enabled: boolean, updatedBy: string): Promise<void> {
  const values = { enabled: enabled ? 1 : 0, updated_by: updatedBy, updated_at: new Date().toISOString() };
  await db
    .insertInto('feature_flags')
    .values({ name, ...values })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
}

/**
 * Sets a flag only if it was last set at `expectedUpdatedAt` (null: never set, so no row yet):
 * false when someone else set it since. One statement, so two admins cannot both win.
 */
export async function setFeatureFlagIf(
  db: Db,
  name: string,
  enabled: boolean,
  updatedBy: string,
  expectedUpdatedAt: string | null,
): Promise<boolean> {
  const values = { enabled: enabled ? 1 : 0, updated_by: updatedBy, updated_at: new Date().toISOString() };
  if (expectedUpdatedAt === null) {
    const inserted = await db
      .insertInto('feature_flags')
      .values({ name, ...values })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('feature_flags')
    .set(values)
    .where('name', '=', name)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function insertMissingFeatureFlags(db: Db, flags: Record<string, boolean>): Promise<void> {
  const now = new Date().toISOString();
  const rows = Object.entries(flags).map(([name, enabled]) => ({
    name,
    enabled: enabled ? 1 : 0,
    updated_by: 'seed',
    updated_at: now,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('feature_flags')
    .values(rows)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
