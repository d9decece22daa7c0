import { CompiledQuery, sql, type Kysely } from 'kysely';
import { chunks } from '../db/chunks.ts';
import { copyRows } from '../db/copy-from.ts';
import { isPostgres, isUniqueViolation } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { NewKeyCodeRow } from './key-code.repository.ts';

type Executor = Kysely<Database>;

const CODE_COLUMNS = [
  'bucket_type',
  'bitting',
  'blind_code',
  'ccid',
  'order_lock_system_id',
  'node_kind',
  'node_id',
  'set_number',
  'lock_number',
  'key_symbol',
  'source',
  'issued_by',
  'issued_at',
] as const satisfies readonly (keyof NewKeyCodeRow)[];

/**
 * Inserts codes, skipping any that would break a unique constraint (a bitting issued before, or
 * a blind code in use). Answers the bittings that went in; the caller issues others for the rest.
 * Inside the caller's transaction. PostgreSQL takes them by COPY, SQLite as multi-row inserts in
 * chunks (`ON CONFLICT DO NOTHING`); the service tests run both.
 */
export async function insertCodes(trx: Executor, rows: readonly NewKeyCodeRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  return isPostgres(trx) ? insertCodesPostgres(trx, rows) : insertCodesSqlite(trx, rows);
}

/**
 * PostgreSQL: a plain COPY first, in a savepoint, where a conflict is rare (the bittings were found
 * free under the bucket's lock; a new blind code meets one in use with odds of the codes issued in
 * 27 billion). COPY parses rows as plain text and skips the unique checks `ON CONFLICT` makes before
 * each row: together half the time a 99,000-code chart spent inserting (issue 44, decision 0064).
 * Only when a row does conflict is the insert redone, as one JSON parameter with `ON CONFLICT DO NOTHING`.
 */
async function insertCodesPostgres(trx: Executor, rows: readonly NewKeyCodeRow[]): Promise<Set<string>> {
  await sql`savepoint insert_codes`.execute(trx);
  try {
    await copyRows(trx, 'key_codes', CODE_COLUMNS, rows);
    await sql`release savepoint insert_codes`.execute(trx);
    return new Set(rows.map((row) => row.bitting));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await sql`rollback to savepoint insert_codes`.execute(trx);
  }
  const columns = sql.join(CODE_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<{
    bitting: string;
  }>`insert into key_codes (${columns}) select ${columns} from json_populate_recordset(null::key_codes, ${JSON.stringify(rows)}) on conflict do nothing returning bitting`.execute(
    trx,
  );
  return new Set(result.rows.map((row) => row.bitting));
}

/**
 * SQLite: multi-row inserts in chunks, `ON CONFLICT DO NOTHING`, answering only how many rows went
 * in: `RETURNING` made a row for each code, a sixth of the time 99,000 codes took (issue 44). When
 * fewer went in than were given, the chunk's rows are looked up by blind code (unique): a row went in
 * when its blind code is in the registry with its bitting and node.
 */
async function insertCodesSqlite(trx: Executor, rows: readonly NewKeyCodeRow[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const chunk of chunks(rows)) {
    const parameters: unknown[] = [];
    for (const row of chunk) for (const column of CODE_COLUMNS) parameters.push(row[column] ?? null);
    const result = await trx.executeQuery(CompiledQuery.raw(sqliteInsertCodes(chunk.length), parameters));
    if (Number(result.numAffectedRows ?? 0) === chunk.length) {
      for (const row of chunk) inserted.add(row.bitting);
      continue;
    }
    const stored = await trx
      .selectFrom('key_codes')
      .select(['blind_code', 'bitting', 'node_id'])
      .where(
        'blind_code',
        'in',
        chunk.map((row) => row.blind_code),
      )
      .execute();
    const given = new Map(chunk.map((row) => [row.blind_code, row]));
    for (const row of stored) {
      const mine = given.get(row.blind_code);
      if (mine && mine.bitting === row.bitting && mine.node_id === row.node_id) inserted.add(row.bitting);
    }
  }
  return inserted;
}

/** The insert text made last: every chunk but the last of a big insert has the same count. */
let sqliteInsertText = { count: 0, text: '' };

/**
 * SQLite's insert of `count` codes as {@link insertCodes} sends it, its text made once per count
 * (issue 44): the query builder built and compiled the 6,500 values of each chunk anew, a quarter
 * of the time charting a 99,000-lock site spent inserting its codes.
 */
function sqliteInsertCodes(count: number): string {
  if (sqliteInsertText.count !== count) {
    const row = `(${CODE_COLUMNS.map(() => '?').join(', ')})`;
    const text =
      `insert into "key_codes" (${CODE_COLUMNS.map((column) => `"${column}"`).join(', ')}) ` +
      `values ${Array.from({ length: count }, () => row).join(', ')} on conflict do nothing`;
    sqliteInsertText = { count, text };
  }
  return sqliteInsertText.text;
}
