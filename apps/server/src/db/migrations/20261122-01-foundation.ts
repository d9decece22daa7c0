import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/** Help tickets of the embedded help desk and generated secrets. */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('help_tickets')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('project_key', 'varchar(32)', (column) => column.notNull())
      .addColumn('issue_key', 'varchar(64)', (column) => column.notNull().unique())
      .addColumn('summary', 'varchar(255)', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('reporter_email', 'varchar(320)')
      .addColumn('fields_json', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_secrets').execute();
    await db.schema.dropTable('help_tickets').execute();
  },
};
