import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newCustomerSchema } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../db/database.ts';
import { buildCustomer } from '../../test-support/factories.ts';
import { searchCustomers } from './customer-search.repository.ts';
import { customerSearchThread, type CustomerSearchThread } from './customer-search-thread.ts';
import { insertCustomers } from './customer.repository.ts';

const customer = (index: number, name: string) =>
  newCustomerSchema.parse(buildCustomer({ ccid: String(8_000_000_000 + index), name }));

/** Customer search on a SQLite file runs in a thread of its own (issue 44, decision 0058). */
describe('customer search thread (sqlite file)', () => {
  let folder: string;
  let db: Db;
  let thread: CustomerSearchThread;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'keyplan-search-thread-'));
    const file = join(folder, 'keyplan.sqlite');
    db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    await insertCustomers(
      db,
      Array.from({ length: 30 }, (_, index) => customer(index, `Granite Works ${String(index).padStart(2, '0')}`)),
    );
    thread = customerSearchThread(file);
  });

  afterAll(async () => {
    await thread.close();
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers as the search in the server thread does, several searches at once', async () => {
    const queries = ['granite', 'works 1', 'gr', '', 'nothing here'];
    const answers = await Promise.all(queries.map((query) => thread.search(query, 2, 5)));
    for (const [index, query] of queries.entries())
      expect(answers[index]).toEqual(await searchCustomers(db, query, 2, 5));
    expect(answers[0]!.items.map((found) => found.name)).toEqual([
      'Granite Works 05',
      'Granite Works 06',
      'Granite Works 07',
      'Granite Works 08',
      'Granite Works 09',
    ]);
  });

  it('finds a customer the server wrote a moment ago', async () => {
    await thread.search('granite', 1, 5);
    await insertCustomers(db, [customer(99, 'Basalt Quarry')]);
    expect((await thread.search('basalt', 1, 5)).items.map((found) => found.ccid)).toEqual(['8000000099']);
  });

  it('refuses with the reason when the thread cannot open the database', async () => {
    const broken = customerSearchThread(join(folder, 'missing', 'keyplan.sqlite'));
    await expect(broken.search('granite', 1, 5)).rejects.toThrow(/cannot open database/i);
    await broken.close();
  });

  it('starts a thread again after one ended', async () => {
    await thread.close();
    expect((await thread.search('granite', 1, 1)).total).toBe(30);
  });
});
