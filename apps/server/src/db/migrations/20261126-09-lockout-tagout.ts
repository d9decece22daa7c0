import type { Kysely, Migration } from 'kysely';

/**
 * Lockout/tagout lock sets (issue 35, decision 0035): a lock set's LOTO settings — department,
 * the exceptions the rep recorded, and each lock's worker and engraving — as JSON. Null for every
 * lock set that is not lockout/tagout, which is every lock set stored before this migration.
 */
export const lockoutTagout: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lock_sets').addColumn('lockout_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('lock_sets').dropColumn('lockout_json').execute();
  },
};
