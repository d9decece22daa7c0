import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * The embedded sign-in's wrong passwords live in the database (issue 31, decision 0031), so that
 * every instance over one database counts the same failures: `key` is `account:<name>` or
 * `address:<ip>`, `at` epoch milliseconds.
 */
export const signInFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('key', 'varchar(400)', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sign_in_failures_key').on('sign_in_failures').columns(['key', 'at']).execute();
    await db.schema.createIndex('sign_in_failures_at').on('sign_in_failures').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
