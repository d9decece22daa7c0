import type { Db } from '../../db/database.ts';

/** The remedies chosen for a key of an installed system, oldest first. */
export async function listChosenRemedies(db: Db, lockSystemId: string, keySymbol: string) {
  return db
    .selectFrom('lost_key_remedies')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .where('key_symbol', '=', keySymbol)
    .orderBy('id')
    .execute();
}

export async function insertChosenRemedy(
  db: Db,
  row: {
    lockSystemId: string;
    keySymbol: string;
    remedy: string;
    orderId: string;
    actor: string;
    /** The other installed system whose locks it replaces; null for the key's own. */
    replacesLockSystemId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('lost_key_remedies')
    .values({
      lock_system_id: row.lockSystemId,
      key_symbol: row.keySymbol,
      remedy: row.remedy,
      order_id: row.orderId,
      chosen_by: row.actor,
      chosen_at: new Date().toISOString(),
      replaces_lock_system_id: row.replacesLockSystemId,
    })
    .execute();
}

/** Every remedy chosen for the keys of an installed system that replaces locks of that system, oldest first. */
export async function listSystemRemedies(db: Db, lockSystemId: string) {
  return db
    .selectFrom('lost_key_remedies')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .where('replaces_lock_system_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** Every remedy chosen for a lost key of another system that replaces locks of this one, oldest first. */
export async function listRemediesReplacingIn(db: Db, lockSystemId: string) {
  return db
    .selectFrom('lost_key_remedies')
    .selectAll()
    .where('replaces_lock_system_id', '=', lockSystemId)
    .orderBy('id')
    .execute();
}
