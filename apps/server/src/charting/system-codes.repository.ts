import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nextTurn } from '../rendering/event-loop-turn.ts';
import type { KeyCodeRow } from './key-code.repository.ts';

type Executor = Kysely<Database>;

/** Rows of a long read per query (see {@link listSystemCodes}). */
export const CODE_PAGE = 1_000;

/** The columns a key chart is built from: a code's place, its symbol, blind code and bitting. */
const CHART_CODE_COLUMNS = [
  'id',
  'node_kind',
  'node_id',
  'set_number',
  'lock_number',
  'key_symbol',
  'blind_code',
  'bitting',
] as const satisfies readonly (keyof KeyCodeRow)[];

/** A registry row as a key chart (and key control) reads it: {@link CHART_CODE_COLUMNS}. */
export type ChartCodeRow = Pick<KeyCodeRow, (typeof CHART_CODE_COLUMNS)[number]>;

/**
 * Every code issued to a lock system, oldest first. Read a page at a time with a turn of the
 * event loop between pages (issue 32): better-sqlite3 runs a query synchronously, and the 10,000
 * codes of a big system read at once held every other request for the whole read.
 */
export const listSystemCodes = (db: Executor, orderLockSystemId: string): Promise<KeyCodeRow[]> =>
  systemCodePages(db, orderLockSystemId, (query) => query.selectAll());

/**
 * A lock system's codes as {@link listSystemCodes} reads them, with the chart's columns only
 * (issue 44): half the columns, half the time, for the 99,000 codes of a big site's chart and files.
 */
export const listSystemChartCodes = (db: Executor, orderLockSystemId: string): Promise<ChartCodeRow[]> =>
  systemCodePages(db, orderLockSystemId, (query) => query.select(CHART_CODE_COLUMNS));

/**
 * The pages of a system's codes, each page selected by `select`, oldest first (see {@link
 * listSystemCodes}). PostgreSQL reads them in one query: its driver is asynchronous, so a long read
 * holds no other request, and each page found the system's codes again and sorted them to skip the
 * pages before (99 pages of a 99,000-lock site took 3 s; issue 44).
 */
async function systemCodePages<Row extends { id: number }>(
  db: Executor,
  orderLockSystemId: string,
  select: (query: SelectQueryBuilder<Database, 'key_codes', object>) => SelectQueryBuilder<Database, 'key_codes', Row>,
): Promise<Row[]> {
  if (isPostgres(db))
    return select(db.selectFrom('key_codes'))
      .where('order_lock_system_id', '=', orderLockSystemId)
      .orderBy('id')
      .execute();
  const codes: Row[] = [];
  for (;;) {
    const after = codes.at(-1)?.id;
    const page = await select(db.selectFrom('key_codes'))
      .where('order_lock_system_id', '=', orderLockSystemId)
      .$if(after !== undefined, (query) => query.where('id', '>', after!))
      .orderBy('id')
      .limit(CODE_PAGE)
      .execute();
    for (const code of page) codes.push(code);
    if (page.length < CODE_PAGE) return codes;
    await nextTurn();
  }
}
