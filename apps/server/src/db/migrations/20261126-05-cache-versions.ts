import type { Kysely, Migration } from 'kysely';

/**
 * One counter per cached table (issue 31, decision 0031): each write to `lookup_items` bumps the
 * `lookups` row, and every instance reads it at most every CACHE_STALE_MS to drop its stale lists.
 */
export const cacheVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cache_versions')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('version', 'integer', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cache_versions').execute();
  },
};
