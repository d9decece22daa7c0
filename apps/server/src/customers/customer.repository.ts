import {
  contactSchema,
  CUSTOMER_COUNT_CAP,
  customerSearchText,
  foldForSearch,
  type Customer,
  type NewCustomer,
} from '@keyplan/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import type { CustomerTable, Database } from '../db/schema.ts';

const contactsSchema = z.array(contactSchema);

function toCustomer(row: CustomerTable): Customer {
  return {
    ccid: row.ccid,
    name: row.name,
    address: {
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      country: row.country,
    },
    salesArea: row.sales_area,
    contacts: contactsSchema.parse(JSON.parse(row.contacts_json)),
    createdAt: row.created_at,
  };
}

function toRow(customer: NewCustomer): CustomerTable {
  return {
    ccid: customer.ccid,
    name: customer.name,
    name_search: foldForSearch(customer.name),
    street: customer.address.street,
    city: customer.address.city,
    city_search: foldForSearch(customer.address.city),
    region: customer.address.region,
    postal_code: customer.address.postalCode,
    country: customer.address.country,
    sales_area: customer.salesArea,
    contacts_json: JSON.stringify(customer.contacts),
    created_at: new Date().toISOString(),
    search_text: customerSearchText({
      ccid: customer.ccid,
      name: customer.name,
      city: customer.address.city,
      postalCode: customer.address.postalCode,
    }),
  };
}

export async function insertCustomers(db: Db, customers: NewCustomer[]): Promise<void> {
  if (customers.length === 0) return;
  await db.insertInto('customers').values(customers.map(toRow)).execute();
}

/** Inserts one customer; false when the ccid is taken (nothing written). */
export async function insertCustomer(db: Db, customer: NewCustomer): Promise<Customer | undefined> {
  const row = toRow(customer);
  const result = await db
    .insertInto('customers')
    .values(row)
    .onConflict((conflict) => conflict.column('ccid').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? toCustomer(row) : undefined;
}

export async function findCustomer(db: Db, ccid: string): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('ccid', '=', ccid).executeTakeFirst();
  return row ? toCustomer(row) : undefined;
}

/** Whether the customer table holds anyone (the demo customers go only into an empty one). */
export async function hasCustomers(db: Db): Promise<boolean> {
  return (await db.selectFrom('customers').select('ccid').limit(1).executeTakeFirst()) !== undefined;
}

/** `%` and `_` typed by a person are literal, not wildcards (the same ESCAPE on both dialects). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GLOB's wildcards typed by a person are literal (`[*]`): FTS5 answers GLOB from its index, LIKE … ESCAPE not. */
function globPattern(text: string): string {
  return `*${text.replace(/[*?[]/g, (character) => `[${character}]`)}*`;
}

/** The least text after every text starting with `prefix`: `prefix` ≤ x < it. */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

type Match = Expression<SqlBool>;
type Customers = ExpressionBuilder<Database, 'customers'>;

/** A query shorter than a trigram: names and cities that start with it (btree ranges), or the country it names. */
function startsWith(eb: Customers, text: string): Match {
  const range = (column: 'name_search' | 'city_search') =>
    eb.and([eb(column, '>=', text), eb(column, '<', afterPrefix(text))]);
  return eb.or([
    range('name_search'),
    range('city_search'),
    ...(/^[a-z]{2}$/.test(text) ? [eb('country', '=', text.toUpperCase())] : []),
  ]);
}

/** Contains, answered by the trigram index: pg_trgm's GIN index, or SQLite's FTS5 table. */
function containsIndexed(db: Db, eb: Customers, text: string): Match {
  if (isPostgres(db)) return sql<SqlBool>`${eb.ref('search_text')} like ${likePattern(text)} escape '\\'`;
  return sql<SqlBool>`customers.rowid in (select rowid from customers_fts where search_text glob ${globPattern(text)})`;
}

/** Contains, checked row by row (while walking the name order). */
const containsScanned = (eb: Customers, text: string): Match =>
  sql<SqlBool>`${eb.ref('search_text')} like ${likePattern(text)} escape '\\'`;

/** Shorter than this, a query matches what starts with it; from it on, what contains it anywhere. */
const TRIGRAM = 3;

/** The customers a (folded) query matches, by the indexes: the whole table for an empty one. */
const indexedMatch =
  (db: Db, text: string) =>
  (eb: Customers): Match =>
    text === '' ? sql<SqlBool>`1 = 1` : text.length < TRIGRAM ? startsWith(eb, text) : containsIndexed(db, eb, text);

/** The ccids of the customers a query matches, as the search counts them (its plan is what the index test reads). */
export function customerMatches(db: Db, query: string) {
  return db
    .selectFrom('customers')
    .select('ccid')
    .where(indexedMatch(db, foldForSearch(query.trim())));
}

/**
 * Customers whose name, city, postal code or ccid contains the query (accents, case, hyphens,
 * apostrophes and spaces folded away), by name; a query of one or two characters finds names and
 * cities that start with it and the country its two letters name (issue 44, decision 0058). One
 * page of them and their number, counted up to CUSTOMER_COUNT_CAP. A few matches are found by the
 * trigram index and sorted; many are found walking the name order, whose first pages come at once.
 */
export async function searchCustomers(db: Db, query: string, page: number, pageSize: number) {
  const text = foldForSearch(query.trim());
  const short = text.length < TRIGRAM;
  const indexed = indexedMatch(db, text);
  const { total } = await db
    .selectFrom(
      customerMatches(db, query)
        .limit(CUSTOMER_COUNT_CAP + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const capped = Number(total) > CUSTOMER_COUNT_CAP;
  const rows = await db
    .selectFrom('customers')
    .selectAll()
    .where(capped && !short ? (eb) => containsScanned(eb, text) : indexed)
    .orderBy('name')
    .orderBy('ccid')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: rows.map(toCustomer),
    total: Math.min(Number(total), CUSTOMER_COUNT_CAP),
    ...(capped ? { totalCapped: true } : {}),
    page,
    pageSize,
  };
}
