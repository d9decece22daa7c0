import type { Insertable, Kysely } from 'kysely';
import type { Database, KeyCodeCellTable } from '../db/schema.ts';

type Executor = Kysely<Database>;

/** A recorded key cell of a bucket (decision 0059). */
export interface RecordedCell {
  cell: string;
  kind: KeyCodeCellTable['kind'];
  orderLockSystemId: string | null;
  full: boolean;
}

/** Every cell recorded in the bucket, oldest first. */
export async function listCells(db: Executor, bucketType: string): Promise<RecordedCell[]> {
  const rows = await db
    .selectFrom('key_code_cells')
    .select(['cell', 'kind', 'order_lock_system_id', 'full'])
    .where('bucket_type', '=', bucketType)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    cell: row.cell,
    kind: row.kind,
    orderLockSystemId: row.order_lock_system_id,
    full: Number(row.full) === 1,
  }));
}

/** Records a cell (under the bucket's lock: the caller checked it overlaps no recorded cell). */
export async function insertCell(db: Executor, row: Insertable<KeyCodeCellTable>): Promise<void> {
  await db.insertInto('key_code_cells').values(row).execute();
}

/** Marks a random cell as having no bitting left. */
export async function markCellFull(db: Executor, bucketType: string, cell: string): Promise<void> {
  await db
    .updateTable('key_code_cells')
    .set({ full: 1 })
    .where('bucket_type', '=', bucketType)
    .where('cell', '=', cell)
    .execute();
}
