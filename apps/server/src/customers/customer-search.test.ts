import { CUSTOMER_COUNT_CAP, newCustomerSchema } from '@keyplan/domain';
import { CompiledQuery, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { indexedMatches, pageInNameOrder, searchCustomers } from './customer-search.repository.ts';
import { insertCustomers } from './customer.repository.ts';

const MANY = CUSTOMER_COUNT_CAP + 200;

/** A query plan, thrown to roll back the transaction it was read in. */
class Plan extends Error {}

const customer = (index: number, name: string, city = 'Quelpart') =>
  newCustomerSchema.parse(
    buildCustomer({
      ccid: String(7_000_000_000 + index),
      name,
      address: { street: '1 Way', city, region: '', postalCode: 'K1A 0B1', country: 'NZ' },
    }),
  );

/**
 * Customer search at scale (issue 44, decision 0058): the query is answered by an index, the count
 * stops at CUSTOMER_COUNT_CAP, and many matches still come in name order, whichever way the page
 * is found (a rare text from the trigram index, a common one walking the name order).
 */
describe.each(DATABASE_KINDS)('customer search at scale (%s)', (database) => {
  const api = useTestApp({ database });

  const seed = async () => {
    // Names out of ccid order, so that the name order is the search's own.
    const customers = Array.from({ length: MANY }, (_, index) =>
      customer(index, `Zebra Works ${String((index * 7919) % MANY).padStart(4, '0')}`),
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

  it("finds a rare text's many matches from the trigram index, still in name order and counted to the cap", async () => {
    // 300 others written first: a sample of the first 200 rows holds no "yak", so it is rare there.
    await insertCustomers(
      api.db,
      Array.from({ length: 300 }, (_, index) => customer(20_000 + index, `Other ${index}`, 'Elmwood')),
    );
    await insertCustomers(
      api.db,
      Array.from({ length: 1_050 }, (_, index) =>
        customer(30_000 + index, `Yak Farm ${String(1_049 - index).padStart(4, '0')}`),
      ),
    );
    const page = await searchCustomers(api.db, 'yak farm', 2, 10, { sampleRows: 200 });
    expect(page.totalCapped).toBe(true);
    expect(page.items.map((found) => found.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Yak Farm ${String(10 + index).padStart(4, '0')}`),
    );
    // The same text judged common (the whole table sampled) walks the name order to the same page.
    expect(await searchCustomers(api.db, 'yak farm', 2, 10)).toEqual(page);
    // Two letters that start a city, found by the btree ranges when rare and by the walk when common.
    const rare = await searchCustomers(api.db, 'el', 1, 400, { sampleRows: 100_000 });
    expect(rare.total).toBe(300);
    const common = await searchCustomers(api.db, 'el', 1, 400, { sampleRows: 200 });
    expect(common).toEqual(rare);
  });

  it('answers a rare text from the trigram index and walks the name order on the index alone', async () => {
    const explain = async (query: RawBuilder<unknown>, hidden?: string) => {
      const { sql, parameters } = query.compile(api.db);
      if (database === 'sqlite') {
        const plan = await api.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
        );
        return plan.rows.map((row) => row.detail).join('\n');
      }
      // The plan with sequential scans priced out, on one connection, rolled back: the query's shape
      // is one the index answers. At a few thousand rows PostgreSQL would rather read the whole
      // (small) name order index than the trigram index: it is dropped there for the question.
      return api.db
        .transaction()
        .execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
          if (hidden) await trx.executeQuery(CompiledQuery.raw(`drop index ${hidden}`));
          const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${sql}`, [...parameters]),
          );
          throw new Plan(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
        })
        .catch((error: unknown) => {
          if (error instanceof Plan) return error.message;
          throw error;
        });
    };
    const rare = await explain(indexedMatches(api.db, 'zebraworks0119'), 'customers_name_order');
    expect(rare).toMatch(database === 'sqlite' ? /customers_fts VIRTUAL TABLE INDEX/ : /customers_search_trgm/);
    for (const text of ['zebra', 'qu', '']) {
      const walk = await explain(pageInNameOrder(api.db, text, 0, 20));
      expect(walk).toMatch(
        database === 'sqlite'
          ? /SCAN customers USING COVERING INDEX customers_name_order/
          : /Index Only Scan using customers_name_order/,
      );
    }
  });
});
