import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The migrations' names before issue 46 → their names now. They were numbered by topic, and several
 * were written after others that sort behind them (0051 with 0010, 0070 before 0052 and 0061):
 * Kysely runs migrations in name order and refuses a database whose run ones are not the first of
 * that order, so the first upgrade after such a migration would have failed. Renamed once to the day
 * each was written and its place that day, name order is now written order. Never add to this list.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0001-foundation': '20261122-01-foundation',
  '0002-oidc-payloads': '20261122-02-oidc-payloads',
  '0003-orders-and-catalog': '20261122-03-orders-and-catalog',
  '0004-logos': '20261122-04-logos',
  '0005-key-codes': '20261122-05-key-codes',
  '0006-submissions': '20261122-06-submissions',
  '0007-review-pass-codes': '20261122-07-review-pass-codes',
  '0010-customer-search-folding': '20261124-01-customer-search-folding',
  '0051-customer-search-separators': '20261124-02-customer-search-separators',
  '0011-review-responses': '20261124-03-review-responses',
  '0012-key-code-blocks': '20261124-04-key-code-blocks',
  '0013-lock-systems': '20261124-05-lock-systems',
  '0014-reorders': '20261124-06-reorders',
  '0015-after-submission': '20261125-01-after-submission',
  '0016-administration': '20261125-02-administration',
  '0017-lookup-retirement': '20261125-03-lookup-retirement',
  '0050-submitted-prices': '20261126-01-submitted-prices',
  '0070-sign-in-failures': '20261126-02-sign-in-failures',
  '0052-customer-link-switch': '20261126-03-customer-link-switch',
  '0060-key-register': '20261126-04-key-register',
  '0071-cache-versions': '20261126-05-cache-versions',
  '0072-cluster-jobs': '20261126-06-cluster-jobs',
  '0090-issuer-accounts': '20261126-07-issuer-accounts',
  '0061-lost-key-remedies': '20261126-08-lost-key-remedies',
  '0100-lockout-tagout': '20261126-09-lockout-tagout',
  '0104-remedies-in-other-systems': '20261126-10-remedies-in-other-systems',
  '0105-authn-transactions': '20261129-01-authn-transactions',
  '0106-my-account-identity': '20261129-02-my-account-identity',
  '0107-customer-search-index': '20261129-03-customer-search-index',
  '0108-key-code-cells': '20261129-04-key-code-cells',
  '0109-key-code-spares': '20261129-05-key-code-spares',
  '0110-customer-name-cover': '20261129-06-customer-name-cover',
  '0111-key-code-writes': '20261129-07-key-code-writes',
};

/**
 * Moves a database migrated under the old names over to the new ones, before the migrator reads
 * them: each row of `kysely_migration` renamed, and its time set so that the order Kysely reads
 * them in (by time) is the new name order, one millisecond apart from the first one's time. Nothing
 * is re-run. A database with no migration table, or with new names only, is left alone.
 */
export async function renameMigrations(db: Kysely<unknown>): Promise<void> {
  const found = isPostgres(db)
    ? await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db)
    : await sql<{
        found: string | null;
      }>`select name as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (!found.rows[0]?.found) return;
  await db.transaction().execute(async (trx) => {
    const rows = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration`.execute(
      trx,
    );
    if (!rows.rows.some((row) => row.name in RENAMED_MIGRATIONS)) return;
    const first = Math.min(...rows.rows.map((row) => new Date(row.timestamp).getTime()));
    const renamed = rows.rows
      .map((row) => ({ old: row.name, name: RENAMED_MIGRATIONS[row.name] ?? row.name }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const [index, row] of renamed.entries()) {
      const timestamp = new Date(first + index).toISOString();
      await sql`update kysely_migration set name = ${row.name}, timestamp = ${timestamp} where name = ${row.old}`.execute(
        trx,
      );
    }
  });
}
