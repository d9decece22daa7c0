import { sql, type Kysely, type Migration } from 'kysely';

interface VerifiedEmail {
  id: string;
  account_id: string;
  email: string;
}

/**
 * The verified addresses an account may not keep: one another account verified first, or another
 * account's login. The account whose login the address is keeps it; otherwise the first to verify.
 */
async function addressesHeldByAnother(db: Kysely<unknown>): Promise<string[]> {
  const { rows: emails } = await sql<VerifiedEmail>`
    select id, account_id, email from issuer_account_emails where status = 'VERIFIED' order by created_at, id
  `.execute(db);
  const { rows: accounts } = await sql<{ account_id: string; login: string }>`
    select account_id, login from issuer_accounts
  `.execute(db);
  const loginOwner = new Map(accounts.map((account) => [account.login.toLowerCase(), account.account_id]));
  const holder = new Map<string, string>();
  const demoted: string[] = [];
  for (const email of emails) {
    const address = email.email.toLowerCase();
    const owner = loginOwner.get(address) ?? holder.get(address) ?? email.account_id;
    if (owner !== email.account_id) demoted.push(email.id);
    else holder.set(address, owner);
  }
  return demoted;
}

/**
 * Who someone is stays theirs (issue 43). A verified email address belongs to one account:
 * addresses another account holds go back to UNVERIFIED, and a unique index on the verified
 * addresses (case-insensitive) keeps it so across instances. `issuer_challenge_sends` counts the
 * codes sent per account and per address in a window, updated atomically. `issuer_credential_changes`
 * keeps when an account's password last changed: a sign-in from before it is not a recent one.
 */
export const myAccountIdentity: Migration = {
  async up(db: Kysely<unknown>) {
    for (const id of await addressesHeldByAnother(db))
      await sql`update issuer_account_emails set status = 'UNVERIFIED' where id = ${id}`.execute(db);
    await sql`
      create unique index issuer_account_emails_verified
      on issuer_account_emails (lower(email)) where status = 'VERIFIED'
    `.execute(db);
    await db.schema
      .createTable('issuer_challenge_sends')
      .addColumn('send_key', 'varchar(400)', (column) => column.primaryKey())
      .addColumn('window_start', 'bigint', (column) => column.notNull())
      .addColumn('sends', 'integer', (column) => column.notNull())
      .addColumn('last_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('issuer_credential_changes')
      .addColumn('account_id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('changed_at', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('issuer_credential_changes').execute();
    await db.schema.dropTable('issuer_challenge_sends').execute();
    await db.schema.dropIndex('issuer_account_emails_verified').execute();
  },
};
