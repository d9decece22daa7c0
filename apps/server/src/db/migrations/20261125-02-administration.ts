import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Administration (issue 17): every admin change is recorded in `admin_audit` (who, when, which
 * entity, the JSON before and after), and price books are kept as immutable versions per currency
 * with the moment they take effect. The seeded `price_book_*` tables stay as version 0 of each
 * currency until a version is in force.
 */
export const administration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_audit')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('actor', 'varchar(320)', (column) => column.notNull())
      .addColumn('at', 'varchar(32)', (column) => column.notNull())
      .addColumn('entity_type', 'varchar(32)', (column) => column.notNull())
      .addColumn('entity_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('action', 'varchar(32)', (column) => column.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await db.schema.createIndex('admin_audit_at').on('admin_audit').columns(['at', 'id']).execute();
    await db.schema
      .createTable('price_book_versions')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('currency', 'varchar(3)', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('effective_from', 'varchar(32)', (column) => column.notNull())
      .addColumn('price_book_json', 'text', (column) => column.notNull())
      .addColumn('quantity_tiers_json', 'text', (column) => column.notNull())
      .addColumn('created_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('price_book_versions_currency_version', ['currency', 'version'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('price_book_versions').execute();
    await db.schema.dropTable('admin_audit').execute();
  },
};
