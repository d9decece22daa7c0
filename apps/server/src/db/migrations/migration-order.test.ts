import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test-support/test-database.ts';
import { createDatabase, migrateToLatest, type Db } from '../database.ts';
import { migrations } from './index.ts';
import { RENAMED_MIGRATIONS } from './renamed.ts';

/** The migrations in the order they were written: append-only, a new one at the end. */
const WRITTEN_ORDER = JSON.parse(readFileSync(new URL('./written-order.json', import.meta.url), 'utf8')) as string[];

/** Whether names run in the order Kysely runs them (plain string order). */
const inNameOrder = (names: readonly string[]) => names.every((name, index) => index === 0 || names[index - 1]! < name);

describe('migration order', () => {
  it('runs the migrations in the order they were written: the written list, which sorts as it stands', () => {
    expect(Object.keys(migrations)).toEqual(WRITTEN_ORDER);
    expect(inNameOrder(WRITTEN_ORDER)).toBe(true);
  });

  it('fails for a migration added at the end that sorts before one already there', () => {
    const planted = [...WRITTEN_ORDER, '20261120-01-planted-out-of-order'];
    expect(inNameOrder(planted)).toBe(false);
    expect(inNameOrder([...WRITTEN_ORDER, '29991231-01-planted-in-order'])).toBe(true);
  });

  it('names each migration by the day it was written and its place that day', () => {
    for (const name of WRITTEN_ORDER) expect(name).toMatch(/^20\d{6}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(Object.values(RENAMED_MIGRATIONS)).toEqual(WRITTEN_ORDER.slice(0, Object.keys(RENAMED_MIGRATIONS).length));
  });
});

describe.each(DATABASE_KINDS)('a database migrated under the old names (%s)', (kind) => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.dispose();
  });

  it('moves over to the new names and runs nothing again', async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.config);
    await migrateToLatest(db);
    // As an older checkout left it: the old names, run in their name order.
    const oldNames = Object.keys(RENAMED_MIGRATIONS).sort();
    const byNew = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([old, name]) => [name, old]));
    const start = Date.parse('2026-11-25T10:00:00.000Z');
    for (const name of Object.values(RENAMED_MIGRATIONS)) {
      const old = byNew[name]!;
      const timestamp = new Date(start + oldNames.indexOf(old) * 1000).toISOString();
      await sql`update kysely_migration set name = ${old}, timestamp = ${timestamp} where name = ${name}`.execute(db);
    }

    await migrateToLatest(db);
    await migrateToLatest(db);

    const rows = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db);
    expect(rows.rows.map((row) => row.name)).toEqual(WRITTEN_ORDER);
    // Nothing ran twice: the key codes table was created once and still answers.
    await expect(db.selectFrom('key_codes').select('id').limit(1).execute()).resolves.toEqual([]);
  });
});
