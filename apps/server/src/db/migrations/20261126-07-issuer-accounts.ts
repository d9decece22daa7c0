import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * The embedded issuer's own accounts (issue 34): profile, emails, phones and password live in the
 * database instead of in code, so a person can change them through the MyAccount API and every
 * instance sees the change. Challenges keep only a hash of their code; the mailbox keeps what the
 * stand-in would have sent (it sends no mail).
 */
export const issuerAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('issuer_accounts')
      .addColumn('account_id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('login', 'varchar(320)', (column) => column.notNull().unique())
      .addColumn('profile_json', 'text', (column) => column.notNull())
      .addColumn('roles_json', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('password_created_at', 'varchar(32)')
      .addColumn('password_updated_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('modified_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('issuer_account_emails')
      .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull().references('issuer_accounts.account_id'))
      .addColumn('email', 'varchar(320)', (column) => column.notNull())
      .addColumn('role', 'varchar(16)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('issuer_account_emails_unique', ['account_id', 'email'])
      .execute();
    await db.schema
      .createTable('issuer_account_phones')
      .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull().references('issuer_accounts.account_id'))
      .addColumn('phone_number', 'varchar(32)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('issuer_account_phones_unique', ['account_id', 'phone_number'])
      .execute();
    await db.schema
      .createTable('issuer_challenges')
      .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('factor', 'varchar(8)', (column) => column.notNull())
      .addColumn('factor_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('code_hash', 'char(64)', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('verified_at', 'bigint')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('issuer_challenges_factor')
      .on('issuer_challenges')
      .columns(['factor_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('issuer_mailbox')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('channel', 'varchar(8)', (column) => column.notNull())
      .addColumn('recipient', 'varchar(320)', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('issuer_mailbox_account').on('issuer_mailbox').columns(['account_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('issuer_mailbox').execute();
    await db.schema.dropTable('issuer_challenges').execute();
    await db.schema.dropTable('issuer_account_phones').execute();
    await db.schema.dropTable('issuer_account_emails').execute();
    await db.schema.dropTable('issuer_accounts').execute();
  },
};
