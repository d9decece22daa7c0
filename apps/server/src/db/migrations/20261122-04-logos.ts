import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from '../dialect.ts';

/** Logos uploaded for lock set faces (SPEC §3 logoFront/logoBack), stored with their system. */
export const logos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('logos')
      .addColumn('logo_id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('content_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'char(64)', (column) => column.notNull())
      .addColumn('data', binaryColumnType(db), (column) => column.notNull())
      .addColumn('created_by', 'varchar(254)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('logos_order_lock_system').on('logos').column('order_lock_system_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('logos').execute();
  },
};
