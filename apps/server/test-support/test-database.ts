import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../src/config/env.ts';

/** PostgreSQL for the second database tier; unset means that tier is skipped (CI sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type DatabaseKind = 'sqlite' | 'postgres';

/** The database tiers this run covers. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

if (!TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: PostgreSQL tests are SKIPPED (only SQLite runs).');
}

export interface TestDatabase {
  config: AppConfig['database'];
  /** Drops what the test created. */
  dispose: () => Promise<void>;
}

/**
 * A fresh, empty database: SQLite in memory, or a PostgreSQL schema of its own so that
 * parallel test files never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') return { config: { kind: 'sqlite', file: ':memory:' }, dispose: async () => {} };
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    config: { kind: 'postgres', url: url.toString() },
    dispose: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** A fresh database of the kind, migrated, opened with Kysely: for repository-level tests. */
export async function openMigratedDatabase(kind: DatabaseKind) {
  const { createDatabase, migrateToLatest } = await import('../src/db/database.ts');
  const database = await createTestDatabase(kind);
  const db = createDatabase(database.config);
  await migrateToLatest(db);
  return {
    db,
    config: database.config,
    dispose: async () => {
      await db.destroy();
      await database.dispose();
    },
  };
}
