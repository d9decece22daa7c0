import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

const TEXT_LINE = 'varchar(20)';

/**
 * Customers, the catalog (lookups, price books, quantity tiers), feature flags, orders with
 * their lock systems and trees, status history and view authorizations.
 */
export const ordersAndCatalog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('ccid', 'char(10)', (column) => column.primaryKey())
      .addColumn('name', 'varchar(80)', (column) => column.notNull())
      .addColumn('name_search', 'varchar(80)', (column) => column.notNull())
      .addColumn('street', 'varchar(80)', (column) => column.notNull())
      .addColumn('city', 'varchar(40)', (column) => column.notNull())
      .addColumn('city_search', 'varchar(40)', (column) => column.notNull())
      .addColumn('region', 'varchar(40)', (column) => column.notNull())
      .addColumn('postal_code', 'varchar(10)', (column) => column.notNull())
      .addColumn('country', 'char(2)', (column) => column.notNull())
      .addColumn('sales_area', 'varchar(20)', (column) => column.notNull())
      .addColumn('contacts_json', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('customers_name_search').on('customers').column('name_search').execute();
    await db.schema.createIndex('customers_city_search').on('customers').column('city_search').execute();

    await db.schema
      .createTable('lookup_items')
      .addColumn('lookup_name', 'varchar(40)', (column) => column.notNull())
      .addColumn('item_id', 'varchar(20)', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('data_json', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('lookup_items_pk', ['lookup_name', 'item_id'])
      .execute();
    await db.schema
      .createTable('price_book_lock_bases')
      .addColumn('currency', 'char(3)', (column) => column.notNull())
      .addColumn('lock_material_id', 'varchar(20)', (column) => column.notNull())
      .addColumn('shackle_type_id', 'varchar(20)', (column) => column.notNull())
      .addColumn('price_minor', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('price_book_lock_bases_pk', ['currency', 'lock_material_id', 'shackle_type_id'])
      .execute();
    await db.schema
      .createTable('price_book_extras')
      .addColumn('currency', 'char(3)', (column) => column.notNull())
      .addColumn('extra', 'varchar(32)', (column) => column.notNull())
      .addColumn('price_minor', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('price_book_extras_pk', ['currency', 'extra'])
      .execute();
    await db.schema
      .createTable('quantity_tiers')
      .addColumn('min_locks', 'integer', (column) => column.primaryKey())
      .addColumn('discount_percent', 'real', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('feature_flags')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('updated_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().unique())
      .addColumn('order_type', 'integer', (column) => column.notNull())
      .addColumn('ccid', 'char(10)', (column) => column.notNull().references('customers.ccid'))
      .addColumn('sap_order_id', 'varchar(20)')
      .addColumn('sap_order_number', 'char(10)')
      .addColumn('sap_order_date', 'varchar(32)')
      .addColumn('sap_line_number', 'varchar(6)')
      .addColumn('quote_number', TEXT_LINE)
      .addColumn('order_po_number', 'varchar(35)', (column) => column.notNull())
      .addColumn('comments', 'varchar(1000)', (column) => column.notNull())
      .addColumn('order_system_name', 'varchar(60)', (column) => column.notNull())
      .addColumn('total_price_minor', 'bigint')
      .addColumn('currency', 'char(3)', (column) => column.notNull())
      .addColumn('sales_area', TEXT_LINE, (column) => column.notNull())
      .addColumn('company_id', TEXT_LINE, (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('created_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('orders_ccid').on('orders').column('ccid').execute();
    await db.schema
      .createIndex('orders_sap_line')
      .on('orders')
      .columns(['sap_order_number', 'sap_line_number'])
      .unique()
      .execute();
    await db.schema.createIndex('orders_quote_number').on('orders').column('quote_number').unique().execute();

    await db.schema
      .createTable('order_lock_systems')
      .addColumn('order_lock_system_id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('status', 'integer', (column) => column.notNull())
      .addColumn('system_bucket_type', TEXT_LINE, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('order_lock_systems_order').on('order_lock_systems').column('order_id').execute();

    const keyNodeColumns = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
          column.notNull().references('order_lock_systems.order_lock_system_id'),
        )
        .addColumn('key_name', 'varchar(40)', (column) => column.notNull())
        .addColumn('number_of_keys', 'integer', (column) => column.notNull())
        .addColumn('color_id', TEXT_LINE)
        .addColumn('engraved_key', 'integer', (column) => column.notNull())
        .addColumn('key_text', TEXT_LINE, (column) => column.notNull())
        .addColumn('add_to_system', 'integer', (column) => column.notNull())
        .addColumn('add_to_key_id', 'varchar(40)')
        .addColumn('additional_keys', 'integer', (column) => column.notNull());
    await keyNodeColumns('grand_master_keys')
      .addColumn('grand_master_key_id', 'varchar(36)', (column) => column.notNull())
      .addPrimaryKeyConstraint('grand_master_keys_pk', ['order_lock_system_id'])
      .execute();
    await keyNodeColumns('master_keys')
      .addColumn('master_key_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('master_keys_pk', ['order_lock_system_id', 'master_key_id'])
      .execute();

    let lockSets = db.schema
      .createTable('lock_sets')
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('lock_set_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('master_key_id', 'varchar(36)')
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('lock_set_name', 'varchar(40)', (column) => column.notNull())
      .addColumn('key_option', 'char(2)', (column) => column.notNull())
      .addColumn('number_of_sets', 'integer', (column) => column.notNull())
      .addColumn('number_of_locks_per_set', 'integer', (column) => column.notNull())
      .addColumn('number_of_locks', 'integer', (column) => column.notNull())
      .addColumn('variable_sets_json', 'text')
      .addColumn('number_of_keys_per_lock', 'integer', (column) => column.notNull())
      .addColumn('number_of_keys_per_set', 'integer', (column) => column.notNull())
      .addColumn('body_material_id', TEXT_LINE, (column) => column.notNull())
      .addColumn('shackle_material_id', TEXT_LINE, (column) => column.notNull())
      .addColumn('color_id', TEXT_LINE, (column) => column.notNull())
      .addColumn('engraved_lock', 'integer', (column) => column.notNull())
      .addColumn('engraved_key', 'integer', (column) => column.notNull())
      .addColumn('font_size', TEXT_LINE);
    for (const field of [
      'front_text1',
      'front_text2',
      'front_text3',
      'back_text1',
      'back_text2',
      'back_text3',
      'left_text1',
      'left_text2',
      'right_text1',
      'right_text2',
      'key_text',
    ]) {
      lockSets = lockSets.addColumn(field, TEXT_LINE, (column) => column.notNull());
    }
    await lockSets
      .addColumn('logo_front', 'varchar(64)')
      .addColumn('logo_back', 'varchar(64)')
      .addColumn('charted', 'integer', (column) => column.notNull())
      .addColumn('sku', 'varchar(64)', (column) => column.notNull())
      .addColumn('price_per_minor', 'integer')
      .addColumn('add_on_locks_count', 'integer', (column) => column.notNull())
      .addColumn('reorder_locks_count', 'integer', (column) => column.notNull())
      .addColumn('qty_modified_sets_count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('lock_sets_pk', ['order_lock_system_id', 'lock_set_id'])
      .execute();

    await db.schema
      .createTable('status_history')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer', (column) => column.notNull())
      .addColumn('changed_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('changed_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('status_history_system').on('status_history').column('order_lock_system_id').execute();

    await db.schema
      .createTable('view_authorizations')
      .addColumn('key_hash', 'char(64)', (column) => column.primaryKey())
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'view_authorizations',
      'status_history',
      'lock_sets',
      'master_keys',
      'grand_master_keys',
      'order_lock_systems',
      'orders',
      'feature_flags',
      'quantity_tiers',
      'price_book_extras',
      'price_book_lock_bases',
      'lookup_items',
      'customers',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
