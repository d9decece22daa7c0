import {
  DEFAULT_LOCALE,
  contactSchema,
  customerSearchText,
  foldForSearch,
  isLocale,
  type Customer,
  type Locale,
  type NewCustomer,
} from '@keyplan/domain';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CustomerTable } from '../db/schema.ts';

const contactsSchema = z.array(contactSchema);

type CustomerRow = Selectable<CustomerTable>;

function toCustomer(row: CustomerRow): Customer {
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
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    createdAt: row.created_at,
  };
}

function toRow(customer: NewCustomer): CustomerRow {
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
    language: customer.language,
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

/** The customers of these ccids, in the order given (a search's page). */
export async function findCustomersInOrder(db: Db, ccids: string[]): Promise<Customer[]> {
  if (ccids.length === 0) return [];
  const rows = await db.selectFrom('customers').selectAll().where('ccid', 'in', ccids).execute();
  const byCcid = new Map(rows.map((row) => [row.ccid, row]));
  return ccids.flatMap((ccid) => {
    const row = byCcid.get(ccid);
    return row ? [toCustomer(row)] : [];
  });
}

/** Changes a customer's language; false when no customer has the ccid. */
export async function updateCustomerLanguage(db: Db, ccid: string, language: Locale): Promise<boolean> {
  const result = await db.updateTable('customers').set({ language }).where('ccid', '=', ccid).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
