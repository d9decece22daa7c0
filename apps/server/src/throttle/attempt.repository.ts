import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BigIntColumn, Flag } from '../db/schema.ts';

/**
 * The tables throttles keep their attempts in (decisions 0011 and 0031), and how each records one:
 * - `review_attempts`: one row per attempt, naming its order and address (its keys together must
 *   name both); a success is marked (`succeeded`), so the day's log keeps it, and it no longer
 *   counts as a failure.
 * - `sign_in_failures`: one row per key (`account:…`, `address:…`); a success is deleted.
 */
const TABLES = {
  review_attempts: { rowPerKey: false, succeededFlag: true },
  sign_in_failures: { rowPerKey: true, succeededFlag: false },
} as const;

export type AttemptTable = keyof typeof TABLES;

/** What selects a throttle's attempts in its table: column values, all of which a row must have. */
interface AttemptKeys {
  review_attempts: { order_id?: string; ip?: string };
  sign_in_failures: { key: string };
}
export type AttemptKey<T extends AttemptTable> = AttemptKeys[T];

/** An attempt as recorded: its rows (one, or one per key) with the values each was written with. */
export interface RecordedAttempt<T extends AttemptTable> {
  table: T;
  rows: { id: number; values: Readonly<Record<string, string>> }[];
}

/**
 * Either table, seen as one with the columns of both, so that one set of queries reads and writes
 * either: `from` names the real table. Only the columns of the table at hand are ever named: the
 * rows come from `TABLES` and the keys from `AttemptKeys`, which name no other.
 */
type OptionalText = ColumnType<string, string | undefined, string>;
interface AttemptRow {
  id: Generated<number>;
  at: BigIntColumn;
  key: OptionalText;
  order_id: OptionalText;
  ip: OptionalText;
  succeeded: ColumnType<Flag, Flag | undefined, Flag>;
}
const view = (db: Db) => db as unknown as Kysely<{ attempts: AttemptRow }>;
const from = (table: AttemptTable) => table as unknown as 'attempts';

const entriesOf = (key: object) =>
  Object.entries(key).filter((entry): entry is [keyof AttemptRow & string, string] => entry[1] !== undefined);

/**
 * Records an attempt under its keys at `at`, as a failure until it is known to succeed, and
 * forgets attempts at or before `forgetUntil`.
 */
export async function insertAttempt<T extends AttemptTable>(
  db: Db,
  table: T,
  keys: readonly AttemptKey<T>[],
  at: number,
  forgetUntil: number,
): Promise<RecordedAttempt<T>> {
  const { rowPerKey, succeededFlag } = TABLES[table];
  await view(db).deleteFrom(from(table)).where('at', '<=', forgetUntil).execute();
  const rows = (rowPerKey ? keys : [Object.assign({}, ...keys) as AttemptKey<T>]).map((key) =>
    Object.fromEntries(entriesOf(key)),
  );
  const inserted = await view(db)
    .insertInto(from(table))
    .values(rows.map((values) => ({ ...values, at, ...(succeededFlag ? { succeeded: 0 } : {}) })))
    .returning('id')
    .execute();
  return { table, rows: inserted.map((row, index) => ({ id: Number(row.id), values: rows[index]! })) };
}

/**
 * Times (epoch ms, oldest first) of the failures (failed or still undecided attempts) under a key
 * since `since`; with `attempt`, only those recorded before the attempt's row under that key.
 */
export async function findFailures<T extends AttemptTable>(
  db: Db,
  table: T,
  key: AttemptKey<T>,
  since: number,
  attempt?: RecordedAttempt<T>,
): Promise<number[]> {
  const conditions = entriesOf(key);
  let query = view(db).selectFrom(from(table)).select('at').where('at', '>', since);
  for (const [column, value] of conditions) query = query.where(column, '=', value);
  if (TABLES[table].succeededFlag) query = query.where('succeeded', '=', 0);
  if (attempt) {
    const row = attempt.rows.find((entry) => conditions.every(([column, value]) => entry.values[column] === value));
    if (!row) throw new Error(`The attempt was not recorded under ${JSON.stringify(key)}.`);
    query = query.where('id', '<', row.id);
  }
  const rows = await query.orderBy('at').limit(1000).execute();
  return rows.map((row) => Number(row.at));
}

/** An attempt succeeded: it is no failure (marked so, or forgotten, as its table keeps successes). */
export async function markSucceeded(db: Db, attempt: RecordedAttempt<AttemptTable>): Promise<void> {
  const ids = attempt.rows.map((row) => row.id);
  if (ids.length === 0) return;
  if (TABLES[attempt.table].succeededFlag)
    await view(db).updateTable(from(attempt.table)).set({ succeeded: 1 }).where('id', 'in', ids).execute();
  else await deleteAttempt(db, attempt);
}

/** Forgets an attempt refused unheard (while blocked), so that retrying does not extend the block. */
export async function deleteAttempt(db: Db, attempt: RecordedAttempt<AttemptTable>): Promise<void> {
  const ids = attempt.rows.map((row) => row.id);
  if (ids.length > 0) await view(db).deleteFrom(from(attempt.table)).where('id', 'in', ids).execute();
}

/** Forgets every attempt under a key (an account that is unlocked). */
export async function deleteKey<T extends AttemptTable>(db: Db, table: T, key: AttemptKey<T>): Promise<void> {
  let query = view(db).deleteFrom(from(table));
  for (const [column, value] of entriesOf(key)) query = query.where(column, '=', value);
  await query.execute();
}
