import type { Kysely, Migration } from 'kysely';

/**
 * Lookup list editing (issue 17, decision 0022): an item is retired, never deleted, so that the
 * orders that use it still read it (`retired_at`, null while it is offered), and every edit
 * carries the version the admin loaded (`version`, 1 for the seeded items), so a stale one is
 * refused.
 */
export const lookupRetirement: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('lookup_items').addColumn('retired_at', 'varchar(32)').execute();
    await db.schema
      .alterTable('lookup_items')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('lookup_items').dropColumn('version').execute();
    await db.schema.alterTable('lookup_items').dropColumn('retired_at').execute();
  },
};
