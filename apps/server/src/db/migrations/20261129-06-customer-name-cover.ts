import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Customer search walks the name order reading the search text from the index alone (issue 44,
 * decision 0058): the (name, ccid) index carries `search_text` and `country` — INCLUDE on
 * PostgreSQL, more columns on SQLite — so that the first page of a common word, or of two letters,
 * is found without reading a row per entry.
 */
export const customerNameCover: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('customers_name_order').execute();
    if (isPostgres(db))
      await sql`create index customers_name_order on customers (name, ccid) include (search_text, country)`.execute(db);
    else
      await db.schema
        .createIndex('customers_name_order')
        .on('customers')
        .columns(['name', 'ccid', 'search_text', 'country'])
        .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('customers_name_order').execute();
    await db.schema.createIndex('customers_name_order').on('customers').columns(['name', 'ccid']).execute();
  },
};
