import type { Kysely, Migration } from 'kysely';

/**
 * A lost key's remedy may replace locks of another installed system of the customer that the key
 * opens (issue 28): `replaces_lock_system_id` is the system whose locks the remedy's reorder
 * replaces (its reorder is that system's); null for the lost key's own system, as before.
 */
export const remediesInOtherSystems: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lost_key_remedies').addColumn('replaces_lock_system_id', 'varchar(36)').execute();
    await db.schema
      .createIndex('lost_key_remedies_replaces')
      .on('lost_key_remedies')
      .column('replaces_lock_system_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('lost_key_remedies_replaces').execute();
    await db.schema.alterTable('lost_key_remedies').dropColumn('replaces_lock_system_id').execute();
  },
};
