import type { Kysely, Migration } from 'kysely';

/**
 * Reorders (issue 11): a lock set that adds locks to a lock set of the installed system (and, when
 * keyed alike, the set they join), and the change keys an order cuts to existing codes by symbol.
 * An order lock system that adds to an installed system is marked so (SPEC `isAddToSystem`).
 */
export const reorders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lock_sets').addColumn('add_to_lock_set_id', 'varchar(36)').execute();
    await db.schema.alterTable('lock_sets').addColumn('add_to_set_number', 'integer').execute();
    await db.schema.alterTable('order_lock_systems').addColumn('change_key_orders_json', 'text').execute();
    await db.schema
      .alterTable('order_lock_systems')
      .addColumn('is_add_to_system', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lock_systems').dropColumn('is_add_to_system').execute();
    await db.schema.alterTable('order_lock_systems').dropColumn('change_key_orders_json').execute();
    await db.schema.alterTable('lock_sets').dropColumn('add_to_set_number').execute();
    await db.schema.alterTable('lock_sets').dropColumn('add_to_lock_set_id').execute();
  },
};
