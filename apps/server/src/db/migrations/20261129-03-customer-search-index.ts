import { sql, type Kysely, type Migration } from 'kysely';
import { customerSearchText } from '@keyplan/domain';
import { isPostgres } from '../dialect.ts';

const BATCH = 1_000;

/**
 * The schema pg_trgm is installed in, installing it in `public` when the database has it nowhere
 * (one per database: schemas of their own, as the tests use, share it). Another connection may
 * install it at the same moment: its error is rolled back to a savepoint (migrations run in a
 * transaction on PostgreSQL) and the installed one used.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the migration
async function trigramSchema(db: Kysely<any>): Promise<string> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await installed();
  if (found) return found;
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension pg_trgm with schema public`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    if ((await installed()) === undefined) throw error;
  }
  return (await installed())!;
}

/**
 * Customer search at a million customers (issue 44, decision 0058): one folded search text per
 * customer (name, city, postal code and ccid), indexed for "contains" — a trigram GIN index on
 * PostgreSQL (pg_trgm), an FTS5 table with the trigram tokenizer on SQLite kept by triggers — and
 * the indexes the short queries and the name order walk: (name, ccid) and country.
 */
export const customerSearchIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time, not today's
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('customers')
      .addColumn('search_text', 'varchar(200)', (column) => column.notNull().defaultTo(''))
      .execute();
    for (let after = ''; ; ) {
      const rows: { ccid: string; name: string; city: string; postal_code: string }[] = await db
        .selectFrom('customers')
        .select(['ccid', 'name', 'city', 'postal_code'])
        .where('ccid', '>', after)
        .orderBy('ccid')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows)
        await db
          .updateTable('customers')
          .set({
            search_text: customerSearchText({
              ccid: row.ccid,
              name: row.name,
              city: row.city,
              postalCode: row.postal_code,
            }),
          })
          .where('ccid', '=', row.ccid)
          .execute();
      after = rows.at(-1)!.ccid;
    }
    await db.schema.createIndex('customers_name_order').on('customers').columns(['name', 'ccid']).execute();
    await db.schema.createIndex('customers_country').on('customers').column('country').execute();
    if (isPostgres(db)) {
      const trigram = await trigramSchema(db);
      await sql`create index customers_search_trgm on customers using gin (search_text ${sql.id(trigram)}.gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    await sql`create virtual table customers_fts using fts5(search_text, content='customers', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger customers_fts_insert after insert on customers begin
      insert into customers_fts(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
    await sql`create trigger customers_fts_delete after delete on customers begin
      insert into customers_fts(customers_fts, rowid, search_text) values ('delete', old.rowid, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger customers_fts_update after update of search_text on customers begin
      insert into customers_fts(customers_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into customers_fts(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
    await sql`insert into customers_fts(customers_fts) values ('rebuild')`.execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    if (isPostgres(db)) await sql`drop index if exists customers_search_trgm`.execute(db);
    else {
      for (const trigger of ['customers_fts_insert', 'customers_fts_delete', 'customers_fts_update'])
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      await sql`drop table if exists customers_fts`.execute(db);
    }
    await db.schema.dropIndex('customers_country').execute();
    await db.schema.dropIndex('customers_name_order').execute();
    await db.schema.alterTable('customers').dropColumn('search_text').execute();
  },
};
