import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * The key code registry (DESIGN §3 "Key codes"): every bitting ever issued, once per bucket, with
 * the node it was issued to and a unique blind code; and the keying plan stored with each system.
 */
export const keyCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_codes')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('bucket_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('bitting', 'varchar(16)', (column) => column.notNull())
      .addColumn('blind_code', 'varchar(16)', (column) => column.notNull().unique())
      .addColumn('ccid', 'char(10)', (column) => column.notNull())
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('node_kind', 'varchar(12)', (column) => column.notNull())
      .addColumn('node_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('set_number', 'integer')
      .addColumn('lock_number', 'integer')
      .addColumn('key_symbol', 'varchar(12)')
      .addColumn('source', 'varchar(10)', (column) => column.notNull())
      .addColumn('issued_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('issued_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('key_codes_bucket_bitting', ['bucket_type', 'bitting'])
      .execute();
    await db.schema.createIndex('key_codes_system').on('key_codes').column('order_lock_system_id').execute();
    await db.schema.alterTable('order_lock_systems').addColumn('keying_plan_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lock_systems').dropColumn('keying_plan_json').execute();
    await db.schema.dropTable('key_codes').execute();
  },
};
