import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** True when the database is PostgreSQL. The one place that asks which dialect runs. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on both dialects. */
export function autoIdColumn(db: Kysely<unknown>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
