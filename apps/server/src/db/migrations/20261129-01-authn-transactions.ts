import type { Kysely, Migration } from 'kysely';

/**
 * The embedded issuer's Authentication API (issue 43): its transactions (a state token's state,
 * kept only as the token's SHA-256), recovery tokens sent by email or handed out by an admin,
 * one-time session tokens exchanged at the authorize endpoint, and the devices (fingerprints) an
 * account has signed in from. Accounts gain a sign-on policy (a second factor required) and an
 * expired password. Times are epoch milliseconds.
 */
export const authnTransactions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('issuer_accounts')
      .addColumn('mfa_required', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('issuer_accounts')
      .addColumn('password_expired', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('issuer_authn_transactions')
      .addColumn('state_hash', 'char(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)')
      .addColumn('status', 'varchar(24)', (column) => column.notNull())
      .addColumn('recovery_type', 'varchar(16)')
      .addColumn('factor_type', 'varchar(16)')
      .addColumn('factor_id', 'varchar(32)')
      .addColumn('code_hash', 'char(64)')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_expires_at', 'bigint')
      .addColumn('code_failures', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('push_result', 'varchar(16)')
      .addColumn('device_hash', 'char(64)')
      .addColumn('user_agent', 'varchar(300)')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('issuer_authn_transactions_code')
      .on('issuer_authn_transactions')
      .column('code_hash')
      .execute();
    await db.schema
      .createIndex('issuer_authn_transactions_account')
      .on('issuer_authn_transactions')
      .columns(['account_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('issuer_authn_transactions_expiry')
      .on('issuer_authn_transactions')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('issuer_recovery_tokens')
      .addColumn('token_hash', 'char(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('recovery_type', 'varchar(16)', (column) => column.notNull())
      .addColumn('issued_by', 'varchar(320)')
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('issuer_recovery_tokens_account')
      .on('issuer_recovery_tokens')
      .columns(['account_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('issuer_session_tokens')
      .addColumn('token_hash', 'char(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('issuer_devices')
      .addColumn('account_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('fingerprint_hash', 'char(64)', (column) => column.notNull())
      .addColumn('user_agent', 'varchar(300)')
      .addColumn('first_seen_at', 'bigint', (column) => column.notNull())
      .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('issuer_devices_pk', ['account_id', 'fingerprint_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('issuer_devices').execute();
    await db.schema.dropTable('issuer_session_tokens').execute();
    await db.schema.dropTable('issuer_recovery_tokens').execute();
    await db.schema.dropTable('issuer_authn_transactions').execute();
    await db.schema.alterTable('issuer_accounts').dropColumn('password_expired').execute();
    await db.schema.alterTable('issuer_accounts').dropColumn('mfa_required').execute();
  },
};
