import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { createDatabase, migrateToLatest, whileStarting } from './database.ts';

if (!TEST_DATABASE_URL) console.warn('SKIPPED: instances starting together need PostgreSQL (set TEST_DATABASE_URL).');

describe.skipIf(!TEST_DATABASE_URL)('instances starting together on an empty PostgreSQL database', () => {
  it('all come up: one migrates and seeds while the others wait, then find nothing to do', async () => {
    const database = await createTestDatabase('postgres');
    const instances = [0, 1, 2].map(() => createDatabase(database.config));
    try {
      await Promise.all(
        instances.map((db) =>
          whileStarting(db, async (connection) => {
            await migrateToLatest(connection);
            await seedDatabase(connection, { demoCustomers: true });
          }),
        ),
      );
      const [db] = instances;
      const colors = await db!
        .selectFrom('lookup_items')
        .select('item_id')
        .where('lookup_name', '=', 'colors')
        .execute();
      expect(colors.length).toBeGreaterThan(0);
      expect(new Set(colors.map((row) => row.item_id)).size).toBe(colors.length);
      const customers = await db!.selectFrom('customers').select('ccid').execute();
      expect(new Set(customers.map((row) => row.ccid)).size).toBe(customers.length);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.dispose();
    }
  });
});
