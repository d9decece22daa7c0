import type { Db } from '../db/database.ts';

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
  row: { lockSystemId: string; keySymbol: string; remedy: string; orderId: string; actor: string },
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
    })
    .execute();
}

/** Every remedy chosen for the keys of an installed system, oldest first. */
export async function listSystemRemedies(db: Db, lockSystemId: string) {
  return db
    .selectFrom('lost_key_remedies')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .orderBy('id')
    .execute();
}
