import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test-support/test-database.ts';
import { createDatabase, type Db } from '../database.ts';
import { isPostgres, isUniqueViolation } from '../dialect.ts';
import { migrations } from './index.ts';

const at = '2026-11-01T10:00:00.000Z';
const account = (id: string, login: string) => ({
  account_id: id,
  login,
  profile_json: '{"firstName":"A","lastName":"B"}',
  roles_json: '[]',
  password_hash: null,
  password_created_at: null,
  password_updated_at: null,
  created_at: at,
  modified_at: at,
});
const email = (id: string, accountId: string, address: string, createdAt: string) => ({
  id,
  account_id: accountId,
  email: address,
  role: 'SECONDARY',
  status: 'VERIFIED',
  created_at: createdAt,
});

describe.each(DATABASE_KINDS)('migration 20261129-02 my account identity (%s)', (kind) => {
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

  it('leaves each verified address with one account, the login’s owner first, then keeps it so', async () => {
    expect((await migrator.migrateTo('20261129-01-authn-transactions')).error).toBeUndefined();
    await db
      .insertInto('issuer_accounts')
      .values([
        account('admin', 'admin@example.com'),
        account('rep', 'rep@example.com'),
        account('viewer', 'v@x.example'),
      ])
      .execute();
    await db
      .insertInto('issuer_account_emails')
      .values([
        // The spoof of issue 43: rep verified admin's login before this migration.
        email('rep-admin', 'rep', 'admin@example.com', '2026-11-01T09:00:00.000Z'),
        email('admin-primary', 'admin', 'admin@example.com', '2026-11-01T10:00:00.000Z'),
        email('viewer-shared', 'viewer', 'Shared@plant.example', '2026-11-01T11:00:00.000Z'),
        email('rep-shared', 'rep', 'shared@plant.example', '2026-11-01T12:00:00.000Z'),
      ])
      .execute();
    expect((await migrator.migrateTo('20261129-02-my-account-identity')).error).toBeUndefined();
    const rows = await db.selectFrom('issuer_account_emails').select(['id', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'admin-primary', status: 'VERIFIED' },
      { id: 'rep-admin', status: 'UNVERIFIED' },
      { id: 'rep-shared', status: 'UNVERIFIED' },
      { id: 'viewer-shared', status: 'VERIFIED' },
    ]);
    const again = await db
      .updateTable('issuer_account_emails')
      .set({ status: 'VERIFIED' })
      .where('id', '=', 'rep-shared')
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(again)).toBe(true);
    expect((await migrator.migrateDown()).error).toBeUndefined();
  });
});
