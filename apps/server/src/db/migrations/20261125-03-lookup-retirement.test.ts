import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test-support/test-database.ts';
import { createDatabase, type Db } from '../database.ts';
import { isPostgres } from '../dialect.ts';
import { migrations } from './index.ts';

describe.each(DATABASE_KINDS)('migration 20261125-03 lookup retirement (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let migrator: Migrator;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.config);
    const schema = isPostgres(db)
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
    migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await database.dispose();
  });

  it('keeps the items there were: offered (retired_at null) at version 1, and goes back down', async () => {
    expect((await migrator.migrateTo('20261125-02-administration')).error).toBeUndefined();
    await db
      .insertInto('lookup_items')
      .values({ lookup_name: 'colors', item_id: 'RED', position: 0, data_json: '{"id":"RED"}' } as never)
      .execute();
    expect((await migrator.migrateTo('20261125-03-lookup-retirement')).error).toBeUndefined();
    expect(await db.selectFrom('lookup_items').select(['item_id', 'retired_at', 'version']).execute()).toEqual([
      { item_id: 'RED', retired_at: null, version: 1 },
    ]);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(db.selectFrom('lookup_items').select('version').execute()).rejects.toThrow();
    expect(await db.selectFrom('lookup_items').select('item_id').execute()).toEqual([{ item_id: 'RED' }]);
  });
});
