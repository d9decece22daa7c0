import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * The remedies chosen for lost keys (issue 28, decision 0028): which key of which installed system,
 * which remedy, and the reorder it became. The lost key's code itself stays in `key_codes`, never
 * deleted, so it is never issued again.
 */
export const lostKeyRemedies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lost_key_remedies')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('lock_systems.lock_system_id'),
      )
      .addColumn('key_symbol', 'varchar(20)', (column) => column.notNull())
      .addColumn('remedy', 'varchar(40)', (column) => column.notNull())
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('chosen_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('chosen_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('lost_key_remedies_key')
      .on('lost_key_remedies')
      .columns(['lock_system_id', 'key_symbol'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lost_key_remedies').execute();
  },
};
