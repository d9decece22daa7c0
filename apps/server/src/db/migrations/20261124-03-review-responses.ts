import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Customers' approvals and comments on an order (issue 16). An approval keeps the fingerprint of
 * the system it approved, so that a changed system reads as not approved.
 */
export const reviewResponses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_responses')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('name', 'varchar(100)', (column) => column.notNull())
      .addColumn('role', 'varchar(100)', (column) => column.notNull())
      .addColumn('text', 'varchar(2000)', (column) => column.notNull())
      .addColumn('fingerprint', 'char(64)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('review_responses_order').on('review_responses').column('order_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_responses').execute();
  },
};
