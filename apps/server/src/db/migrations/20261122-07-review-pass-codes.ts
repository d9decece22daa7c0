import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Customers' review access (decision 0011): each order's current review pass code, stored only as
 * its SHA-256 with a 4-character hint; and every attempt to open a review, for throttling guesses
 * across instances.
 */
export const reviewPassCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_pass_codes')
      .addColumn('order_id', 'varchar(36)', (column) => column.primaryKey().references('orders.order_id'))
      .addColumn('code_hash', 'char(64)', (column) => column.notNull())
      .addColumn('hint', 'varchar(8)', (column) => column.notNull())
      .addColumn('created_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    // No foreign key on order_id: guesses at unknown orders are counted too.
    await db.schema
      .createTable('review_attempts')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('ip', 'varchar(64)', (column) => column.notNull())
      .addColumn('succeeded', 'integer', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('review_attempts_order').on('review_attempts').columns(['order_id', 'at']).execute();
    await db.schema.createIndex('review_attempts_ip').on('review_attempts').columns(['ip', 'at']).execute();
    await db.schema.createIndex('review_attempts_at').on('review_attempts').column('at').execute();
    await db.schema.createIndex('view_authorizations_order').on('view_authorizations').column('order_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('view_authorizations_order').execute();
    await db.schema.dropTable('review_attempts').execute();
    await db.schema.dropTable('review_pass_codes').execute();
  },
};
