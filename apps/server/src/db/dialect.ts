import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** True when the database is PostgreSQL. The one place that asks which dialect runs. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on both dialects. */
export function autoIdColumn(db: Kysely<unknown>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** True when a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

/** The column type of raw bytes: bytea on PostgreSQL, blob on SQLite. */
export function binaryColumnType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
