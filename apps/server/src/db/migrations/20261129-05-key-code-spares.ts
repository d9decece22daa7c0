import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * A small system's room to grow in a shared key cell (decision 0059): the master keys its
 * progression would issue next, reserved at its first charting, so that systems charted in the cell
 * later neither take them nor pin a lock that opens to them. Their blocks with the grand master key
 * are reserved in key_code_blocks beside them.
 */
export const keyCodeSpares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_code_spares')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('bucket_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('bitting', 'varchar(40)', (column) => column.notNull())
      .addColumn('ccid', 'char(10)', (column) => column.notNull())
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('reserved_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('key_code_spares_bucket_bitting', ['bucket_type', 'bitting'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('key_code_spares').execute();
  },
};
