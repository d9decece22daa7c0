import { contactSchema, foldForSearch, type Customer, type NewCustomer } from '@keyplan/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
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

function contains(
  eb: ExpressionBuilder<Database, 'customers'>,
  column: 'name_search' | 'city_search' | 'ccid',
  text: string,
) {
  return sql<boolean>`${eb.ref(column)} like ${likePattern(text)} escape '\\'`;
}

/** Postal codes match without case and without their spaces ("g9a5h7" finds "G9A 5H7"). */
function postalCodeContains(eb: ExpressionBuilder<Database, 'customers'>, text: string) {
  const compact = text.replaceAll(' ', '');
  return sql<boolean>`replace(lower(${eb.ref('postal_code')}), ' ', '') like ${likePattern(compact)} escape '\\'`;
}

/**
 * Customers whose ccid holds the query's digits, whose name, city or postal code contains it
 * (accents and case ignored), or whose country it names (a two-letter code), by name; one page of
 * them and the total.
 */
export async function searchCustomers(db: Db, query: string, page: number, pageSize: number) {
  const text = foldForSearch(query.trim());
  let select = db.selectFrom('customers');
  if (text !== '') {
    const isDigits = /^\d+$/.test(text);
    const isCountryCode = /^[a-z]{2}$/.test(text);
    select = select.where((eb) =>
      eb.or([
        contains(eb, 'name_search', text),
        contains(eb, 'city_search', text),
        postalCodeContains(eb, text),
        ...(isDigits ? [contains(eb, 'ccid', text)] : []),
        ...(isCountryCode ? [eb('country', '=', text.toUpperCase())] : []),
      ]),
    );
  }
  const { total } = await select
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await select
    .selectAll()
    .orderBy('name')
    .orderBy('ccid')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toCustomer), total: Number(total), page, pageSize };
}
