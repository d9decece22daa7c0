import type { Selectable } from 'kysely';
import type { KeyCopySnapshot, KeyRegisterChange } from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { KeyRegisterChangeTable, KeyRegisterCopyTable } from '../../db/schema.ts';

export type KeyCopyRow = Selectable<KeyRegisterCopyTable>;

/** The recorded copies of an installed system's keys. */
export async function listCopies(db: Db, lockSystemId: string): Promise<KeyCopyRow[]> {
  return db.selectFrom('key_register_copies').selectAll().where('lock_system_id', '=', lockSystemId).execute();
}

export async function findCopy(db: Db, lockSystemId: string, keySymbol: string, copyNumber: number) {
  return db
    .selectFrom('key_register_copies')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .where('key_symbol', '=', keySymbol)
    .where('copy_number', '=', copyNumber)
    .executeTakeFirst();
}

/**
 * Takes a copy for a write until the transaction ends and answers it as it stands then. Two
 * writers of one copy never read the same state (issue 42): on PostgreSQL the second waits on the
 * row lock (`SELECT … FOR UPDATE`) and reads what the first committed; SQLite has one writer at a
 * time. A never-written copy first gets its row, as not handed out (`ON CONFLICT DO NOTHING`: two
 * first writers meet on one row, not on a duplicate key); the write fills it in, or its rollback
 * takes it away, so no other reader sees it.
 */
export async function lockCopy(trx: Db, lockSystemId: string, keySymbol: string, copyNumber: number) {
  await trx
    .insertInto('key_register_copies')
    .values({
      lock_system_id: lockSystemId,
      key_symbol: keySymbol,
      copy_number: copyNumber,
      state: 'notHandedOut',
      hand_out_id: null,
      recorded_by: '',
      recorded_at: '',
    })
    .onConflict((conflict) => conflict.columns(['lock_system_id', 'key_symbol', 'copy_number']).doNothing())
    .execute();
  let query = trx
    .selectFrom('key_register_copies')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .where('key_symbol', '=', keySymbol)
    .where('copy_number', '=', copyNumber);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export const snapshotOf = (row: KeyCopyRow | undefined): KeyCopySnapshot | undefined =>
  row && {
    state: row.state,
    holder:
      row.holder_name && row.holder_department
        ? { name: row.holder_name, department: row.holder_department, employeeId: row.holder_employee_id }
        : null,
    issuedOn: row.issued_on,
    returnedOn: row.returned_on,
    reportedOn: row.reported_on,
  };

export interface CopyChange {
  lockSystemId: string;
  keySymbol: string;
  copyNumber: number;
  action: KeyRegisterChange['action'];
  actor: string;
  note: string;
  proposedBy: string | null;
  before: KeyCopySnapshot;
  after: KeyCopySnapshot;
}

/**
 * Records a change and the copy as it leaves it; pass the transaction that locked the copy
 * (`lockCopy`), so both land or neither. Answers the change's id.
 */
export async function recordChange(trx: Db, change: CopyChange): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await trx
    .insertInto('key_register_changes')
    .values({
      lock_system_id: change.lockSystemId,
      key_symbol: change.keySymbol,
      copy_number: change.copyNumber,
      action: change.action,
      actor: change.actor,
      at,
      note: change.note,
      proposed_by: change.proposedBy,
      before_json: JSON.stringify(change.before),
      after_json: JSON.stringify(change.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const changeId = Number(id);
  const { after } = change;
  await trx
    .updateTable('key_register_copies')
    .set({
      state: after.state,
      holder_name: after.holder?.name ?? null,
      holder_department: after.holder?.department ?? null,
      holder_employee_id: after.holder?.employeeId ?? null,
      issued_on: after.issuedOn,
      returned_on: after.returnedOn,
      reported_on: after.reportedOn,
      recorded_by: change.actor,
      recorded_at: at,
      ...(change.action === 'handOut' ? { hand_out_id: changeId } : {}),
    })
    .where('lock_system_id', '=', change.lockSystemId)
    .where('key_symbol', '=', change.keySymbol)
    .where('copy_number', '=', change.copyNumber)
    .execute();
  return changeId;
}

const toChange = (row: Selectable<KeyRegisterChangeTable>): KeyRegisterChange => ({
  id: Number(row.id),
  keySymbol: row.key_symbol,
  copyNumber: row.copy_number,
  action: row.action as KeyRegisterChange['action'],
  actor: row.actor,
  at: row.at,
  note: row.note,
  proposedBy: row.proposed_by,
  before: JSON.parse(row.before_json) as KeyCopySnapshot,
  after: JSON.parse(row.after_json) as KeyCopySnapshot,
});

/** The register's changes, newest first, optionally of one key or one copy. */
export async function listChanges(
  db: Db,
  lockSystemId: string,
  filter: { keySymbol?: string; copyNumber?: number } = {},
): Promise<KeyRegisterChange[]> {
  let query = db.selectFrom('key_register_changes').selectAll().where('lock_system_id', '=', lockSystemId);
  if (filter.keySymbol) query = query.where('key_symbol', '=', filter.keySymbol);
  if (filter.copyNumber !== undefined) query = query.where('copy_number', '=', filter.copyNumber);
  return (await query.orderBy('id', 'desc').execute()).map(toChange);
}

export async function findChange(db: Db, lockSystemId: string, id: number): Promise<KeyRegisterChange | undefined> {
  const row = await db
    .selectFrom('key_register_changes')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toChange(row);
}

export async function findKeyPolicy(db: Db, ccid: string): Promise<string | null> {
  const row = await db.selectFrom('key_policies').select('text').where('ccid', '=', ccid).executeTakeFirst();
  return row?.text || null;
}

export async function saveKeyPolicy(db: Db, ccid: string, text: string, actor: string): Promise<void> {
  const values = { text, updated_by: actor, updated_at: new Date().toISOString() };
  // One statement: two first saves at once leave the later one's text, never a duplicate key.
  await db
    .insertInto('key_policies')
    .values({ ccid, ...values })
    .onConflict((conflict) => conflict.column('ccid').doUpdateSet(values))
    .execute();
}
