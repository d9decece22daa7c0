import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test-support/test-database.ts';
import { createDatabase, type Db } from '../database.ts';
import { isPostgres } from '../dialect.ts';
import { migrations } from './index.ts';

describe.each(DATABASE_KINDS)('migration 20261130-02 lookup translations (%s)', (kind) => {
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

  it("translates the demo's items a database already has, unless an admin renamed or translated them", async () => {
    expect((await migrator.migrateTo('20261130-01-customer-language')).error).toBeUndefined();
    const item = (lookupName: string, itemId: string, position: number, data: object) => ({
      lookup_name: lookupName,
      item_id: itemId,
      position,
      data_json: JSON.stringify(data),
    });
    await db
      .insertInto('lookup_items')
      .values([
        item('colors', 'RED', 0, { id: 'RED', name: 'Red', hex: '#C8102E' }),
        item('colors', 'BLU', 1, { id: 'BLU', name: 'Navy', hex: '#0057B8' }),
        item('colors', 'GRN', 2, {
          id: 'GRN',
          name: 'Green',
          hex: '#009A44',
          translations: { 'fr-CA': { name: 'Vert' } },
        }),
        item('colors', 'MINT', 3, { id: 'MINT', name: 'Mint', hex: '#98FF98' }),
        item('keyOptions', 'KA', 0, { id: 'KA', name: 'Keyed Alike', description: 'Same key' }),
        item('keycodebuckettype', 'SP6', 0, { id: 'SP6', name: 'Safety 6-pin' }),
      ])
      .execute();
    expect((await migrator.migrateTo('20261130-02-lookup-translations')).error).toBeUndefined();
    const rows = await db
      .selectFrom('lookup_items')
      .select(['lookup_name', 'item_id', 'data_json', 'version'])
      .orderBy('lookup_name')
      .orderBy('position')
      .execute();
    const stored = Object.fromEntries(
      rows.map((row) => [`${row.lookup_name}/${row.item_id}`, { ...JSON.parse(row.data_json), version: row.version }]),
    );
    expect(stored['colors/RED']).toEqual({
      id: 'RED',
      name: 'Red',
      hex: '#C8102E',
      translations: { 'fr-CA': { name: 'Rouge' }, 'es-MX': { name: 'Rojo' } },
      version: 2,
    });
    expect(stored['keyOptions/KA']).toMatchObject({
      description: 'Same key',
      translations: { 'fr-CA': { name: 'À clés identiques' }, 'es-MX': { name: 'Llaves iguales' } },
      version: 2,
    });
    expect(stored['colors/BLU']).toEqual({ id: 'BLU', name: 'Navy', hex: '#0057B8', version: 1 });
    expect(stored['colors/GRN']).toMatchObject({ translations: { 'fr-CA': { name: 'Vert' } }, version: 1 });
    expect(stored['colors/MINT']).not.toHaveProperty('translations');
    expect(stored['keycodebuckettype/SP6']).not.toHaveProperty('translations');
  });
});
