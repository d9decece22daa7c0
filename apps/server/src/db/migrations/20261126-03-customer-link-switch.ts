import type { Kysely, Migration } from 'kysely';

/**
 * Staff turn an order's customer link off and on (issue 30): a row here means the link is off,
 * with who turned it off and when. Guest keys remember how they were opened (`via`), so turning
 * the link off ends the link's guests at once and leaves those of the pass code alone.
 */
export const customerLinkSwitch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_links_off')
      .addColumn('order_id', 'varchar(36)', (column) => column.primaryKey().references('orders.order_id'))
      .addColumn('turned_off_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('turned_off_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    // Null for keys issued before this migration: they count as either kind and go with both.
    await db.schema.alterTable('view_authorizations').addColumn('via', 'varchar(16)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('view_authorizations').dropColumn('via').execute();
    await db.schema.dropTable('customer_links_off').execute();
  },
};
