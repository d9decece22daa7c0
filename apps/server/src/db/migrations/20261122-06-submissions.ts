import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Submissions to SAP (decision 0010): the transactional outbox, quote requirements, the quote an
 * order was transferred from, and the store of the embedded SAP stand-in (sales orders with their
 * items, quotations).
 */
export const submissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('submission_outbox')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().unique().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('kind', 'varchar(12)', (column) => column.notNull())
      .addColumn('idempotency_reference', 'varchar(20)', (column) => column.notNull().unique())
      .addColumn('payload_json', 'text', (column) => column.notNull())
      .addColumn('state', 'varchar(10)', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('next_attempt_at', 'varchar(32)')
      .addColumn('locked_by', 'varchar(64)')
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('last_error_code', 'varchar(64)')
      .addColumn('last_error', 'varchar(1000)')
      .addColumn('sap_number', 'varchar(20)')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('submission_outbox_due')
      .on('submission_outbox')
      .columns(['state', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('quote_requirements')
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.primaryKey().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('data_json', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute();

    await db.schema.alterTable('orders').addColumn('quote_number_for_transfer', 'varchar(20)').execute();
    // A quote becomes one order at most; NULLs (orders not transferred) do not collide on either dialect.
    await db.schema
      .createIndex('orders_quote_number_for_transfer')
      .on('orders')
      .column('quote_number_for_transfer')
      .unique()
      .execute();

    await db.schema
      .createTable('sap_sales_documents')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('category', 'varchar(10)', (column) => column.notNull())
      .addColumn('document_number', 'varchar(10)', (column) => column.notNull())
      .addColumn('header_json', 'text', (column) => column.notNull())
      .addColumn('reference', 'varchar(35)')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('sap_sales_documents_number', ['category', 'document_number'])
      .execute();
    await db.schema
      .createIndex('sap_sales_documents_reference')
      .on('sap_sales_documents')
      .columns(['category', 'reference'])
      .execute();
    await db.schema
      .createTable('sap_sales_document_items')
      .addColumn('category', 'varchar(10)', (column) => column.notNull())
      .addColumn('document_number', 'varchar(10)', (column) => column.notNull())
      .addColumn('item_number', 'varchar(6)', (column) => column.notNull())
      .addColumn('item_json', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('sap_sales_document_items_pk', ['category', 'document_number', 'item_number'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'sap_sales_document_items',
      'sap_sales_documents',
      'quote_requirements',
      'submission_outbox',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex('orders_quote_number_for_transfer').execute();
    await db.schema.alterTable('orders').dropColumn('quote_number_for_transfer').execute();
  },
};
