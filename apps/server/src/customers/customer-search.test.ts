import { CUSTOMER_COUNT_CAP, newCustomerSchema } from '@keyplan/domain';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../test/factories.ts';
import { DATABASE_KINDS } from '../test/test-database.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { customerMatches, insertCustomers, searchCustomers } from './customer.repository.ts';

const MANY = CUSTOMER_COUNT_CAP + 200;

/**
 * Customer search at scale (issue 44, decision 0058): the query is answered by an index, the count
 * stops at CUSTOMER_COUNT_CAP, and many matches still come in name order.
 */
describe.each(DATABASE_KINDS)('customer search at scale (%s)', (database) => {
  const api = useTestApp({ database });

  const seed = async () => {
    const customers = Array.from({ length: MANY }, (_, index) =>
      newCustomerSchema.parse(
        buildCustomer({
          ccid: String(7_000_000_000 + index),
          // Names out of ccid order, so that the name order is the search's own.
          name: `Zebra Works ${String((index * 7919) % MANY).padStart(4, '0')}`,
          address: { street: '1 Way', city: 'Quelpart', region: '', postalCode: 'K1A 0B1', country: 'NZ' },
        }),
      ),
    );
    for (let start = 0; start < customers.length; start += 200)
      await insertCustomers(api.db, customers.slice(start, start + 200));
  };

  it('counts up to the cap and still pages many matches in name order', async () => {
    await seed();
    const first = await searchCustomers(api.db, 'zebra works', 1, 20);
    expect(first.total).toBe(CUSTOMER_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.items.map((customer) => customer.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Zebra Works ${String(index).padStart(4, '0')}`),
    );
    // A few matches: counted exactly, found by the index.
    const few = await searchCustomers(api.db, 'zebraworks 119', 1, 20);
    expect(few.totalCapped).toBeUndefined();
    expect(few.items.map((customer) => customer.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Zebra Works 119${index}`),
    );
    // The postal code and the ccid are searched too, folded as the query is.
    expect((await searchCustomers(api.db, 'k1a0b', 1, 5)).totalCapped).toBe(true);
    expect((await searchCustomers(api.db, '7000000123', 1, 5)).items.map((customer) => customer.ccid)).toEqual([
      '7000000123',
    ]);
  });

  it('finds what starts with a query of one or two characters, and a country by its code', async () => {
    const page = await searchCustomers(api.db, 'qu', 1, 5);
    expect(page.items.every((customer) => customer.address.city === 'Quelpart')).toBe(true);
    expect((await searchCustomers(api.db, 'nz', 1, 5)).totalCapped).toBe(true);
    // "el" is inside "Quelpart" but starts no name or city.
    expect(
      (await searchCustomers(api.db, 'el', 1, 100)).items.some((customer) => customer.address.city === 'Quelpart'),
    ).toBe(false);
  });

  it('answers a query of three characters or more from the trigram index', async () => {
    const { sql, parameters } = customerMatches(api.db, 'zebra').compile();
    if (database === 'postgres') {
      // The plan with sequential scans priced out (on one connection): the query's shape is one the GIN index answers.
      const plan = await api.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
        return trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${sql}`, [...parameters]));
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('customers_search_trgm');
    } else {
      const plan = await api.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/customers_fts VIRTUAL TABLE INDEX/);
    }
  });
});
