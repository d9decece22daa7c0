import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/env.ts';
import { copyingPool } from './copy-from.ts';
import { isPostgres } from './dialect.ts';
import { migrations } from './migrations/index.ts';
import { renameMigrations } from './migrations/renamed.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** PostgreSQL pool settings when none are given (tests). */
const DEFAULT_POOL: AppConfig['databasePool'] = { size: 10, statementTimeoutMs: 30_000 };

/**
 * Opens the configured database: PostgreSQL when a URL is given (a pool of `pool.size`
 * connections, each statement cut off after `pool.statementTimeoutMs`), else a SQLite file.
 */
export function createDatabase(config: AppConfig['database'], pool: AppConfig['databasePool'] = DEFAULT_POOL): Db {
  if (config.kind === 'postgres') {
    const connections = new pg.Pool({
      connectionString: config.url,
      max: pool.size,
      ...(pool.statementTimeoutMs > 0 ? { statement_timeout: pool.statementTimeoutMs } : {}),
    });
    // An idle connection the server dropped (a restart, a failover): the pool discards it and opens
    // another on the next query. Without a listener the error would end the process.
    connections.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: copyingPool(connections) }) });
  }
  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * A second connection to a SQLite file that only reads (`query_only`), for a worker thread beside
 * the server's own (WAL lets it read while the server writes): customer search (issue 44).
 */
export function openSqliteReader(file: string): Db {
  const sqlite = new SQLite(file, { fileMustExist: true });
  sqlite.pragma('query_only = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema: without naming it,
  // Kysely finds another schema's lock table (e.g. a parallel test's) and skips creating its own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  await renameMigrations(db as Kysely<unknown>);
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
}

/**
 * Runs what an instance does to the database as it starts (migrating, seeding) one instance at a
 * time: on PostgreSQL under a session advisory lock of the schema, on one connection, without the
 * statement timeout (a migration may take long, and so may waiting for another instance's), so
 * that of several instances started together one migrates and seeds while the others wait, then
 * find nothing left to do. SQLite is one process's file: the work just runs.
 */
export async function whileStarting<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  const key = sql`hashtext('keyplan-start:' || current_schema())`;
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/** Answers when the database answers a trivial query (the health check); throws when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
