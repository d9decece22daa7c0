import { CUSTOMER_COUNT_CAP, foldForSearch, SEARCH_TEXT_SEPARATOR, type CustomerPage } from '@keyplan/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { findCustomersInOrder } from './customer.repository.ts';

/**
 * Customer search at a million customers (issue 44, decision 0058). A query of three characters or
 * more matches what contains it (the trigram index: pg_trgm's GIN index, or SQLite's FTS5 table);
 * a shorter one what starts with it, and the country its two letters name. Matches come in name
 * order, counted up to CUSTOMER_COUNT_CAP. Two ways to a page:
 * - **few matches** (a rare text): all of them from the trigram index, counted and sorted, the page
 *   taken from the sorted matches;
 * - **many** (a common text, a short one, none): walking the (name, ccid) index, which carries the
 *   search text, and checking each entry, so the first pages come after a few entries; the count
 *   stops at the cap.
 * Which is which is judged from a sample: the rows first written (SEARCH_TUNING.sampleRows).
 */

/** How a search judges a text common (tests make the sample small). */
export interface SearchTuning {
  /** Rows read in the order they were written, to judge how common a text is. */
  sampleRows: number;
}

const SEARCH_TUNING: SearchTuning = { sampleRows: 20_000 };

/** A text found in at least this share of the sample is common: its page is found walking the name order. */
const COMMON_SHARE = 0.02;

/** Shorter than this, a query matches what starts with it; from it on, what contains it anywhere. */
const TRIGRAM = 3;

/** `%` and `_` typed by a person are literal, not wildcards (the same ESCAPE on both dialects). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** GLOB's wildcards typed by a person are literal (`[*]`): FTS5 answers GLOB from its index, LIKE … ESCAPE not. */
const globPattern = (text: string) => `*${text.replace(/[*?[]/g, (character) => `[${character}]`)}*`;

/** The least text after every text starting with `prefix`: `prefix` ≤ x < it. */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

/** Contains, checked on a search text at hand (an index entry, a row). */
const contains = (text: string, column = 'search_text') =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** The country two letters name, if they are letters. */
const country = (text: string) => (/^[a-z]{2}$/.test(text) ? sql` or country = ${text.toUpperCase()}` : sql``);

/**
 * Starts with, checked on an entry of the name order index (its search text and country): the
 * name is the search text's first field, the city its second (after the first separator).
 */
function startsWithOnEntry(db: Db, text: string): RawBuilder<boolean> {
  const position = (needle: RawBuilder<unknown>) =>
    isPostgres(db) ? sql`strpos(search_text, ${needle})` : sql`instr(search_text, ${needle})`;
  const cityStart = sql`${position(sql`${SEARCH_TEXT_SEPARATOR + text}`)} = ${position(sql`${SEARCH_TEXT_SEPARATOR}`)}`;
  return sql<boolean>`(search_text like ${`${escapeLike(text)}%`} escape '\\' or ${cityStart}${country(text)})`;
}

/** What a (folded) query matches, checked entry by entry in the name order: everyone for an empty one. */
const matchOnEntry = (db: Db, text: string) =>
  text === '' ? sql<boolean>`1 = 1` : text.length < TRIGRAM ? startsWithOnEntry(db, text) : contains(text);

/** Starts with, from btree ranges on the folded name and city, or the country two letters name. */
function startsWithIndexed(text: string): RawBuilder<boolean> {
  const range = (column: string) => sql`(${sql.ref(column)} >= ${text} and ${sql.ref(column)} < ${afterPrefix(text)})`;
  return sql<boolean>`(${range('name_search')} or ${range('city_search')}${country(text)})`;
}

/** The ccid and name of every customer a (folded, non-empty) query matches, from the indexes. */
export function indexedMatches(db: Db, text: string): RawBuilder<{ ccid: string; name: string }> {
  if (text.length < TRIGRAM) return sql`select ccid, name from customers where ${startsWithIndexed(text)}`;
  return isPostgres(db)
    ? sql`select ccid, name from customers where ${contains(text)}`
    : sql`select customers.ccid, customers.name from customers_fts join customers on customers.rowid = customers_fts.rowid
          where customers_fts.search_text match ${coveringTrigrams(text)} and ${contains(text, 'customers.search_text')}`;
}

/**
 * An FTS5 query for trigrams that cover `text` end to end (every third one and the last): the rows
 * holding them all, a few more than hold `text` (checked after). FTS5's GLOB would read every
 * trigram's list and check each candidate against the table itself: several times slower.
 */
function coveringTrigrams(text: string): string {
  const characters = Array.from(text);
  const starts = new Set<number>([characters.length - TRIGRAM]);
  for (let start = 0; start + TRIGRAM <= characters.length; start += TRIGRAM) starts.add(start);
  return [...starts]
    .map(
      (start) =>
        `"${characters
          .slice(start, start + TRIGRAM)
          .join('')
          .replaceAll('"', '""')}"`,
    )
    .join(' AND ');
}

/** Whether `text` is common: in the sample's share, or beyond the cap in a table smaller than the sample. */
async function isCommon(db: Db, text: string, { sampleRows }: SearchTuning): Promise<boolean> {
  if (text === '') return true;
  const firstWritten = isPostgres(db)
    ? sql`select search_text, country from customers limit ${sampleRows}`
    : sql`select search_text, country from customers not indexed limit ${sampleRows}`;
  const { scanned, hits } = (
    await sql<{ scanned: number | string; hits: number | string | null }>`select count(*) as scanned,
      sum(case when ${matchOnEntry(db, text)} then 1 else 0 end) as hits from (${firstWritten}) as sample`.execute(db)
  ).rows[0]!;
  return Number(scanned) < sampleRows
    ? Number(hits ?? 0) > CUSTOMER_COUNT_CAP
    : Number(hits ?? 0) >= Number(scanned) * COMMON_SHARE;
}

interface Found {
  ccids: string[];
  /** Matches, counted exactly or up to one past the cap. */
  total: number;
}

/** A rare text: every match from the trigram index, counted and sorted once. */
async function fewMatches(db: Db, text: string, offset: number, limit: number): Promise<Found> {
  const { rows } = await sql<{
    ccid: string;
    total: number | string;
  }>`with matches as materialized (${indexedMatches(db, text)})
    select ccid, (select count(*) from matches) as total from matches order by name, ccid limit ${limit} offset ${offset}`.execute(
    db,
  );
  if (rows.length > 0) return { ccids: rows.map((row) => row.ccid), total: Number(rows[0]!.total) };
  const counted = await sql<{
    total: number | string;
  }>`select count(*) as total from (${indexedMatches(db, text)}) as matches`.execute(db);
  return { ccids: [], total: Number(counted.rows[0]!.total) };
}

/** Matches counted up to one past the cap: from the trigram index (which stops early), or in the name order. */
async function countUpToCap(db: Db, text: string): Promise<number> {
  const matches =
    text.length < TRIGRAM
      ? sql`select 1 from customers where ${text === '' ? sql`1 = 1` : startsWithIndexed(text)}`
      : isPostgres(db)
        ? sql`select 1 from customers where ${contains(text)}`
        : sql`select rowid from customers_fts where search_text glob ${globPattern(text)}`;
  const { rows } = await sql<{
    total: number | string;
  }>`select count(*) as total from (${matches} limit ${CUSTOMER_COUNT_CAP + 1}) as matches`.execute(db);
  return Number(rows[0]!.total);
}

/** The ccids of a page of a (folded) query's matches, walking the (name, ccid) index and checking each entry. */
export const pageInNameOrder = (db: Db, text: string, offset: number, limit: number) =>
  sql<{
    ccid: string;
  }>`select ccid from customers where ${matchOnEntry(db, text)} order by name, ccid limit ${limit} offset ${offset}`;

/** A common, short or empty text: the page found walking the name order, the count stopped at the cap. */
async function manyMatches(db: Db, text: string, offset: number, limit: number): Promise<Found> {
  const [total, { rows }] = await Promise.all([
    countUpToCap(db, text),
    pageInNameOrder(db, text, offset, limit).execute(db),
  ]);
  return { ccids: rows.map((row) => row.ccid), total };
}

/**
 * One page of the customers whose name, city, postal code or ccid contains the query (accents,
 * case, hyphens, apostrophes and spaces folded away), by name; a query of one or two characters
 * finds names and cities that start with it and the country its two letters name.
 */
export async function searchCustomers(
  db: Db,
  query: string,
  page: number,
  pageSize: number,
  tuning: SearchTuning = SEARCH_TUNING,
): Promise<CustomerPage> {
  const text = foldForSearch(query.trim());
  const offset = (page - 1) * pageSize;
  const rare = !(await isCommon(db, text, tuning));
  const { ccids, total } = await (rare ? fewMatches : manyMatches)(db, text, offset, pageSize);
  return {
    items: await findCustomersInOrder(db, ccids),
    total: Math.min(total, CUSTOMER_COUNT_CAP),
    ...(total > CUSTOMER_COUNT_CAP ? { totalCapped: true } : {}),
    page,
    pageSize,
  };
}
