import type { Kysely, Migration } from 'kysely';

/**
 * Background work that runs once across every instance over the database (issue 31, decision
 * 0031): a row per job says when its next round is due and who runs the current one until when.
 * An instance takes a round with one conditional UPDATE; a holder that dies loses it when its lease
 * (`running_until`) runs out.
 */
export const clusterJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cluster_jobs')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('holder', 'varchar(200)')
      .addColumn('running_until', 'varchar(32)')
      .addColumn('next_run_at', 'varchar(32)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cluster_jobs').execute();
  },
};
